import { lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { StateEffect, StateField, type EditorState, type Extension } from '@codemirror/state';
import { keymap, ViewPlugin, type EditorView, type ViewUpdate } from '@codemirror/view';

/**
 * One set of diagnostics in the editor from several sources. CodeMirror keeps one list (`setDiagnostics`
 * replaces it, and so does each run of a `linter()`), so the editor's sources each publish their own set here:
 * 'check' (the compiler's syntax error, unknown imports, "Check types") and 'upgrade' (the 1.x upgrade rules).
 * A field keeps every set, mapped through edits, and each publication shows them all together.
 */

export type DiagnosticSource = 'check' | 'upgrade';
type Sets = Readonly<Record<DiagnosticSource, readonly Diagnostic[]>>;

const publishSet = StateEffect.define<{ source: DiagnosticSource; diagnostics: readonly Diagnostic[] }>();

/** The sets merged in document order (a source's own order kept for equal positions; 'check' first). */
export function mergeDiagnostics(sets: Sets): Diagnostic[] {
  return [...sets.check, ...sets.upgrade].sort((a, b) => a.from - b.from || a.to - b.to);
}

/** A diagnostic moved through an edit; null when the text it marked is gone. */
function mapDiagnostic(d: Diagnostic, map: (pos: number, assoc: number) => number): Diagnostic | null {
  const from = map(d.from, 1);
  const to = Math.max(from, map(d.to, -1));
  return d.from < d.to && from === to ? null : { ...d, from, to };
}

const setsField = StateField.define<Sets>({
  create: () => ({ check: [], upgrade: [] }),
  update(sets, tr) {
    let next = sets;
    if (tr.docChanged) {
      const map = (pos: number, assoc: number) => tr.changes.mapPos(pos, assoc);
      const mapAll = (list: readonly Diagnostic[]) =>
        list.map((d) => mapDiagnostic(d, map)).filter((d): d is Diagnostic => d !== null);
      next = { check: mapAll(next.check), upgrade: mapAll(next.upgrade) };
    }
    for (const effect of tr.effects)
      if (effect.is(publishSet)) next = { ...next, [effect.value.source]: effect.value.diagnostics };
    return next;
  },
});

/** Replaces one source's set and shows all sets together (an empty list clears that source's marks). */
export function publishDiagnostics(view: EditorView, source: DiagnosticSource, diagnostics: readonly Diagnostic[]) {
  const max = view.state.doc.length;
  const clamp = (n: number) => Math.max(0, Math.min(n, max));
  const own = diagnostics.map((d) => ({ ...d, from: clamp(d.from), to: clamp(Math.max(d.to, d.from)) }));
  const current = view.state.field(setsField, false) ?? { check: [], upgrade: [] };
  // Each successful render clears the compiler's set: nothing to redraw when it is already empty.
  if (own.length === 0 && current[source].length === 0) return;
  const merged = mergeDiagnostics({ ...current, [source]: own });
  view.dispatch(setDiagnostics(view.state, merged), { effects: publishSet.of({ source, diagnostics: own }) });
}

/** The sets of a state (tests). */
export const diagnosticSets = (state: EditorState): Sets => state.field(setsField);

/**
 * A source run after each edit (once its `delay` has passed with no other edit) whose result is published as
 * `source`; a result for text since edited is dropped. It runs at once on the text it opens with unless
 * `waitForEdit`.
 * The source is part of the editor from the start: adding it later would reconfigure the whole editor, a
 * 30 ms task at 4× CPU slowdown in the middle of the reader's first keystrokes.
 */
export function lintSource(
  source: DiagnosticSource,
  run: (state: EditorState) => Promise<Diagnostic[]> | Diagnostic[],
  options: { delay?: number; waitForEdit?: boolean } = {},
): Extension {
  const delay = options.delay ?? 300;
  const plugin = ViewPlugin.fromClass(
    class {
      timer: ReturnType<typeof setTimeout> | undefined;
      constructor(readonly view: EditorView) {
        if (!options.waitForEdit) this.schedule(0);
      }
      update(update: ViewUpdate) {
        if (update.docChanged) this.schedule(delay);
      }
      schedule(wait: number) {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.run(), wait);
      }
      async run() {
        const state = this.view.state;
        const diagnostics = await run(state);
        if (this.view.state.doc !== state.doc) return;
        publishDiagnostics(this.view, source, diagnostics);
      }
      destroy() {
        clearTimeout(this.timer);
      }
    },
  );
  return [setsField, plugin];
}

/** The field and the lint panel's keys (Ctrl-Shift-M opens the panel, F8 goes to the next diagnostic). */
export const mergedDiagnostics: Extension = [setsField, keymap.of(lintKeymap)];
