import { useState } from 'react';
import { useT } from '../../shared/i18n';
import { readEdit } from '../../client/live/storage';
import { demoKey } from '../../shared/demo/types';
import { useDemoLine } from './demo-line';
import type { SourceLoader } from './CodePanel';
import { retryable } from '../../client/chunk-error';
import { LazyPartError } from './LazyPart';

type Target = 'codesandbox' | 'stackblitz';

// The openers (with the payload builders and the pinned versions) load on the first click; a failed load is made again on the next.
const loadOpeners = retryable(() => import('../../client/sandbox/open'));

interface SandboxActionsProps {
  id: string;
  title: string;
  description: string;
  loadSource: SourceLoader;
}

/** "Open in CodeSandbox" / "Open in StackBlitz": the payload code loads on the first click. */
export function SandboxActions({ id, title, description, loadSource }: SandboxActionsProps) {
  const t = useT();
  const line = useDemoLine();
  const [busy, setBusy] = useState<Target | null>(null);
  const [failed, setFailed] = useState<Target | null>(null);

  const open = async (target: Target) => {
    setBusy(target);
    setFailed(null);
    try {
      // After a failure each click is the reader trying again.
      const again = failed !== null;
      const [{ default: source }, sandbox] = await Promise.all([loadSource(again), loadOpeners(again)]);
      // The reader's edit in the live editor, if any, goes instead of the original code.
      const demo = {
        id,
        title: title || id,
        description,
        source: sandbox.withEdit(source, readEdit(demoKey({ line, id }))),
        versions: sandbox.installedPackages,
      };
      if (target === 'codesandbox') sandbox.openInCodeSandbox(demo);
      else await sandbox.openInStackBlitz(demo);
    } catch {
      setFailed(target);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button"
        data-action="codesandbox"
        disabled={busy !== null}
        onClick={() => void open('codesandbox')}
      >
        {busy === 'codesandbox' ? t('demo.sandboxOpening') : t('demo.codesandbox')}
      </button>
      <button
        type="button"
        className="button"
        data-action="stackblitz"
        disabled={busy !== null}
        onClick={() => void open('stackblitz')}
      >
        {busy === 'stackblitz' ? t('demo.sandboxOpening') : t('demo.stackblitz')}
      </button>
      {failed && <LazyPartError message="demo.sandboxFailed" onRetry={() => void open(failed)} />}
    </>
  );
}
