import { lazy, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useT } from '../../i18n';
import { ViewportGate } from '../lazy/ViewportGate';
import { DemoErrorFallback } from './DemoErrorFallback';

export type DemoLoader = () => Promise<{ default: ComponentType }>;

const markReady = (box: HTMLDivElement) => box.setAttribute('data-demo-ready', '');

/**
 * A demo whose code is a chunk of its own. The prerendered page already shows its table; the code is
 * fetched, and the table hydrated, once the demo is on screen (`eager`: at once). React replays a click
 * made before the code arrives. A crash or a chunk that fails to load stays inside this box; "Render
 * again" retries the import. The box gets `data-demo-ready` once the demo is live.
 */
export function LazyDemo({
  load,
  eager = false,
  className,
}: {
  load: DemoLoader;
  eager?: boolean;
  className?: string;
}) {
  const t = useT();
  const [Demo, setDemo] = useState(() => lazy(load));
  return (
    <ErrorBoundary FallbackComponent={DemoErrorFallback} onReset={() => setDemo(() => lazy(load))}>
      <ViewportGate
        className={className}
        eager={eager}
        onReady={markReady}
        fallback={<p className="demo-loading">{t('demo.loading')}</p>}
      >
        <Demo />
      </ViewportGate>
    </ErrorBoundary>
  );
}
