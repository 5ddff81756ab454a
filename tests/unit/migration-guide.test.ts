import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classTable } from '../../src/build/upgrade/css-class-map';
import { codeSource, cssClassTableSource } from '../../src/build/upgrade/guide-includes';
import { parsePage } from '../../src/build/content/include';
import { applyFixes } from '../../src/shared/upgrade/fixes';
import { lintUpgrade, type LintResult } from '../../src/shared/upgrade/rules';

const root = path.resolve(import.meta.dirname, '../..');
const v7Dir = path.join(root, 'node_modules/rc-table');
const v1Dir = path.join(root, 'node_modules/@rc-component/table');
const GUIDES = ['docs/1.x/migration.mdx', 'docs/1.x/migration.zh-CN.mdx'];
const readPkg = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

describe('the guide shows its pairs and the class table from their sources', () => {
  it.each(GUIDES)('%s includes every pair file, before then after', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const includes = [...text.matchAll(/<include src="\.\/migration\/([^"]+)" format="code" \/>/g)].map((m) => m[1]);
    expect(includes).toEqual(
      ['imports', 'fixed', 'styles', 'expand-icon', 'scroll-to'].flatMap((t) => [`${t}.before.tsx`, `${t}.after.tsx`]),
    );
  });

  it('turns a pair file into a code block of that very file', () => {
    const file = path.join(root, 'docs/1.x/migration/fixed.after.tsx');
    const { markdown } = codeSource(file);
    expect(markdown).toBe('```tsx\n' + readFileSync(file, 'utf8').trimEnd() + '\n```\n');
  });

  it('names every 7.x class with its 1.x name, "gone" or kept (fails on drift)', () => {
    const { rows } = classTable(v7Dir, v1Dir);
    const { markdown, files } = cssClassTableSource(v7Dir, 'en-US');
    const [table, kept] = markdown.trim().split('\n\n');
    const body = table.split('\n').slice(2);
    const changed = rows.filter((r) => r.replacement !== r.name);
    expect(body).toHaveLength(changed.length);
    expect(changed).toHaveLength(14);
    expect(files).toEqual([path.join(v7Dir, 'assets/index.css'), path.join(v1Dir, 'assets/index.css')]);
    expect(body).toContain('| `rc-table-ping-left` | **`rc-table-fix-start-shadow-show`** | stylesheet, markup |');
    expect(body).toContain('| `rc-table-cell-fix-left` | **`rc-table-cell-fix-start`** | stylesheet, markup |');
    expect(body).toContain('| `rc-table-fixed-column-gapped` | gone | stylesheet, markup |');
    expect(body).toContain('| `rc-table-has-fix-left` | **`rc-table-has-fix-start`** | markup |');
    const keptRows = rows.filter((r) => r.replacement === r.name);
    expect(kept).toContain(`The other ${keptRows.length} classes of 7.x keep their names in 1.x:`);
    for (const row of keptRows) expect(kept).toContain(row.name);
    expect(kept).toContain('`rc-table-row-level-<n>`');
  });

  it('writes the class table in Chinese on the Chinese page', () => {
    const { markdown } = cssClassTableSource(v7Dir, 'zh-CN');
    expect(markdown).toContain('| 7.x 类名 | 1.x 中 |');
    expect(markdown).toContain('| `rc-table-fixed-column-gapped` | 已移除 |');
    expect(markdown).toContain('个类名在 1.x 中不变');
  });

  it.each(GUIDES)('%s parses with the table and code blocks inlined', (file) => {
    const tree = parsePage(path.join(root, file));
    expect(tree.children.filter((n) => n.type === 'code' && n.lang === 'tsx')).toHaveLength(10);
    expect(tree.children.some((n) => n.type === 'table')).toBe(true);
  });
});

describe("the guide's claims about the two packages", () => {
  it('React: 1.x needs 18 or later, 7.55.1 accepted 16.9', () => {
    expect(readPkg(v7Dir).peerDependencies).toEqual({ react: '>=16.9.0', 'react-dom': '>=16.9.0' });
    expect(readPkg(v1Dir).peerDependencies).toEqual({ react: '>=18.0.0', 'react-dom': '>=18.0.0' });
  });

  it('upstream code: rc-util and classnames became @rc-component/util and clsx', () => {
    const v7 = readPkg(v7Dir).dependencies;
    const v1 = readPkg(v1Dir).dependencies;
    expect(Object.keys(v7)).toEqual(expect.arrayContaining(['rc-util', 'classnames']));
    expect(Object.keys(v1)).toEqual(expect.arrayContaining(['@rc-component/util', 'clsx']));
    expect(Object.keys(v1)).not.toContain('rc-util');
  });

  it('deep imports: the types the guide names are root exports of 1.x', () => {
    const index = readFileSync(path.join(v1Dir, 'es/index.d.ts'), 'utf8');
    for (const name of [
      'ColumnsType',
      'ColumnType',
      'Reference',
      'FixedType',
      'ExpandableConfig',
      'ExpandIconProps',
      'GetRowKey',
      'RenderedCell',
      'DefaultRecordType',
      'GetComponentProps',
      'convertChildrenToColumns',
      'Summary',
    ])
      expect(index, name).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it("imports that resolve: 7.55.1's build deep-imports rc-util/es, 1.12.0's only package roots", () => {
    const table7 = readFileSync(path.join(v7Dir, 'es/Table.js'), 'utf8');
    const table1 = readFileSync(path.join(v1Dir, 'es/Table.js'), 'utf8');
    expect(table7).toMatch(/from "rc-util\/es\//);
    expect(table1).not.toMatch(/from "@rc-component\/[a-z-]+\/(es|lib)\//);
  });

  it('ellipsis in right-fixed cells: 7.55.1 joins the two selectors with a space, 1.12.0 lists both', () => {
    const css7 = readFileSync(path.join(v7Dir, 'assets/index.css'), 'utf8');
    const css1 = readFileSync(path.join(v1Dir, 'assets/index.css'), 'utf8');
    expect(css7).toContain(
      '.rc-table-cell.rc-table-cell-ellipsis.rc-table-cell-fix-right-first .rc-table-cell.rc-table-cell-ellipsis.rc-table-cell-fix-right-last {',
    );
    expect(css1).toMatch(
      /\.rc-table-cell\.rc-table-cell-ellipsis\.rc-table-cell-fix-start-shadow,\s*\.rc-table-cell\.rc-table-cell-ellipsis\.rc-table-cell-fix-end-shadow \{/,
    );
  });
});

describe("the checker's rules on the guide's code", () => {
  const before = readFileSync(path.join(root, 'docs/1.x/migration/fixed.before.tsx'), 'utf8');
  const findingsOf = (result: LintResult) => {
    if (!result.ok) throw new Error(`does not parse: line ${result.error.line}`);
    return result.findings;
  };

  it('lists every finding with its line', () => {
    const lines = findingsOf(lintUpgrade(before)).map((f) => `${f.line} ${f.rule}`);
    expect(lines).toEqual(['1 package', '2 deep-import', '14 fixed', '17 fixed']);
  });

  it('applies one fix, then all of them; the result has no fixable finding left', () => {
    const one = applyFixes(before, [findingsOf(lintUpgrade(before))[2]]);
    expect(one).toContain("fixed: 'start'");
    expect(one).toContain("fixed: 'right'");
    const all = applyFixes(one, findingsOf(lintUpgrade(one)));
    expect(all).toContain("from '@rc-component/table'");
    expect(all).toContain("fixed: 'end'");
    expect(findingsOf(lintUpgrade(all)).filter((f) => f.fix)).toEqual([]);
  });

  it('applying the fixes to each before gives code with no finding a fix could change', () => {
    for (const topic of ['imports', 'fixed', 'styles', 'expand-icon', 'scroll-to']) {
      const source = readFileSync(path.join(root, `docs/1.x/migration/${topic}.before.tsx`), 'utf8');
      const fixed = applyFixes(source, findingsOf(lintUpgrade(source)));
      expect(
        findingsOf(lintUpgrade(fixed)).filter((f) => f.fix),
        topic,
      ).toEqual([]);
    }
  });

  it("answers code that does not parse with the parser's stop, and no findings", () => {
    const result = lintUpgrade("import Table from 'rc-table';\nconst x = <Table fixed='left' ;\n");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.line).toBe(2);
  });

  it('checks 100 KB of code', () => {
    const big = Array.from({ length: Math.ceil(100_000 / before.length) }, () => before).join('\n');
    expect(findingsOf(lintUpgrade(big)).length).toBeGreaterThan(100);
  });
});
