import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../../../shared/i18n';
import { runEdit, type EditedDemo } from '../../../client/live/runner';
import { lineOf, showDiagnostics } from '../../../client/live/editor-view';

/** What the editor's status line says. */
export type EditStatus =
  | { kind: 'idle' }
  | { kind: 'ok' }
  | { kind: 'error'; text: string }
  | { kind: 'info'; text: string };

export interface EditRunner {
  status: EditStatus;
  setStatus: (status: EditStatus) => void;
  /** Compiles and shows `doc` in the next task: the changes of one task coalesce, the keystroke is not held up. */
  schedule: (doc: string) => void;
  /** Compiles and shows `doc` now. */
  runNow: (doc: string) => Promise<void>;
  /** Drops the pending and the running edit: their results are void. */
  cancel: () => void;
}

/**
 * The runner's half of the live editor: each edit handed over is compiled and evaluated (client/live/runner.ts),
 * its syntax error or unknown import marked in `view`, or the demo handed to `onRender` (which shows it in a
 * transition the next keystroke interrupts). A newer edit makes an older one's result void.
 */
export function useEditRunner(view: RefObject<EditorView | null>, onRender: (demo: EditedDemo) => void): EditRunner {
  const t = useT();
  const [status, setStatus] = useState<EditStatus>({ kind: 'idle' });
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const runNow = useCallback(
    async (doc: string) => {
      const current = ++run.current;
      const result = await runEdit(doc);
      const editor = view.current;
      if (current !== run.current) return;
      if (result.kind === 'syntax') {
        if (editor) {
          const { pos, message } = result;
          showDiagnostics(editor, [{ from: pos, to: pos + 1, severity: 'error', message }]);
          setStatus({ kind: 'error', text: t('demo.edit.syntaxError', { line: lineOf(editor, pos), message }) });
        }
      } else if (result.kind === 'unknownImport') {
        const at = Math.max(0, doc.indexOf(result.specifier));
        const text = t('demo.edit.unknownImport', { name: result.specifier, available: result.available.join(', ') });
        if (editor)
          showDiagnostics(editor, [{ from: at, to: at + result.specifier.length, severity: 'error', message: text }]);
        setStatus({ kind: 'error', text });
      } else if (result.kind === 'chunkFailed') {
        // A listed package whose chunk did not load (offline): say so; the table stays.
        setStatus({ kind: 'error', text: t('demo.chunkFailed') });
      } else {
        if (editor) showDiagnostics(editor, []);
        setStatus({ kind: 'ok' });
        onRender(result.demo);
      }
    },
    [t, onRender, view],
  );

  const schedule = useCallback(
    (doc: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void runNow(doc), 0);
    },
    [runNow],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    run.current++;
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { status, setStatus, schedule, runNow, cancel };
}
