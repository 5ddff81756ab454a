import { useT } from '../../shared/i18n';
import type { DemoSourceBundle } from '../../shared/sandbox/types';
import { LazyPartError, useLazyModule } from './LazyPart';
import { SourceTabs, type SourceFile } from './SourceTabs';

/** Loads the demo's source bundle; its `html` is shiki's build-time output, trusted. */
/** `again`: the reader asked to try again after a failure (see retryable in src/client/chunk-error.ts). */
export type SourceLoader = (again?: boolean) => Promise<{ default: DemoSourceBundle }>;

/** The demo file first, then every file it imports from beside it (its stylesheets). */
function sourceFiles(id: string, source: DemoSourceBundle): SourceFile[] {
  return [{ name: `${id}.${source.lang}`, content: source.code, html: source.html }, ...source.files];
}

/** The demo's own source, fetched when first shown (it is not part of the page's first load). */
export function CodePanel({ id, loadSource }: { id: string; loadSource: SourceLoader }) {
  const t = useT();
  const load = useLazyModule(loadSource);

  return (
    <div className="demo-code" id={`${id}-code`}>
      {load.status === 'loading' && (
        <p className="demo-code-status demo-code-room" data-room="code">
          {t('demo.code.loading')}
        </p>
      )}
      {load.status === 'failed' && <LazyPartError message="demo.code.failed" onRetry={load.retry} />}
      {load.status === 'ready' && <SourceTabs id={id} files={sourceFiles(id, load.module.default)} />}
    </div>
  );
}
