import { describe, expect, it } from 'vitest';
import { applyFixes } from '../../src/shared/upgrade/fixes';
import { lintUpgrade, lintUpgradeCss, withoutJsxTypeArguments, type Finding } from '../../src/shared/upgrade/rules';

/** The findings of `code` (which must parse). */
function findings(code: string): Finding[] {
  const result = lintUpgrade(code);
  if (!result.ok) throw new Error(`does not parse at ${result.error.line}:${result.error.column}`);
  return result.findings;
}
const rules = (code: string) => findings(code).map((f) => f.rule);
const fixed = (code: string) => applyFixes(code, findings(code));
/** The source text a finding points at. */
const flagged = (code: string) => findings(code).map((f) => code.slice(f.from, f.to));

describe('upgrade rule: package', () => {
  it('flags rc-table, rc-util and classnames imports and renames them to the 1.x packages', () => {
    const code = [
      "import Table from 'rc-table';",
      "import type { ColumnsType } from 'rc-table';",
      "import { useEvent } from 'rc-util';",
      "import classNames from 'classnames';",
      "import 'rc-table/assets/index.css';",
      "export { Column } from 'rc-table';",
    ].join('\n');
    expect(rules(code)).toEqual(['package', 'package', 'package', 'package', 'package', 'package']);
    expect(fixed(code)).toBe(
      [
        "import Table from '@rc-component/table';",
        "import type { ColumnsType } from '@rc-component/table';",
        "import { useEvent } from '@rc-component/util';",
        "import classNames from 'clsx';",
        "import '@rc-component/table/assets/index.css';",
        "export { Column } from '@rc-component/table';",
      ].join('\n'),
    );
  });

  it('leaves the 1.x packages and lookalike names alone', () => {
    expect(
      rules(
        "import Table from '@rc-component/table';\nimport clsx from 'clsx';\nimport x from 'rc-table-extra';\nimport { omit } from '@rc-component/util';",
      ),
    ).toEqual([]);
  });

  it('points at the module name, with 1-based line and column', () => {
    const [finding] = findings("\n  import Table from 'rc-table';");
    expect(finding).toMatchObject({ line: 2, column: 22, severity: 'warning' });
    expect(finding.message).toEqual({
      id: 'upgrade.rule.package',
      values: { from: 'rc-table', to: '@rc-component/table' },
    });
  });
});

describe('upgrade rule: deep-import', () => {
  it('moves a deep import to the 1.x root when the root exports every name it takes', () => {
    const code = "import type { ColumnType, GetComponentProps } from 'rc-table/lib/interface';";
    expect(rules(code)).toEqual(['deep-import']);
    expect(fixed(code)).toBe("import type { ColumnType, GetComponentProps } from '@rc-component/table';");
    expect(fixed("import { EXPAND_COLUMN } from 'rc-table/es/constant';")).toBe(
      "import { EXPAND_COLUMN } from '@rc-component/table';",
    );
  });

  it('names what the root does not export and leaves the import to a person', () => {
    const code =
      "import type { StickyOffsets } from 'rc-table/lib/interface';\nimport warning from 'rc-util/lib/warning';";
    const found = findings(code);
    expect(found.map((f) => [f.rule, f.fix])).toEqual([
      ['deep-import', undefined],
      ['deep-import', undefined],
    ]);
    expect(found[0].message).toEqual({
      id: 'upgrade.rule.deepImportManual',
      values: { from: 'rc-table/lib/interface', to: '@rc-component/table', names: 'StickyOffsets' },
    });
    expect(found[1].message.values.names).toBe('default');
  });

  it('does not flag imports of 1.x internals or of other packages', () => {
    expect(rules("import x from '@rc-component/table/lib/interface';\nimport y from 'lodash/lib/x';")).toEqual([]);
  });
});

describe('upgrade rule: table-summary', () => {
  const code = [
    "import Table from 'rc-table';",
    'const summary = () => (',
    '  <Table.Summary fixed>',
    '    <Table.Summary.Row>',
    '      <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>',
    '    </Table.Summary.Row>',
    '  </Table.Summary>',
    ');',
  ].join('\n');

  it('suggests the named Summary export (1.x keeps Table.Summary, so it is information, not a warning)', () => {
    const found = findings(code).filter((f) => f.rule === 'table-summary');
    expect(found).toHaveLength(6);
    expect(new Set(found.map((f) => f.severity))).toEqual(new Set(['info']));
    expect(found[0].message).toEqual({
      id: 'upgrade.rule.tableSummary',
      values: { from: 'Table.Summary', to: 'Summary' },
    });
  });

  it('rewrites every Table.Summary and imports Summary once', () => {
    expect(fixed(code)).toBe(
      [
        "import Table, { Summary } from '@rc-component/table';",
        'const summary = () => (',
        '  <Summary fixed>',
        '    <Summary.Row>',
        '      <Summary.Cell index={0}>Total</Summary.Cell>',
        '    </Summary.Row>',
        '  </Summary>',
        ');',
      ].join('\n'),
    );
  });

  it('uses the local name of an existing Summary import, also in plain expressions', () => {
    const code = "import Table, { Summary as Foot } from 'rc-table';\nconst Row = Table.Summary.Row;";
    expect(fixed(code)).toBe("import Table, { Summary as Foot } from '@rc-component/table';\nconst Row = Foot.Row;");
  });

  it('gives no fix when the name Summary is taken by something else', () => {
    const code = "import Table from 'rc-table';\nconst Summary = 1;\nconst Row = Table.Summary.Row;";
    expect(findings(code).find((f) => f.rule === 'table-summary')?.fix).toBeUndefined();
  });

  it('does not flag Summary of another object, nor the named export', () => {
    expect(
      rules("import { Summary } from '@rc-component/table';\nconst a = Other.Summary;\nconst b = <Summary.Row />;"),
    ).toEqual([]);
  });
});

describe('upgrade rule: fixed', () => {
  it("flags fixed: 'left' / 'right' on columns, through conditionals and as const, and renames them start / end", () => {
    const code = [
      "const columns = [{ key: 'a', fixed: 'left' }, { key: 'b', fixed: wide ? 'right' : undefined },",
      "  { key: 'c', fixed: ('left' as const) }, { key: 'd', fixed: \"right\" }];",
    ].join('\n');
    expect(rules(code)).toEqual(['fixed', 'fixed', 'fixed', 'fixed']);
    expect(findings(code)[0].message).toEqual({ id: 'upgrade.rule.fixed', values: { from: 'left', to: 'start' } });
    expect(fixed(code)).toBe(
      [
        "const columns = [{ key: 'a', fixed: 'start' }, { key: 'b', fixed: wide ? 'end' : undefined },",
        "  { key: 'c', fixed: ('start' as const) }, { key: 'd', fixed: \"end\" }];",
      ].join('\n'),
    );
  });

  it('flags the JSX form on Column but not a summary fixed to the top or bottom', () => {
    const code =
      '<Table><Column fixed="right" /></Table>;\n<Table.Summary fixed="top" />;\n<Summary fixed="bottom" />;';
    expect(rules(code)).toEqual(['fixed']);
    expect(fixed(code)).toContain('<Column fixed="end" />');
  });

  it('leaves start, end, booleans and other keys alone', () => {
    expect(rules("const c = [{ fixed: 'start' }, { fixed: 'end' }, { fixed: true }, { align: 'left' }];")).toEqual([]);
  });
});

describe('upgrade rule: expandable-fixed', () => {
  it('flags expandable.fixed, as an attribute object and as a variable of an expandable field', () => {
    const code =
      "<Table expandable={{ fixed: 'right', expandedRowRender }} />;\nconst p = { expandable: { fixed: 'left' } };";
    expect(rules(code)).toEqual(['expandable-fixed', 'expandable-fixed']);
    expect(fixed(code)).toBe(
      "<Table expandable={{ fixed: 'end', expandedRowRender }} />;\nconst p = { expandable: { fixed: 'start' } };",
    );
  });
});

describe('upgrade rule: expand-icon', () => {
  it('flags expandable.expandIcon without a fix (components.ExpandIcon takes other props)', () => {
    const code = "import Table from 'rc-table';\n<Table expandable={{ expandIcon: (p) => null }} />;";
    const found = findings(code).filter((f) => f.rule === 'expand-icon');
    expect(found).toHaveLength(1);
    expect(found[0].fix).toBeUndefined();
    expect(code.slice(found[0].from, found[0].to)).toBe('expandIcon');
    expect(found[0].message).toEqual({
      id: 'upgrade.rule.expandIcon',
      values: { from: 'expandable.expandIcon', to: 'components.ExpandIcon' },
    });
  });

  it('flags the top-level expandIcon prop of Table too', () => {
    expect(rules("import Table from 'rc-table';\n<Table expandIcon={icon} />;")).toEqual(['package', 'expand-icon']);
  });

  it('does not flag components.ExpandIcon or an expandIcon outside expandable', () => {
    expect(
      rules(
        "import Table from '@rc-component/table';\n<Table components={{ ExpandIcon }} />;\nconst o = { expandIcon: 1 };",
      ),
    ).toEqual([]);
  });
});

describe('upgrade rule: legacy-prop (the API tab’s Deprecated table)', () => {
  it('flags the props 7.0 removed, on the table package’s component only', () => {
    const code = [
      "import RcTable from 'rc-table';",
      '<RcTable onRowClick={go} useFixedHeader bodyStyle={{}} />;',
      '<Other onRowClick={go} />;',
    ].join('\n');
    const found = findings(code).filter((f) => f.rule === 'legacy-prop');
    expect(found.map((f) => f.message.values)).toEqual([
      { from: 'onRowClick', to: 'onRow' },
      { from: 'useFixedHeader', to: 'scroll.y' },
      { from: 'bodyStyle', to: 'className' },
    ]);
    expect(found.every((f) => f.fix === undefined)).toBe(true);
  });

  it('moves top-level expand props into a new expandable object', () => {
    const code =
      "import Table from 'rc-table';\n<Table columns={c} expandedRowRender={(r) => r.a} expandRowByClick defaultExpandAllRows={true} />;";
    expect(rules(code)).toEqual(['package', 'legacy-prop', 'legacy-prop', 'legacy-prop']);
    expect(fixed(code)).toBe(
      "import Table from '@rc-component/table';\n<Table columns={c} expandable={{ expandedRowRender: (r) => r.a, expandRowByClick: true, defaultExpandAllRows: true }} />;",
    );
  });

  it('moves them into an existing expandable object literal', () => {
    const code = "import Table from '@rc-component/table';\n<Table expandable={{ rowExpandable }} indentSize={20} />;";
    expect(fixed(code)).toBe(
      "import Table from '@rc-component/table';\n<Table expandable={{ indentSize: 20, rowExpandable }} />;",
    );
  });

  it('flags column onCellClick and expandable.expandIconColumnIndex, not the same names elsewhere', () => {
    const code = [
      "const columns = [{ dataIndex: 'a', onCellClick: (r) => r }];",
      '<Table expandable={{ expandIconColumnIndex: 1 }} onCellClick={x} />;',
    ].join('\n');
    expect(flagged(code)).toEqual(['onCellClick', 'expandIconColumnIndex']);
    expect(findings(code)[1].message.values).toEqual({
      from: 'expandable.expandIconColumnIndex',
      to: 'Table.EXPAND_COLUMN',
    });
  });

  it('leaves current props alone', () => {
    expect(
      rules("import Table from '@rc-component/table';\n<Table onRow={r} expandable={{ expandedRowKeys }} />;"),
    ).toEqual([]);
  });
});

describe('upgrade rule: class-name', () => {
  it('flags 7.x classes in className strings, template literals and selectors in code, and renames them', () => {
    const code = [
      'const a = <div className="rc-table-cell-fix-left x" />;',
      "const b = clsx('rc-table-ping-right');",
      'const c = `${p} rc-table-cell-fix-right-first`;',
      "const d = document.querySelector('.rc-table-measure-cell');",
    ].join('\n');
    expect(flagged(code)).toEqual([
      'rc-table-cell-fix-left',
      'rc-table-ping-right',
      'rc-table-cell-fix-right-first',
      'rc-table-measure-cell',
    ]);
    expect(fixed(code)).toBe(
      [
        'const a = <div className="rc-table-cell-fix-start x" />;',
        "const b = clsx('rc-table-fix-end-shadow-show');",
        'const c = `${p} rc-table-cell-fix-end-shadow`;',
        "const d = document.querySelector('.rc-table-measure-cell');",
      ].join('\n'),
    );
    expect(findings(code)[3].message).toEqual({
      id: 'upgrade.rule.classNameGone',
      values: { from: 'rc-table-measure-cell' },
    });
  });

  it('leaves classes 1.x keeps, and 1.x classes, alone', () => {
    expect(
      rules("const a = 'rc-table-cell rc-table-cell-fix-start rc-table-row-expand-icon rc-table-fix-start-shadow';"),
    ).toEqual([]);
  });

  it('reads stylesheets', () => {
    const css =
      '.rc-table-ping-left .rc-table-cell-fix-left-last::after {\n  box-shadow: none;\n}\n.rc-table-cell { color: red }';
    const found = lintUpgradeCss(css);
    expect(found.map((f) => [f.line, f.column, f.message.values.to])).toEqual([
      [1, 2, 'rc-table-fix-start-shadow-show'],
      [1, 22, 'rc-table-cell-fix-start-shadow'],
    ]);
    expect(applyFixes(css, found)).toBe(
      '.rc-table-fix-start-shadow-show .rc-table-cell-fix-start-shadow::after {\n  box-shadow: none;\n}\n.rc-table-cell { color: red }',
    );
  });
});

describe('code that does not parse', () => {
  it('returns where the parser stopped and no findings', () => {
    const code = "import Table from 'rc-table';\nconst columns = [{ fixed: 'left', }\nexport default 1;";
    const result = lintUpgrade(code);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.line).toBe(3);
    expect(code.slice(result.error.from)).toMatch(/^export/);
    expect(result).not.toHaveProperty('findings');
  });

  it('accepts JSX comments, which the grammar marks as an empty expression', () => {
    expect(lintUpgrade('const a = <div>{/* note */}<b /></div>;').ok).toBe(true);
  });
});

describe('code with type arguments on a JSX tag (valid TSX the editor grammar stops at)', () => {
  const code = [
    "import Table from 'rc-table';",
    "const columns: ColumnsType<Row> = [{ title: 'A', fixed: 'left' }];",
    'export default () => (',
    '  <Table<Row> columns={columns} onRowClick={go} />',
    ');',
  ].join('\n');

  it('gets the same findings, at the same lines and columns, as without them', () => {
    const plain = code.replace('<Table<Row>', '<Table');
    const where = (text: string) => findings(text).map((f) => [f.rule, f.line, f.column, text.slice(f.from, f.to)]);
    expect(where(code)).toEqual([
      ['package', 1, 20, 'rc-table'],
      ['fixed', 2, 57, "'left'"],
      ['legacy-prop', 4, 33, 'onRowClick'],
    ]);
    // The same findings, each 5 characters further along on line 4 only.
    expect(where(plain).map(([rule, line]) => [rule, line])).toEqual(where(code).map(([rule, line]) => [rule, line]));
  });

  it('keeps the type arguments when the fixes apply', () => {
    expect(fixed(code)).toContain("import Table from '@rc-component/table';");
    expect(fixed(code)).toContain("fixed: 'start'");
    expect(fixed(code)).toContain('<Table<Row> columns={columns} onRowClick={go} />');
  });

  it('blanks only the type arguments of JSX tags, keeping every offset and line break', () => {
    expect(withoutJsxTypeArguments('<Table<Row> data={rows} />')).toBe('<Table      data={rows} />');
    expect(withoutJsxTypeArguments('x = <List.Item<{ a: Map<string, () => void> }> />')).toBe(
      `x = <List.Item${' '.repeat(32)} />`,
    );
    expect(withoutJsxTypeArguments('return <T<\n  Row\n> />')).toBe('return <T \n     \n  />');
    for (const typeOrCall of ['const a: Array<Map<K, V>> = f<A<B>>();', 'if (a <b) c();', 'const d = <div>{x}</div>;'])
      expect(withoutJsxTypeArguments(typeOrCall)).toBe(typeOrCall);
  });
});

describe('applyFixes', () => {
  it('applies nothing for findings without fixes and keeps the rest of the text', () => {
    const code = "<Table onRowClick={go} />;\nconst x = 'rc-table-measure-cell';";
    expect(fixed(code)).toBe(code);
  });
});
