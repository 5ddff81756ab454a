import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useT } from '../../shared/i18n';
import { DemoErrorFallback } from './DemoErrorFallback';

export type DemoLoader = (again?: boolean) => Promise<{ default: ComponentType }>;

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * A demo whose code is a chunk of its own. On the server (`initial` given) it renders at once, so the
 * page's HTML holds its table; in the browser the chunk loads and React hydrates the table in place
 * (a click made before that is replayed). A crash or a chunk that fails to load stays inside this box;
 * "Render again" retries the import. The box gets `data-demo-ready` once the demo is live.
 */
export function LazyDemo({
  load,
  initial,
  className,
  edited,
}: {
  load: DemoLoader;
  initial?: ComponentType;
  className?: string;
  /** The reader's edit of the demo (live editor), shown instead of the demo; a new one clears an error. */
  edited?: ComponentType | null;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [Demo, setDemo] = useState<ComponentType>(() => initial ?? lazy(() => load()));
  const Edited = edited;
  const markReady = useCallback(() => box.current?.setAttribute('data-demo-ready', ''), []);
  return (
    <div className={className} ref={box}>
      <ErrorBoundary
        FallbackComponent={DemoErrorFallback}
        onReset={() => setDemo(() => lazy(() => load(true)))}
        resetKeys={[edited]}
      >
        <Suspense fallback={<p className="demo-loading">{t('demo.loading')}</p>}>
          {Edited ? <Edited /> : <Demo />}
          <Ready onReady={markReady} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
