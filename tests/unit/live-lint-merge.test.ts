import { diagnosticCount, forEachDiagnostic, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import {
  diagnosticSets,
  mergeDiagnostics,
  mergedDiagnostics,
  publishDiagnostics,
} from '../../src/client/live/lint-merge';

/** Enough of an EditorView for publishDiagnostics: its state and dispatch. */
function fakeView(doc: string) {
  const view = {
    state: EditorState.create({ doc, extensions: [mergedDiagnostics, lintGutter()] }),
    dispatch(...specs: TransactionSpec[]) {
      view.state = view.state.update(...specs).state;
    },
  };
  return view;
}
const asView = (v: ReturnType<typeof fakeView>) => v as unknown as EditorView;
const shown = (state: EditorState) => {
  const list: string[] = [];
  forEachDiagnostic(state, (d, from, to) => list.push(`${from}-${to} ${d.message}`));
  return list;
};
const d = (from: number, to: number, message: string, severity: Diagnostic['severity'] = 'warning'): Diagnostic => ({
  from,
  to,
  message,
  severity,
});

describe('diagnostics of several sources in one list', () => {
  it('merges the sets in document order', () => {
    expect(
      mergeDiagnostics({ check: [d(10, 12, 'type')], upgrade: [d(0, 4, 'import'), d(20, 25, 'fixed')] }).map(
        (x) => x.message,
      ),
    ).toEqual(['import', 'type', 'fixed']);
  });

  it('keeps the upgrade lint’s marks when the type check publishes, and the other way round', () => {
    const view = fakeView('import Table from "rc-table";\nconst x: number = "a";\n');
    publishDiagnostics(asView(view), 'upgrade', [d(18, 28, 'rc-table is the 7.x package')]);
    publishDiagnostics(asView(view), 'check', [d(39, 40, 'not a number', 'error')]);
    expect(shown(view.state)).toEqual(['18-28 rc-table is the 7.x package', '39-40 not a number']);
    publishDiagnostics(asView(view), 'upgrade', []);
    expect(shown(view.state)).toEqual(['39-40 not a number']);
    publishDiagnostics(asView(view), 'upgrade', [d(18, 28, 'again')]);
    publishDiagnostics(asView(view), 'check', []);
    expect(shown(view.state)).toEqual(['18-28 again']);
    expect(diagnosticCount(view.state)).toBe(1);
  });

  it('maps both sets through edits, so a later publication does not put old marks in the wrong place', () => {
    const view = fakeView('abc def ghi');
    publishDiagnostics(asView(view), 'upgrade', [d(4, 7, 'def')]);
    publishDiagnostics(asView(view), 'check', [d(8, 11, 'ghi')]);
    view.dispatch({ changes: { from: 0, insert: 'XX' } });
    expect(diagnosticSets(view.state).upgrade.map((x) => [x.from, x.to])).toEqual([[6, 9]]);
    publishDiagnostics(asView(view), 'check', [d(10, 13, 'ghi')]);
    expect(shown(view.state)).toEqual(['6-9 def', '10-13 ghi']);
    // Text a mark covered is deleted: its mark goes.
    view.dispatch({ changes: { from: 6, to: 9 } });
    expect(diagnosticSets(view.state).upgrade).toEqual([]);
  });

  it('clamps a publication to the text', () => {
    const view = fakeView('short');
    publishDiagnostics(asView(view), 'check', [d(3, 99, 'past the end', 'error')]);
    expect(shown(view.state)).toEqual(['3-5 past the end']);
  });
});
