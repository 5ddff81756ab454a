import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Table7, { VirtualTable as VirtualTable7 } from 'rc-table';
import Table1, { VirtualTable as VirtualTable1 } from '@rc-component/table';
import { apiDefinitionsOf } from '../../src/build/api-docs/definitions';
import { API_LINES, API_PACKAGES, type ApiLine } from '../../src/build/api-docs/line';

// Every default the API tab documents, checked on each line against its own package (rc-table 7.x,
// @rc-component/table 1.x): either by server-rendering the table with the property left out and with the
// documented value (the markup must be the same, and a different value must change it, so the property shows
// in the markup at all), or, where the property shows only in the browser (hover, click, scrolling), by reading
// the default in the package's published code. Never against our own table.

interface Row {
  key: string;
  name: string;
  age: number;
  children?: Row[];
  kids?: Row[];
}

interface Row {
  key: string;
  name: string;
  age: number;
  children?: Row[];
  kids?: Row[];
}

/** Props as these checks pass them to either line's table (each line's own types differ in details). */
type Props = Record<string, unknown>;
type AnyTable = ComponentType<Props> & { Summary: ComponentType<Props> & Record<'Row' | 'Cell', ComponentType<Props>> };

const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Age', dataIndex: 'age', key: 'age' },
];
const data: Row[] = [
  { key: 'r1', name: 'Ann', age: 32, children: [{ key: 'r1c', name: 'Bo', age: 3 }] },
  { key: 'r2', name: 'Cy', age: 40, kids: [{ key: 'r2k', name: 'Di', age: 5 }] },
];

const TABLES: Record<ApiLine, { Table: AnyTable; VirtualTable: ComponentType<Props> }> = {
  '7.x': { Table: Table7 as unknown as AnyTable, VirtualTable: VirtualTable7 },
  '1.x': { Table: Table1 as unknown as AnyTable, VirtualTable: VirtualTable1 },
};

const expandedRowRender = (row: Row) => `Details of ${row.name}`;

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

const key = (id: string, name: string) => `${id} ${name}`;

/** How each documented default of a line is checked on that line's package, by table and property. */
function checksFor(line: ApiLine) {
  const { Table, VirtualTable } = TABLES[line];
  const dir = dirname(createRequire(import.meta.url).resolve(`${API_PACKAGES[line]}/package.json`));
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const source = (file: string) => readFileSync(join(dir, 'es', file), 'utf8');
  /**
   * The default the compiled code gives a destructured property: ES5 on 7.x (`name = _x === void 0 ? D : _x`),
   * a plain default on 1.x (`name = D`).
   */
  const destructuringDefault = (file: string, name: string): string | undefined =>
    line === '7.x'
      ? new RegExp(`\\b${name} = (_[\\w$]+) === void 0 \\? ([\\s\\S]+?) : \\1\\b`).exec(source(file))?.[2]
      : new RegExp(`^\\s*${name} = (.+?),?$`, 'm').exec(source(file))?.[1];

  const render = (props: Props): string => renderToStaticMarkup(createElement(Table, { columns, data, ...props }));

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

  const expandRowByClick = (d: string) => {
    // A click toggles the row in the browser only: the package reads the property with no default of its own,
    // so it is undefined, which its `if (expandRowByClick && …)` takes as false.
    expect(literal(d)).toBe(false);
    expect(source('hooks/useColumns/index.js')).toMatch(
      line === '7.x' ? /\bexpandRowByClick = _ref2\.expandRowByClick,/ : /^\s*expandRowByClick,$/m,
    );
    expect(source('hooks/useRowInfo.js')).toMatch(/if \(expandRowByClick && mergedExpandable\)/);
  };

  const checks: Record<string, (documented: string) => void> = {
    [key('Table', 'prefixCls')]: (d) =>
      behavesAsDefault((prefixCls) => render(prefixCls === undefined ? {} : { prefixCls }), literal(d) as string, 'x'),
    [key('Table', 'rowKey')]: (d) =>
      behavesAsDefault((rowKey) => render(rowKey === undefined ? {} : { rowKey }), literal(d) as string, 'name'),
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
    [key('Table', 'expandable.expandRowByClick')]: expandRowByClick,
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
      expect(destructuringDefault('Body/index.js', 'expandedRowOffset')).toBe(d);
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
        /^(function \(\) \{\s*return defaultContainer;\s*\}|\(\) => defaultContainer)$/,
      );
      expect(source('hooks/useSticky.js')).toMatch(/\b(var|const) defaultContainer = canUseDom\(\) \? window : null;/);
    },
    [key('Table', 'rowHoverable')]: (d) => {
      // Hover highlighting happens in the browser only.
      expect(destructuringDefault('Table.js', 'rowHoverable')).toBe(d);
    },
    [key('Reference', 'scrollTo.align')]: (d) => {
      // Scrolling happens in the browser only: Table hands align to scrollIntoView, this when it is left out.
      expect(source('Table.js')).toMatch(new RegExp(`^\\s*align = ${d}$`, 'm'));
    },
    [key('Deprecated', 'defaultExpandAllRows')]: (d) =>
      behavesAsDefault(
        (defaultExpandAllRows) => render({ expandedRowRender, defaultExpandAllRows }),
        literal(d) as boolean,
        !literal(d),
      ),
    [key('Deprecated', 'expandRowByClick')]: (d) => {
      // The legacy prop lands in the same expandable config (getExpandableProps), read as above.
      expect(source('utils/legacyUtil.js')).toMatch(/expandRowByClick/);
      expandRowByClick(d);
    },
    [key('Deprecated', 'childrenColumnName')]: (d) =>
      behavesAsDefault(
        (childrenColumnName) => render(childrenColumnName === undefined ? {} : { childrenColumnName }),
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
            createElement(VirtualTable, { columns, data, scroll: x === undefined ? { y: 200 } : { x, y: 200 } }),
          ),
        literal(d) as number,
        800,
      );
    },
  };
  return { version, checks };
}

describe.each(API_LINES.map((line) => ({ line, pkg: API_PACKAGES[line] })))(
  "the $line API tab's documented defaults, on $pkg",
  ({ line }) => {
    const { version, checks } = checksFor(line);
    const documented = Object.values(apiDefinitionsOf(line)).flatMap((def) =>
      def.properties
        .filter((p) => p.default !== undefined)
        .map((p) => ({ key: key(def.id, p.name), value: p.default! })),
    );

    // The legacy top-level props make the table warn in development; the warnings are not what is tested.
    beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
    afterAll(() => vi.restoreAllMocks());

    it('are all checked here, each one, on the line’s own package', () => {
      expect(version.startsWith(line === '7.x' ? '7.' : '1.')).toBe(true);
      const unchecked = documented.filter((d) => !checks[d.key]).map((d) => d.key);
      expect(unchecked).toEqual([]);
    });

    it.each(documented)('$key: $value', ({ key, value }) => {
      checks[key](value);
    });
  },
);

describe('the default checks', () => {
  it('check nothing that neither line documents', () => {
    const documented = new Set(
      API_LINES.flatMap((line) =>
        Object.values(apiDefinitionsOf(line)).flatMap((def) =>
          def.properties.filter((p) => p.default !== undefined).map((p) => key(def.id, p.name)),
        ),
      ),
    );
    const stale = Object.keys(checksFor('7.x').checks).filter((k) => !documented.has(k));
    expect(stale).toEqual([]);
  });
});
