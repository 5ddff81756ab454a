import type { EditorView } from '@codemirror/view';
import { useState, type RefObject } from 'react';
import { useT } from '../../../shared/i18n';
import { showDiagnostics } from '../../../client/live/editor-view';
import type { EditStatus } from './edit-runner';

/**
 * Check types: type-checks the code as it is when clicked and marks the errors in `view`; TypeScript and the
 * declaration files load on the first click. A result for text since edited is dropped.
 */
export function useTypeCheck(view: RefObject<EditorView | null>, setStatus: (status: EditStatus) => void) {
  const t = useT();
  const [checking, setChecking] = useState(false);
  const checkTypes = async () => {
    const editor = view.current;
    if (!editor || checking) return;
    setChecking(true);
    const started = performance.now();
    const checked = editor.state.doc.toString();
    try {
      const { checkTypes: check } = await import('../../../client/live/type-check');
      const diagnostics = await check(checked);
      if (view.current !== editor || editor.state.doc.toString() !== checked) return;
      showDiagnostics(editor, diagnostics);
      // Click → errors marked, for `npm run bench` (scripts/bench-live.mjs).
      performance.measure('live-edit-check-types', { start: started });
      const [first] = diagnostics;
      setStatus(
        first
          ? {
              kind: 'error',
              text: t('demo.edit.typeErrors', {
                count: diagnostics.length,
                // A string: the page's translator picks the singular form when any number argument is 1.
                line: String(first.line),
                message: first.message,
              }),
            }
          : { kind: 'info', text: t('demo.edit.typesOk') },
      );
    } catch {
      setStatus({ kind: 'error', text: t('demo.edit.typeCheckFailed') });
    } finally {
      setChecking(false);
    }
  };
  return { checking, checkTypes };
}
