import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates, true once the island is live. A demo's
 * buttons stay disabled until then, so a click that would do nothing is visibly unavailable instead.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
