/**
 * A promise that React's `use()` reads synchronously once settled: React checks a promise's `status`
 * and `value` fields before suspending on it.
 */
export interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  isSettled: () => boolean;
}

export function createDeferred(settled = false): Deferred {
  let resolvePromise!: () => void;
  const promise = new Promise<void>((r) => (resolvePromise = r));
  let done = false;
  const resolve = () => {
    if (done) return;
    done = true;
    Object.assign(promise, { status: 'fulfilled', value: undefined });
    resolvePromise();
  };
  if (settled) resolve();
  return { promise, resolve, isSettled: () => done };
}
