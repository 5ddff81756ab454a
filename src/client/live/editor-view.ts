import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { indentWithTab } from '@codemirror/commands';
import { autoCloseTags, localCompletionSource, tsxLanguage } from '@codemirror/lang-javascript';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  LanguageSupport,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import { codeEditorBasics, editingKeys } from './code-editor.ts';
import { publishDiagnostics } from './lint-merge.ts';

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
        codeEditorBasics(options.label),
        lintGutter(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        syntaxHighlighting(highlightStyle),
        tsx,
        autocompletion(options.autocompletion),
        // Tab indents; Escape then Tab leaves (codeEditorBasics).
        keymap.of([...closeBracketsKeymap, ...editingKeys, ...completionKeymap, indentWithTab]),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
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
