import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import type { DemoSourceBundle } from '../../lib/sandbox/types';
import { SourceTabs, type SourceFile } from './SourceTabs';

/** Loads the demo's source bundle; its `html` is shiki's build-time output, trusted. */
export type SourceLoader = () => Promise<{ default: DemoSourceBundle }>;

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; source: DemoSourceBundle };

/** The demo file first, then every file it imports from beside it (its stylesheets). */
function sourceFiles(id: string, source: DemoSourceBundle): SourceFile[] {
  return [{ name: `${id}.${source.lang}`, content: source.code, html: source.html }, ...source.files];
}

/** The demo's own source, fetched when first shown (it is not part of the page's first load). */
export function CodePanel({ id, loadSource }: { id: string; loadSource: SourceLoader }) {
  const t = useT();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadSource().then(
      (mod) => live && setLoad({ status: 'ready', source: mod.default }),
      () => live && setLoad({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [loadSource, attempt]);

  return (
    <div className="demo-code" id={`${id}-code`}>
      {load.status === 'loading' && <p className="demo-code-status">{t('demo.code.loading')}</p>}
      {load.status === 'error' && (
        <p className="demo-code-status" role="alert">
          {t('demo.code.failed')}{' '}
          <button
            type="button"
            className="button"
            onClick={() => {
              setLoad({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('demo.code.retry')}
          </button>
        </p>
      )}
      {load.status === 'ready' && <SourceTabs id={id} files={sourceFiles(id, load.source)} />}
    </div>
  );
}
