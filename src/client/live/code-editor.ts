import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { linter } from '@codemirror/lint';
import { Prec, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  lineNumbers,
} from '@codemirror/view';
import { mergedDiagnostics } from './lint-merge.ts';

/**
 * What every code editor of the site has, with no language: the live editor (editor-view.ts) adds TSX and
 * completion; the upgrade checker (src/client/upgrade/checker.ts) uses it as it is, its code parsed in a worker.
 */

const theme = EditorView.theme({
  '&': { color: 'var(--fg)', backgroundColor: 'var(--bg-pre)', fontSize: '13px' },
  '.cm-content': { fontFamily: 'var(--mono)', caretColor: 'var(--fg)', padding: '8px 0' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.6' },
  '.cm-gutters': {
    backgroundColor: 'var(--bg-soft)',
    color: 'var(--fg-muted)',
    borderRight: '1px solid var(--border)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--code-active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--code-active-line)', color: 'var(--fg)' },
  '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '2px' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--fg)' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': { backgroundColor: 'var(--code-selection)' },
  '&.cm-focused .cm-matchingBracket': { backgroundColor: 'var(--code-bracket)', outline: '1px solid var(--border)' },
  // Thumb-sized line numbers and lines on touch screens.
  '@media (pointer: coarse)': { '.cm-scroller': { lineHeight: '1.9' } },
});

/** Keys for editing and undo, after any more specific ones an editor puts first. */
export const editingKeys = [...defaultKeymap, ...historyKeymap];

/**
 * Line numbers, undo, selection, the merged diagnostics (underlined; the live editor adds their gutter, which
 * the checker's hundreds of findings would make a 5 ms part of each publication), Escape-then-Tab to leave, the
 * site's colours.
 */
export function codeEditorBasics(label: string): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    highlightActiveLine(),
    // The lint state from the start (no source of its own: lint-merge.ts publishes): otherwise the first
    // publication adds it by reconfiguring the whole editor, an 80 ms task at 4× CPU slowdown mid-typing.
    linter(null),
    mergedDiagnostics,
    // Escape then Tab moves the focus on (CodeMirror's tab focus mode), also when the Escape closes a list.
    Prec.highest(
      EditorView.domEventHandlers({
        keydown(event, view) {
          if (event.key === 'Escape') view.setTabFocusMode(2000);
          return false;
        },
      }),
    ),
    // tabindex: the editable text is the scroll box's focusable content (one tab stop, as without).
    EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
    theme,
  ];
}
