import { syntaxTree, syntaxTreeAvailable } from '@codemirror/language';
import type { Tree } from '@lezer/common';
import type { Diagnostic } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';
import type { Translate } from '../../shared/i18n/translate.ts';
import { lintUpgrade, tsxParser, withoutJsxTypeArguments } from '../../shared/upgrade/rules.ts';
import { findingDiagnostics } from './finding-diagnostics.ts';
import { nextTask } from './next-task.ts';

/**
 * The upgrade rules (rc-table 7 → @rc-component/table 1) as CodeMirror diagnostics: each finding underlined with
 * its message in the page's language, and a one-click action when the change is mechanical. The live editor of
 * 1.x pages runs them as a lint source (lint-merge.ts), this module loaded with the reader's first change.
 */

/** Longest stretch of parsing without giving the page back (a frame's worth). */
const SLICE_MS = 8;

/**
 * The text's syntax tree without a long task: the editor's own tree when it covers the whole text (the usual
 * case, CodeMirror parses in the background), else a fresh parse in slices of SLICE_MS between which the page
 * runs. Parsing 100 KB at once would block the page for tens of milliseconds. Text with type arguments on a JSX
 * tag is parsed afresh without them: the editor's tree stops there (see withoutJsxTypeArguments).
 */
async function treeOf(state: EditorState, source: string): Promise<Tree> {
  const length = state.doc.length;
  const readable = withoutJsxTypeArguments(source);
  if (readable === source && syntaxTreeAvailable(state, length)) {
    const tree = syntaxTree(state);
    if (tree.length === length) return tree;
  }
  const parse = tsxParser.startParse(readable);
  for (;;) {
    const deadline = performance.now() + SLICE_MS;
    let tree: Tree | null = null;
    while (!tree && performance.now() < deadline) tree = parse.advance();
    if (tree) return tree;
    await nextTask();
  }
}

/**
 * The diagnostics of one editor state. Code that does not parse gets none: the editor's own syntax marking and
 * "Check types" say where it breaks.
 */
export async function upgradeDiagnostics(state: EditorState, t: Translate): Promise<Diagnostic[]> {
  const source = state.doc.toString();
  const result = lintUpgrade(source, await treeOf(state, source));
  return result.ok ? findingDiagnostics(result.findings, t) : [];
}
