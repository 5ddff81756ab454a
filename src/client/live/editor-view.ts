import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { autoCloseTags, localCompletionSource, tsxLanguage } from '@codemirror/lang-javascript';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  LanguageSupport,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter, linter, type Diagnostic } from '@codemirror/lint';
import { mergedDiagnostics, publishDiagnostics } from './lint-merge.ts';
import { EditorState, Prec, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

// The colours of the site's shiki themes (github-light-default / github-dark-default), as CSS
// variables that the colour mode switches (global.css): each reaches 4.5:1 on the code background.
const highlightStyle = HighlightStyle.define([
  { tag: t.comment, color: 'var(--code-comment)' },
  {
    tag: [t.keyword, t.modifier, t.controlKeyword, t.definitionKeyword, t.moduleKeyword, t.operatorKeyword],
    color: 'var(--code-keyword)',
  },
  { tag: [t.string, t.special(t.string), t.regexp], color: 'var(--code-string)' },
  { tag: [t.number, t.bool, t.null, t.atom, t.propertyName, t.attributeName], color: 'var(--code-constant)' },
  { tag: [t.function(t.variableName), t.function(t.propertyName)], color: 'var(--code-function)' },
  { tag: [t.tagName, t.typeName, t.className], color: 'var(--code-tag)' },
  { tag: [t.definition(t.variableName), t.definition(t.propertyName)], color: 'var(--code-variable)' },
  { tag: t.invalid, color: 'var(--code-invalid)' },
]);

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

// TSX with JSX tag closing and completion of the names in scope; not javascript()'s snippets and keyword
// list, which cost 4 KB gzipped of the 200 KB a first Edit may load (rc-table's own hints come instead).
const tsx = new LanguageSupport(tsxLanguage, [
  autoCloseTags,
  tsxLanguage.data.of({ autocomplete: localCompletionSource }),
]);

export interface EditorOptions {
  doc: string;
  parent: HTMLElement;
  /** The editor's accessible name (says how to leave it: Escape, then Tab). */
  label: string;
  onChange: (doc: string) => void;
  /** More extensions (completion sources, hover cards). */
  extensions?: Extension[];
  autocompletion?: Parameters<typeof autocompletion>[0];
}

/** A CodeMirror 6 editor on a demo's TSX. */
export function createEditor(options: EditorOptions): EditorView {
  return new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        syntaxHighlighting(highlightStyle),
        tsx,
        autocompletion(options.autocompletion),
        lintGutter(),
        // The lint state from the start (no source of its own: lint-merge.ts publishes): otherwise the first
        // publication adds it by reconfiguring the whole editor, an 80 ms task at 4× CPU slowdown mid-typing.
        linter(null),
        mergedDiagnostics,
        // Tab indents; Escape then Tab moves the focus on (CodeMirror's tab focus mode), also when the
        // Escape closes a completion list.
        Prec.highest(
          EditorView.domEventHandlers({
            keydown(event, view) {
              if (event.key === 'Escape') view.setTabFocusMode(2000);
              return false;
            },
          }),
        ),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
        // tabindex: the editable text is the scroll box's focusable content (one tab stop, as without).
        EditorView.contentAttributes.of({ 'aria-label': options.label, tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
        theme,
        ...(options.extensions ?? []),
      ],
    }),
  });
}

/** Replaces the whole text (Reset), as one undoable change. */
export function replaceDoc(view: EditorView, doc: string) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc } });
}

/**
 * Marks the compiler's and the type checker's errors in the gutter and under the text (an empty list clears
 * them), next to the upgrade lint's, which stay (see lint-merge.ts).
 */
export function showDiagnostics(view: EditorView, diagnostics: Diagnostic[]) {
  publishDiagnostics(view, 'check', diagnostics);
}

/** 1-based line of an offset of the editor's text. */
export const lineOf = (view: EditorView, pos: number) =>
  view.state.doc.lineAt(Math.min(pos, view.state.doc.length)).number;
