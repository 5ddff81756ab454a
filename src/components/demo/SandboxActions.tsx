import { useState } from 'react';
import { versions } from '../../lib/site/versions';
import { useT } from '../../lib/i18n';
import { readEdit } from '../../lib/live/storage';
import type { SourceLoader } from './CodePanel';

type Target = 'codesandbox' | 'stackblitz';

interface SandboxActionsProps {
  id: string;
  title: string;
  description: string;
  loadSource: SourceLoader;
}

/** "Open in CodeSandbox" / "Open in StackBlitz": the payload code loads on the first click. */
export function SandboxActions({ id, title, description, loadSource }: SandboxActionsProps) {
  const t = useT();
  const [busy, setBusy] = useState<Target | null>(null);
  const [failed, setFailed] = useState(false);

  const open = async (target: Target) => {
    setBusy(target);
    setFailed(false);
    try {
      const [{ default: source }, sandbox] = await Promise.all([loadSource(), import('../../lib/sandbox/open')]);
      // The reader's edit in the live editor, if any, goes instead of the original code.
      const demo = { id, title: title || id, description, source: sandbox.withEdit(source, readEdit(id)), versions };
      if (target === 'codesandbox') sandbox.openInCodeSandbox(demo);
      else await sandbox.openInStackBlitz(demo);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <button type="button" className="button" disabled={busy !== null} onClick={() => open('codesandbox')}>
        {busy === 'codesandbox' ? t('demo.sandboxOpening') : t('demo.codesandbox')}
      </button>
      <button type="button" className="button" disabled={busy !== null} onClick={() => open('stackblitz')}>
        {busy === 'stackblitz' ? t('demo.sandboxOpening') : t('demo.stackblitz')}
      </button>
      {failed && (
        <p className="demo-sandbox-error" role="alert">
          {t('demo.sandboxFailed')}
        </p>
      )}
    </>
  );
}
