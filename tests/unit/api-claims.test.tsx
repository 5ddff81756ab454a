import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import Table7, { VirtualTable as VirtualTable7, type ColumnsType, type TableProps } from 'rc-table';
import Table1, { VirtualTable as VirtualTable1 } from '@rc-component/table';
import { resetWarned as resetWarned1 } from '@rc-component/util';
import { resetWarned as resetWarnedEs } from 'rc-util/es/warning';
import { resetWarned as resetWarnedLib } from 'rc-util/lib/warning';
import { apiDefinitionsOf } from '../../src/build/api-docs/definitions';
import { LINES } from '../../src/shared/site/route';

// What the API reference says rc-table does, checked on each line's installed package by rendering it on the
// server. The expected values are the reference's claims (issue 10), not values read from the package. Both lines
// show these rows (written once, src/build/api-docs/), so each claim is checked on both packages.

/** Each package's components, and how to clear the record of the warnings it printed (once per process). */
const PACKAGES: Record<string, { Table: typeof Table7; VirtualTable: typeof VirtualTable7; resetWarned: () => void }> =
  {
    'rc-table': {
      Table: Table7,
      VirtualTable: VirtualTable7,
      resetWarned: () => {
        resetWarnedEs();
        resetWarnedLib();
      },
    },
    // The 1.x types differ in what 1.x adds ('start', classNames…); the claims below use what both declare.
    '@rc-component/table': {
      Table: Table1 as unknown as typeof Table7,
      VirtualTable: VirtualTable1 as unknown as typeof VirtualTable7,
      resetWarned: resetWarned1,
    },
  };
const CASES = LINES.map((line) => {
  const components = PACKAGES[line.package];
  if (!components) throw new Error(`no components imported for ${line.package} (line ${line.id})`);
  return { line: line.id, pkg: line.package, ...components };
});

interface Row {
  key: number;
  a: number;
  b: number;
}
const data: Row[] = [{ key: 1, a: 1, b: 2 }];

function columns(extra: Partial<ColumnsType<Row>[number]> = {}): ColumnsType<Row> {
  return [
    { title: 'A', dataIndex: 'a', key: 'a', width: 100, minWidth: 80, ...extra },
    { title: 'B', dataIndex: 'b', key: 'b' },
  ];
}

describe.each(CASES)('$line ($pkg)', ({ line, pkg, Table, VirtualTable, resetWarned }) => {
  const apiDefinitions = apiDefinitionsOf(line);

  function render(props: TableProps<Row>): string {
    return renderToStaticMarkup(createElement(Table<Row>, { columns: columns(), data, ...props }));
  }

  /** The table-layout of every table element rc-table renders (the header and summary get their own with scroll.y). */
  function layouts(props: TableProps<Row>): string[] {
    return [...new Set([...render(props).matchAll(/table-layout:\s*(\w+)/g)].map((m) => m[1]))];
  }

  describe('tableLayout, when not set', () => {
    const fixedLeft = columns({ fixed: 'left' });

    it("is 'fixed' with a fixed column and a scroll.x other than 'max-content'", () => {
      expect(layouts({ columns: fixedLeft, scroll: { x: 1200 } })).toEqual(['fixed']);
      expect(layouts({ columns: fixedLeft, scroll: { x: true } })).toEqual(['fixed']);
    });

    it("is 'auto' with a fixed column and scroll.x 'max-content', even with scroll.y, sticky or ellipsis", () => {
      expect(layouts({ columns: fixedLeft, scroll: { x: 'max-content' } })).toEqual(['auto']);
      expect(layouts({ columns: fixedLeft, scroll: { x: 'max-content', y: 200 } })).toEqual(['auto']);
      expect(layouts({ columns: columns({ fixed: 'left', ellipsis: true }), scroll: { x: 'max-content' } })).toEqual([
        'auto',
      ]);
    });

    it("is 'fixed' for scroll.y, sticky or an ellipsis column, and 'auto' otherwise", () => {
      expect(layouts({ scroll: { y: 200 } })).toEqual(['fixed']);
      expect(layouts({ sticky: true })).toEqual(['fixed']);
      expect(layouts({ columns: columns({ ellipsis: true }) })).toEqual(['fixed']);
      expect(layouts({})).toEqual(['auto']);
    });

    it('does not count a fixed column while the table does not scroll sideways', () => {
      expect(layouts({ columns: columns({ fixed: 'left' }) })).toEqual(['auto']);
    });

    it('is what the prop says when set', () => {
      expect(layouts({ columns: columns({ fixed: 'left' }), scroll: { x: 1200 }, tableLayout: 'auto' })).toEqual([
        'auto',
      ]);
    });
  });

  describe('column.minWidth', () => {
    it("reaches the column only under tableLayout 'auto'", () => {
      expect(render({ tableLayout: 'auto' })).toMatch(/<col style="width:100px;min-width:80px"/);
      expect(render({ tableLayout: 'fixed' })).not.toMatch(/min-width:80px/);
      expect(render({ scroll: { y: 200 } })).not.toMatch(/min-width:80px/);
    });
  });

  describe('Table.Summary fixed', () => {
    const summary = (fixed: boolean | 'top' | 'bottom') => () =>
      createElement(
        Table.Summary,
        { fixed },
        createElement(Table.Summary.Row, null, createElement(Table.Summary.Cell, { index: 0, colSpan: 2 }, 'Total')),
      );

    it('pins the summary only with scroll.y or sticky: in its own holder at the bottom, or with the header for top', () => {
      expect(render({ summary: summary(true) })).not.toMatch(/<div[^>]*class="rc-table-summary[ "]/);
      expect(render({ summary: summary(true), scroll: { y: 200 } })).toMatch(/<div[^>]*class="rc-table-summary[ "]/);
      expect(render({ summary: summary('bottom'), sticky: true })).toMatch(/<div[^>]*class="rc-table-summary[ "]/);
      const top = render({ summary: summary('top'), scroll: { y: 200 } });
      expect(top).not.toMatch(/<div[^>]*class="rc-table-summary[ "]/);
      expect(top).toMatch(/class="rc-table-header[ "][^>]*>(?:(?!rc-table-body).)*<tfoot[^>]*>.*Total.*<\/tfoot>/s);
    });
  });

  describe('VirtualTable', () => {
    it('renders its body rows as div elements, not tr', () => {
      const html = renderToStaticMarkup(
        createElement(VirtualTable<Row>, { columns: columns(), data, scroll: { x: 400, y: 200 }, rowKey: 'key' }),
      );
      expect(html).toMatch(/rc-table-virtual/);
      expect(html).not.toMatch(/<tbody/);
    });
  });

  /**
   * The development warnings rc-table logs while rendering (through rc-util's warning, which prints each message once
   * per process: the record is cleared before every test so that each test sees its own warnings).
   */
  function useWarnings(): string[] {
    const warnings: string[] = [];
    beforeEach(() => {
      warnings.length = 0;
      resetWarned();
      vi.spyOn(console, 'error').mockImplementation(
        (...args: unknown[]) => void warnings.push(args.map(String).join(' ')),
      );
    });
    afterEach(() => vi.restoreAllMocks());
    return warnings;
  }

  /** The props rc-table passes on to its elements that TableProps does not declare (JSX accepts any aria-*). */
  const labelled = { caption: 'Orders of May', 'aria-label': 'Orders' } as TableProps<Row>;

  describe('sticky', () => {
    /** The header holder: from its opening tag to the end of the header table. */
    const header = (props: TableProps<Row>) =>
      render(props).match(/<div[^>]*class="rc-table-header[ "].*?<\/table><\/div>/s)?.[0];

    it("sticks the header with the rc-table-sticky-holder class, which rc-table's stylesheet makes position: sticky", () => {
      expect(header({ sticky: true })).toMatch(
        /^<div style="[^"]*top:0"[^>]*class="rc-table-header rc-table-sticky-holder"/,
      );
      expect(header({ sticky: { offsetHeader: 64 } })).toMatch(/^<div style="[^"]*top:64px"/);
      const css = readFileSync(new URL(`../../node_modules/${pkg}/assets/index.css`, import.meta.url), 'utf8');
      expect(css).toMatch(/\.rc-table-sticky-holder\s*\{[^}]*position:\s*sticky/);
    });

    it('renders the header the same whatever getContainer returns: getContainer does not drive the header', () => {
      const container = { addEventListener() {}, removeEventListener() {} } as unknown as HTMLElement;
      const getContainer = vi.fn(() => container);
      expect(header({ sticky: { getContainer } })).toBe(header({ sticky: true }));
      expect(render({ sticky: { getContainer } })).toBe(render({ sticky: true }));
    });
  });

  describe('components.body as a render function', () => {
    const warnings = useWarnings();
    const body = () => createElement('div', { className: 'my-body' }, 'custom body');
    const summary = () =>
      createElement(Table.Summary.Row, null, createElement(Table.Summary.Cell, { index: 0, colSpan: 2 }, 'Total'));

    it('is ignored unless scroll.y or sticky is set', () => {
      const html = render({ components: { body } });
      expect(html).not.toContain('custom body');
      expect(html).toMatch(/<tbody class="rc-table-tbody"><tr[^>]*data-row-key="1"/);
      expect(render({ components: { body }, scroll: { y: 200 } })).toContain('custom body');
      expect(render({ components: { body }, sticky: true })).toContain('custom body');
    });

    it('drops the caption, the aria-* attributes and a summary that is not fixed when it is used', () => {
      const plain = render({ ...labelled, summary, scroll: { y: 200 } });
      expect(plain).toContain('<caption class="rc-table-caption">Orders of May</caption>');
      expect(plain).toContain('aria-label="Orders"');
      expect(plain).toContain('Total');
      const replaced = render({ ...labelled, summary, scroll: { y: 200 }, components: { body } });
      expect(replaced).toContain('custom body');
      expect(replaced).not.toContain('Orders of May');
      expect(replaced).not.toContain('aria-label');
      expect(replaced).not.toContain('Total');
    });

    it('makes rc-table warn when a column has no numeric width', () => {
      render({ scroll: { y: 200 }, components: { body } });
      expect(warnings.join('\n')).toContain('Each column should have a fixed `width` value');
    });
  });

  describe('VirtualTable and the Table properties it takes', () => {
    const virtual = (props: Partial<TableProps<Row>>) =>
      renderToStaticMarkup(
        createElement(VirtualTable<Row>, { columns: columns(), data, scroll: { x: 400, y: 200 }, ...props }),
      );
    const summary = () =>
      createElement(Table.Summary.Row, null, createElement(Table.Summary.Cell, { index: 0, colSpan: 2 }, 'Total'));

    it('drops the caption, the aria-* attributes and a summary that is not fixed while it has rows', () => {
      const html = virtual({ ...labelled, summary });
      expect(html).toMatch(/rc-table-tbody-virtual/);
      expect(html).not.toContain('Orders of May');
      expect(html).not.toContain('aria-label');
      expect(html).not.toContain('Total');
    });

    it('renders them in the empty table it shows without rows', () => {
      const html = virtual({ ...labelled, data: [] });
      expect(html).toContain('<caption class="rc-table-caption">Orders of May</caption>');
      expect(html).toContain('aria-label="Orders"');
    });

    it('replaces a render function in components.body with its own body', () => {
      const html = virtual({ components: { body: () => createElement('div', null, 'custom body') } });
      expect(html).not.toContain('custom body');
      expect(html).toMatch(/rc-table-tbody-virtual/);
    });
  });

  describe('column.render returning { children, props }', () => {
    const warnings = useWarnings();

    it('still sets the cell props, and rc-table warns that it is deprecated', () => {
      const html = render({
        columns: [
          {
            title: 'A',
            dataIndex: 'a',
            key: 'a',
            render: (value: number) => ({ children: value, props: { colSpan: 2 } }),
          },
        ],
      });
      expect(html).toMatch(/<td colSpan="2" class="rc-table-cell">1<\/td>/);
      expect(warnings.join('\n')).toMatch(/`columns.render` return cell props is deprecated/);
    });

    it('does not warn for a plain node', () => {
      render({ columns: [{ title: 'A', dataIndex: 'a', key: 'a', render: (value: number) => `#${value}` }] });
      expect(warnings).toEqual([]);
    });
  });

  describe('title without expandable (rc-table issue #924)', () => {
    const warnings = useWarnings();
    const movedWarning = 'expanded related props have been moved into `expandable`';

    it('logs the misleading warning that expand props moved into expandable', () => {
      expect(render({ title: () => 'Orders' })).toContain('<div class="rc-table-title">Orders</div>');
      expect(warnings.join('\n')).toContain(movedWarning);
    });

    it('logs nothing once an expandable prop is given, even an empty one', () => {
      render({ title: () => 'Orders', expandable: {} });
      expect(warnings).toEqual([]);
    });
  });

  describe('expandable.expandedRowRender with tree data', () => {
    const warnings = useWarnings();

    it('warns that expandedRowRender should not be used with a nested table', () => {
      renderToStaticMarkup(
        createElement(Table<Row & { children?: Row[] }>, {
          columns: columns(),
          data: [{ key: 1, a: 1, b: 2, children: [{ key: 2, a: 3, b: 4 }] }],
          expandable: { expandedRowRender: () => 'details' },
        }),
      );
      expect(warnings.join('\n')).toContain('`expandedRowRender` should not use with nested Table');
    });
  });

  describe('column.ellipsis', () => {
    const cell = (ellipsis: ColumnsType<Row>[number]['ellipsis']) =>
      render({ columns: [{ title: 'A', dataIndex: 'a', key: 'a', ellipsis }] });

    it('gives a text body cell its text as title with true or showTitle: true, not with an object without it', () => {
      expect(cell(true)).toMatch(/<td class="rc-table-cell rc-table-cell-ellipsis" title="1">/);
      expect(cell({ showTitle: true })).toMatch(/<td[^>]*title="1"/);
      expect(cell({ showTitle: false })).not.toMatch(/<td[^>]*title=/);
      expect(cell({})).not.toMatch(/<td[^>]*title=/);
    });

    it('gives the header cell its title whenever ellipsis is set', () => {
      expect(cell({ showTitle: false })).toMatch(/<th[^>]*title="A"/);
    });
  });

  describe('column.onHeaderCell', () => {
    it('is called with the column alone, without an index', () => {
      const onHeaderCell = vi.fn(() => ({}));
      render({ columns: [{ title: 'A', dataIndex: 'a', key: 'a', onHeaderCell }] });
      expect(onHeaderCell).toHaveBeenCalled();
      for (const call of onHeaderCell.mock.calls as unknown[][]) expect(call).toHaveLength(1);
    });
  });

  describe('the Deprecated table: what 7.0 removed', () => {
    const warnings = useWarnings();
    const removed = apiDefinitions.Deprecated.properties.filter((p) => p.removed);
    const expandable = { expandedRowRender: () => 'details' };

    it.each(removed.map((p) => [p.name, p] as const))(
      '%s: the package ignores it, with the warning the entry names or none',
      (name, entry) => {
        const value =
          name === 'bodyStyle'
            ? { background: 'red' }
            : name === 'useFixedHeader' || name === 'expandIconAsCell'
              ? true
              : () => null;
        const withProp = render({ expandable, [name]: value });
        expect(withProp).toBe(render({ expandable }));
        if (entry.warns) expect(warnings.join('\n')).toContain(entry.warns);
        else expect(warnings).toEqual([]);
      },
    );

    it("column render's { children, props }: the warning the entry names", () => {
      const entry = apiDefinitions.Deprecated.properties.find((p) => p.name === 'render')!;
      render({ columns: [{ title: 'A', dataIndex: 'a', key: 'a', render: () => ({ children: 'x', props: {} }) }] });
      expect(entry.warns).toBeTruthy();
      expect(warnings.join('\n')).toContain(entry.warns);
    });
  });
});
