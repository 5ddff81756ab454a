import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { EditedDemo } from '../../client/live/runner';
import { ErrorBoundary } from 'react-error-boundary';
import type { DemoHydrate } from '../../shared/demo/types';
import { useT } from '../../shared/i18n';
import { DEMO_BOX_ATTRIBUTE, DEMO_SETTLED_EVENT } from '../../shared/demo/queued-clicks';
import { DemoErrorFallback } from './DemoErrorFallback';
import { liveScrollBoxes } from './scroll-regions';

export type DemoLoader = (again?: boolean) => Promise<{ default: ComponentType }>;

/** A demo's gate (`hydrate="on-reach"`): `reached` settles once `open()` is called (again: nothing more). */
function reachGate() {
  let open = () => {};
  const reached = new Promise<void>((resolve) => (open = resolve));
  return { reached, open };
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * A demo whose code is a chunk of its own. On the server (`initial` given) it renders at once, so the
 * page's HTML holds its table; in the browser the chunk loads and React hydrates the table in place
 * (a click made before that is replayed). With `hydrate="on-reach"` the chunk is imported only once the reader
 * reaches the box, or an edit is to be shown (./reach). A crash or a chunk that fails to load stays inside this
 * box; "Render again" retries the import. The box gets `data-demo-ready` once the demo is live.
 *
 * Memoised: while the demo's chunk is still on its way, its server-rendered table is a boundary React has
 * not hydrated yet. Re-rendered then by its block (a Show Code clicked before hydration, replayed), React
 * would drop that HTML and show the loading line until the chunk came: on a slow phone the table vanished
 * for a second and the page jumped twice. The block's other state does not reach it now.
 */
export const LazyDemo = memo(function LazyDemo({
  load,
  initial,
  hydrate,
  className,
  edited,
  generation = 0,
  onEditedError,
}: {
  load: DemoLoader;
  initial?: ComponentType;
  /** `on-reach`: in the browser, the demo loads only once the reader reaches it (DemoHydrate). */
  hydrate?: DemoHydrate;
  className?: string;
  /** The reader's edit of the demo (live editor), shown instead of the demo; a new one clears an error. */
  edited?: EditedDemo | null;
  /** Changes when the edited demo must mount afresh (its hook signature changed); see hostOf. */
  generation?: number;
  /** Told when the edited demo crashes (its error box shows). */
  onEditedError?: (error: unknown) => void;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // The server renders the demo at once (`initial`); only the browser's lazy demo waits at the gate.
  const [gate] = useState(() => (hydrate === 'on-reach' && !initial ? reachGate() : undefined));
  const [Demo, setDemo] = useState<ComponentType<HostProps>>(() =>
    initial
      ? hostOf(initial)
      : lazy(() => (gate ? gate.reached.then(() => load()) : load()).then((m) => ({ default: hostOf(m.default) }))),
  );
  const release = useRef<() => void>(undefined);
  const stopWatching = useRef<() => void>(undefined);
  // React acts on clicks inside the box from now on (the demo is live, or its error box shows, whose Render again
  // must not be held): the directive makes again those it held, and the reach watch ends.
  const settle = useCallback(() => {
    box.current?.dispatchEvent(new Event(DEMO_SETTLED_EVENT, { bubbles: true }));
    stopWatching.current?.();
    stopWatching.current = undefined;
  }, []);
  const markReady = useCallback(() => {
    if (!box.current) return;
    release.current?.();
    release.current = liveScrollBoxes(box.current);
    box.current.setAttribute('data-demo-ready', '');
    settle();
  }, [settle]);
  useEffect(() => () => release.current?.(), []);
  useEffect(() => {
    const element = box.current;
    if (!gate || !element) return;
    // The watch is a chunk of its own (./reach); if it cannot load, the demo loads at once, as any other.
    let ended = false;
    let stopWatch: (() => void) | undefined;
    const stop = () => {
      ended = true;
      stopWatch?.();
    };
    stopWatching.current = stop;
    import('./reach').then(
      ({ watchReach }) => {
        if (!ended) stopWatch = watchReach(element, gate.open);
      },
      () => gate.open(),
    );
    return stop;
  }, [gate]);
  // An edit (the reader's, or a shared link's code) is shown in the demo's place: it needs the demo now. Opened
  // while rendering, not in an effect: the edit comes in a transition, which waits for the demo to commit.
  if (edited) gate?.open();
  return (
    <div className={className} ref={box} {...{ [DEMO_BOX_ATTRIBUTE]: '' }}>
      <ErrorBoundary
        FallbackComponent={DemoErrorFallback}
        onReset={() => setDemo(() => lazy(() => load(true).then((m) => ({ default: hostOf(m.default) }))))}
        resetKeys={[edited]}
        onError={(error) => {
          if (edited) onEditedError?.(error);
          settle();
        }}
      >
        <Suspense fallback={<p className="demo-loading">{t('demo.loading')}</p>}>
          <Demo key={generation} edited={edited?.component ?? null} />
          <Ready onReady={markReady} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
});

type HostProps = { edited: ComponentType | null };

/**
 * The demo's host: one component type for the demo and every edit of it, so that an edit updates the
 * demo in place. The host renders the demo's default export (or the reader's edit of it) by calling it
 * as its own render: the hooks of the demo are the host's, so they — the demo's state — carry over
 * when the next edit is called in the same place, and the table below is updated, not mounted again,
 * as React Fast Refresh does for a component it can refresh. Only while the hooks stay the same: the
 * caller gives the host a new key (a `generation`) when the edit's hook signature differs, and it
 * mounts afresh. The components an edit declares besides its default export are stand-ins kept across
 * edits (src/client/live/stable-components.ts). A class or an exotic component (memo, forwardRef) is
 * rendered as an element: it mounts afresh on each edit.
 */
function hostOf(original: ComponentType): ComponentType<HostProps> {
  return function DemoHost({ edited }: HostProps): ReactNode {
    const Component = edited ?? original;
    const isClass = (Component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
    if (typeof Component === 'function' && !isClass) return (Component as (props: object) => ReactNode)({});
    return <Component />;
  };
}
