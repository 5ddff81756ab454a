import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Table, { VirtualTable, type ColumnsType, type TableProps } from 'rc-table';

// What the API reference says rc-table does, checked on the installed rc-table itself by rendering it on the
// server. The expected values are the reference's claims (issue 10), not values read from rc-table.

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
