import { lazy, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { retryable } from '../../client/chunk-error';
import { useT, type MessageId } from '../../shared/i18n';

/*
 * The parts of a demo block that load on demand (its code panel and source, the sandbox openers, the live
 * editor): a chunk that does not arrive (offline, or replaced by a newer deploy) must cost only that part,
 * never the block or its table, and must load once the network is back.
 *
 * - `retryable(load)` (src/client/chunk-error.ts): an import that can be made again after a failure.
 * - `useLazyModule(load)`: a module a component needs, with its state (`loading`, `failed`, `ready`) and
 *   `retry`.
 * - `<LazyPart>`: a component loaded on demand, with its failure in place of itself.
 * - `<LazyPartError>`: what a failed part shows: a message and "Try again".
 */

export type LazyModule<M> =
  | { status: 'loading'; retry: () => void }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; module: M; retry: () => void };

/** A module loaded when the component mounts (`load` should be retryable and keep its identity). */
export function useLazyModule<M>(load: (again?: boolean) => Promise<M>): LazyModule<M> {
  const [state, setState] = useState<{ status: 'loading' | 'failed' } | { status: 'ready'; module: M }>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load(attempt > 0).then(
      (module) => live && setState({ status: 'ready', module }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/** What a part that could not load shows: why (a catalog key, `demo.part.failed` by default) and "Try again". */
export function LazyPartError({ message = 'demo.part.failed', onRetry }: { message?: MessageId; onRetry: () => void }) {
  const t = useT();
  return (
    <p className="demo-part-error" role="alert">
      {t(message)}{' '}
      <button type="button" className="button" onClick={onRetry}>
        {t('demo.code.retry')}
      </button>
    </p>
  );
}

/**
 * A component loaded on demand (`part`, made with `lazyPart`). While it loads, the nearest `<Suspense>`
 * above shows its fallback; when it cannot load, `failed(retry)` shows in its place (by default a
 * `<LazyPartError>`), and retry loads it again.
 */
export function LazyPart<P extends object>({
  part,
  props,
  failed,
}: {
  part: Part<P>;
  props: P;
  failed?: (retry: () => void) => ReactNode;
}) {
  const [Component, setComponent] = useState<ComponentType<P>>(part.current);
  return (
    <ErrorBoundary
      resetKeys={[Component]}
      fallbackRender={() => {
        const retry = () => {
          part.reload();
          setComponent(part.current);
        };
        return failed ? failed(retry) : <LazyPartError onRetry={retry} />;
      }}
    >
      <Component {...props} />
    </ErrorBoundary>
  );
}

export interface Part<P> {
  /** Starts loading it (on hover or focus of what shows it); a failure waits for the part to be shown. */
  preload: () => void;
  /** The lazy component to render now. */
  current: () => ComponentType<P>;
  /** After a failure: the next render imports it again (call it from an event, never while rendering). */
  reload: () => void;
}

/** A component of its own chunk, shared by every block that shows it (one load, one retry for all). */
export function lazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): Part<P> {
  const again = retryable(load, pick);
  const make = (retry: boolean) => {
    let failed = false;
    const component = lazy(() =>
      again(retry).then(
        (c) => ({ default: c }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
    return { component, failed: () => failed };
  };
  let current = make(false);
  return {
    preload: () => void again().catch(() => {}),
    current: () => current.component,
    reload: () => {
      if (current.failed()) current = make(true);
    },
  };
}
