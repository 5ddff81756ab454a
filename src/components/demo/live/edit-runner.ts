import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../../../shared/i18n';
import { runEdit, type EditedDemo } from '../../../client/live/runner';
import { componentScope } from '../../../client/live/stable-components';
import { lineOf, showDiagnostics } from '../../../client/live/editor-view';

/**
 * How long typing must pause before an error in the text is marked: marking it is an editor update (a 50-100 ms
 * task at 4× CPU slowdown) that the next keystroke would mostly undo.
 */
const TYPING_PAUSE_MS = 400;

/** What the editor's status line says. */
export type EditStatus =
  | { kind: 'idle' }
  | { kind: 'ok' }
  | { kind: 'error'; text: string }
  | { kind: 'info'; text: string };

export interface EditRunner {
  status: EditStatus;
  setStatus: (status: EditStatus) => void;
  /**
   * Compiles and shows `doc` in the next task: the changes of one task coalesce, the keystroke is not held up.
   * An error is marked once typing pauses (TYPING_PAUSE_MS).
   */
  schedule: (doc: string) => void;
  /** Compiles and shows `doc` now, an error at once. */
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
  // The stand-ins of the demo's own components, kept across its edits (stable-components.ts).
  const [scope] = useState(componentScope);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const errorTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /**
   * Runs `doc`. Its error (syntax, unknown import, a chunk that did not load) is shown after `errorsAfter` ms
   * unless a newer edit comes first: a keystroke makes most code invalid for a moment ("/" before "//").
   */
  const runNow = useCallback(
    async (doc: string, errorsAfter = 0) => {
      const current = ++run.current;
      clearTimeout(errorTimer.current);
      const result = await runEdit(doc, scope);
      if (current !== run.current) return;
      if (result.kind === 'ok') {
        const editor = view.current;
        if (editor) showDiagnostics(editor, []);
        setStatus({ kind: 'ok' });
        onRender(result.demo);
        return;
      }
      const report = () => {
        if (current !== run.current) return;
        const editor = view.current;
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
        } else {
          // A listed package whose chunk did not load (offline): say so; the table stays.
          setStatus({ kind: 'error', text: t('demo.chunkFailed') });
        }
      };
      if (errorsAfter > 0) errorTimer.current = setTimeout(report, errorsAfter);
      else report();
    },
    [t, onRender, view, scope],
  );

  const schedule = useCallback(
    (doc: string) => {
      clearTimeout(timer.current);
      clearTimeout(errorTimer.current);
      timer.current = setTimeout(() => void runNow(doc, TYPING_PAUSE_MS), 0);
    },
    [runNow],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    clearTimeout(errorTimer.current);
    run.current++;
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(errorTimer.current);
    },
    [],
  );
  return { status, setStatus, schedule, runNow, cancel };
}
