import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Table, { VirtualTable, type ColumnsType, type TableProps } from 'rc-table';
import { apiDefinitions } from '../../src/build/api-docs/definitions';

// Every default the API tab documents, checked against rc-table 7.55.1 itself: either by server-rendering
// rc-table with the property left out and with the documented value (the markup must be the same, and a
// different value must change it, so the property shows in the markup at all), or, where the property shows
// only in the browser (hover, click, scrolling), by reading the default in rc-table's published code.
// Never against our own table.

interface Row {
  key: string;
  name: string;
  age: number;
  children?: Row[];
  kids?: Row[];
}

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Age', dataIndex: 'age', key: 'age' },
];
const data: Row[] = [
  { key: 'r1', name: 'Ann', age: 32, children: [{ key: 'r1c', name: 'Bo', age: 3 }] },
  { key: 'r2', name: 'Cy', age: 40, kids: [{ key: 'r2k', name: 'Di', age: 5 }] },
];

function render(props: Partial<TableProps<Row>>): string {
  return renderToStaticMarkup(createElement(Table<Row>, { columns, data, ...props }));
}

const expandedRowRender = (row: Row) => `Details of ${row.name}`;

/** A legacy top-level prop (`Deprecated` table): typed loosely on purpose, rc-table still reads it. */
const legacy = (props: Record<string, unknown>) => props as Partial<TableProps<Row>>;

/** The summary with its `fixed` prop, and a cell with its `colSpan`. */
const summary =
  ({ fixed, colSpan }: { fixed?: boolean; colSpan?: number }) =>
  (): ReactNode =>
    createElement(
      Table.Summary,
      fixed === undefined ? {} : { fixed },
      createElement(
        Table.Summary.Row,
        null,
        createElement(Table.Summary.Cell, { index: 0, ...(colSpan === undefined ? {} : { colSpan }) }, 'Total'),
        createElement(Table.Summary.Cell, { index: 1 }, '72'),
      ),
    );

/**
 * Left out, the property renders as with the documented value; another value renders differently (so the
 * comparison can fail).
 */
function behavesAsDefault<T>(props: (value: T | undefined) => string, documented: T, other: T) {
  const unset = props(undefined);
  expect(props(documented)).toBe(unset);
  expect(props(other)).not.toBe(unset);
}

/** A documented default as the value it names (`'rc-table'`, `true`, `0`). */
function literal(text: string): unknown {
  return JSON.parse(text.replace(/^'(.*)'$/, '"$1"'));
}

const rcTableDir = dirname(createRequire(import.meta.url).resolve('rc-table/package.json'));
const rcTableVersion = (JSON.parse(readFileSync(join(rcTableDir, 'package.json'), 'utf8')) as { version: string })
  .version;
const source = (file: string) => readFileSync(join(rcTableDir, 'es', file), 'utf8');

/** The default rc-table's compiled code gives a destructured property: `name = _x === void 0 ? DEFAULT : _x`. */
function destructuringDefault(file: string, name: string): string | undefined {
  return new RegExp(`\\b${name} = (_[\\w$]+) === void 0 \\? ([\\s\\S]+?) : \\1\\b`).exec(source(file))?.[2];
}

const key = (id: string, name: string) => `${id} ${name}`;

/** How each documented default is checked on rc-table, by table and property. */
const checks: Record<string, (documented: string) => void> = {
  [key('Table', 'prefixCls')]: (d) =>
    behavesAsDefault((prefixCls) => render(prefixCls === undefined ? {} : { prefixCls }), literal(d) as string, 'x'),
  [key('Table', 'rowKey')]: (d) =>
    behavesAsDefault((rowKey) => render(rowKey === undefined ? {} : { rowKey }), literal(d) as 'key', 'name'),
  [key('Table', 'showHeader')]: (d) =>
    behavesAsDefault(
      (showHeader) => render(showHeader === undefined ? {} : { showHeader }),
      literal(d) as boolean,
      !literal(d),
    ),
  [key('Table', 'emptyText')]: (d) =>
    behavesAsDefault(
      (emptyText) => render({ data: [], ...(emptyText === undefined ? {} : { emptyText }) }),
      literal(d) as string,
      'Nothing here',
    ),
  [key('Table', 'expandable.defaultExpandAllRows')]: (d) =>
    behavesAsDefault(
      (defaultExpandAllRows) => render({ expandable: { expandedRowRender, defaultExpandAllRows } }),
      literal(d) as boolean,
      !literal(d),
    ),
  [key('Table', 'expandable.expandRowByClick')]: (d) => {
    // A click toggles the row in the browser only: rc-table reads the property with no default of its own,
    // so it is undefined, which its `if (expandRowByClick && …)` takes as false.
    expect(literal(d)).toBe(false);
    expect(source('hooks/useColumns/index.js')).toMatch(/\bexpandRowByClick = _ref2\.expandRowByClick,/);
    expect(source('hooks/useRowInfo.js')).toMatch(/if \(expandRowByClick && mergedExpandable\)/);
  },
  [key('Table', 'expandable.childrenColumnName')]: (d) =>
    behavesAsDefault(
      (childrenColumnName) => render({ expandable: childrenColumnName === undefined ? {} : { childrenColumnName } }),
      literal(d) as string,
      'kids',
    ),
  [key('Table', 'expandable.showExpandColumn')]: (d) =>
    behavesAsDefault(
      (showExpandColumn) => render({ expandable: { expandedRowRender, showExpandColumn } }),
      literal(d) as boolean,
      !literal(d),
    ),
  [key('Table', 'expandable.expandedRowOffset')]: (d) => {
    // It shifts the expanded row's content past fixed columns, which takes a scrolling table in the browser.
    expect(destructuringDefault('hooks/useColumns/index.js', 'expandedRowOffset')).toBe(d);
    expect(source('Body/index.js')).toMatch(/\bexpandedRowOffset = (_[\w$]+) === void 0 \? 0 : \1\b/);
  },
  [key('Table', 'sticky.offsetHeader')]: (d) =>
    behavesAsDefault(
      (offsetHeader) => render({ sticky: offsetHeader === undefined ? {} : { offsetHeader } }),
      literal(d) as number,
      40,
    ),
  [key('Table', 'sticky.offsetSummary')]: (d) =>
    behavesAsDefault(
      (offsetSummary) =>
        render({
          summary: summary({ fixed: true }),
          sticky: offsetSummary === undefined ? {} : { offsetSummary },
        }),
      literal(d) as number,
      40,
    ),
  [key('Table', 'sticky.offsetScroll')]: (d) => {
    // The sticky scroll bar is measured and drawn in the browser only.
    expect(destructuringDefault('hooks/useSticky.js', 'offsetScroll')).toBe(d);
  },
  [key('Table', 'sticky.getContainer')]: (d) => {
    // The container is the window (in a browser): `getContainer` defaults to a function returning it.
    expect(d).toBe('() => window');
    expect(destructuringDefault('hooks/useSticky.js', 'getContainer')).toMatch(
      /^function \(\) \{\s*return defaultContainer;\s*\}$/,
    );
    expect(source('hooks/useSticky.js')).toMatch(/\bvar defaultContainer = canUseDom\(\) \? window : null;/);
  },
  [key('Table', 'rowHoverable')]: (d) => {
    // Hover highlighting happens in the browser only.
    expect(destructuringDefault('Table.js', 'rowHoverable')).toBe(d);
  },
  [key('Deprecated', 'defaultExpandAllRows')]: (d) =>
    behavesAsDefault(
      (defaultExpandAllRows) => render(legacy({ expandedRowRender, defaultExpandAllRows })),
      literal(d) as boolean,
      !literal(d),
    ),
  [key('Deprecated', 'expandRowByClick')]: (d) => {
    // The legacy prop lands in the same expandable config (getExpandableProps), read as above.
    expect(literal(d)).toBe(false);
    expect(source('utils/legacyUtil.js')).toMatch(/expandRowByClick/);
    expect(source('hooks/useRowInfo.js')).toMatch(/if \(expandRowByClick && mergedExpandable\)/);
  },
  [key('Deprecated', 'childrenColumnName')]: (d) =>
    behavesAsDefault(
      (childrenColumnName) => render(legacy(childrenColumnName === undefined ? {} : { childrenColumnName })),
      literal(d) as string,
      'kids',
    ),
  [key('Deprecated', 'expandable.expandIconColumnIndex')]: (d) =>
    behavesAsDefault(
      (expandIconColumnIndex) => render({ expandable: { expandedRowRender, expandIconColumnIndex } }),
      literal(d) as number,
      1,
    ),
  [key('Summary', 'fixed')]: (d) =>
    behavesAsDefault(
      (fixed) => render({ summary: summary({ fixed }), scroll: { y: 200 } }),
      literal(d) as boolean,
      !literal(d),
    ),
  [key('SummaryCell', 'colSpan')]: (d) =>
    behavesAsDefault((colSpan) => render({ summary: summary({ colSpan }) }), literal(d) as number, 2),
  [key('VirtualTable', 'listItemHeight')]: (d) => {
    // Row heights are measured by the virtual list in the browser; unset, it estimates each row at this.
    expect(source('VirtualTable/BodyGrid.js')).toMatch(new RegExp(`itemHeight: listItemHeight \\|\\| ${d},`));
  },
  [key('VirtualTable', 'scroll.x')]: (d) => {
    // A scroll.x that is not a number (left out, or true with a warning) becomes this width.
    expect(source('VirtualTable/index.js')).toMatch(
      new RegExp(`if \\(typeof scrollX !== 'number'\\) \\{(?:(?!// Fill)[\\s\\S])*?\\bscrollX = ${d};`),
    );
    behavesAsDefault(
      (x) =>
        renderToStaticMarkup(
          createElement(VirtualTable<Row>, { columns, data, scroll: x === undefined ? { y: 200 } : { x, y: 200 } }),
        ),
      literal(d) as number,
      800,
    );
  },
};

const documented = Object.values(apiDefinitions).flatMap((def) =>
  def.properties.filter((p) => p.default !== undefined).map((p) => ({ key: key(def.id, p.name), value: p.default! })),
);

describe(`the API tab's documented defaults, on rc-table ${rcTableVersion}`, () => {
  // The legacy top-level props make rc-table warn in development; the warnings are not what is tested.
  beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterAll(() => vi.restoreAllMocks());

  it('are all checked here, each one', () => {
    expect(rcTableVersion).toBe('7.55.1');
    expect(documented.map((d) => d.key).sort()).toEqual(Object.keys(checks).sort());
  });

  it.each(documented)('$key: $value', ({ key, value }) => {
    checks[key](value);
  });
});
