import './table-theme.css';
import './virtual-list.css';
import { useRef } from 'react';
import { VirtualTable } from '@rc-component/table';
import type { ColumnType, Reference, VirtualTableProps } from '@rc-component/table';

interface Row {
  key: number;
}

const ROW_COUNT = 100_000;

const COLOURS = ['Amber', 'Blue', 'Coral', 'Dune', 'Elm'];

// One small object per row: building 100,000 rows is work the browser does before the table can show, and
// every extra field or string costs it 100,000 times. The cells are worked out from the row's index in
// `render`, which runs only for the rows in view (and gives the server and the browser the same rows).
const data: Row[] = Array.from({ length: ROW_COUNT }, (_, key) => ({ key }));

// VirtualTable lays rows out from numeric column widths, and stretches them to fill a table wider than
// their total. The server cannot know how wide that will be, so it renders them at these widths; the table
// is kept exactly as wide as they add up to (`style` below), and nothing moves when the page hydrates.
// 320px fits a phone; a narrower screen scrolls the table sideways.
const columns: ColumnType<Row>[] = [
  { title: 'Name', key: 'name', width: 120, render: (_, row) => `Row ${row.key + 1}` },
  { title: 'Colour', key: 'colour', width: 110, render: (_, row) => COLOURS[row.key % COLOURS.length] },
  { title: 'Score', key: 'score', width: 90, align: 'right', render: (_, row) => (row.key * 37) % 1000 },
];
const tableWidth = columns.reduce((sum, column) => sum + Number(column.width), 0);

// Typed as VirtualTableProps, which requires a numeric `scroll.y` and knows `listItemHeight`
// (the component's own JSX type leaves `listItemHeight` out).
const tableProps: VirtualTableProps<Row> = {
  className: 'virtual-list-table',
  style: { maxWidth: tableWidth },
  columns,
  data,
  // A key function skips the table's per-row check for a `key` field, which adds up over 100,000 rows.
  rowKey: (row) => row.key,
  // Only the rows inside these 300px are in the DOM.
  scroll: { y: 300 },
  // The height each row is estimated at until it has been measured (see the CSS).
  listItemHeight: 35,
};

export default function VirtualList() {
  const tableRef = useRef<Reference>(null);

  return (
    <div>
      <p className="virtual-list-toolbar">
        <button type="button" onClick={() => tableRef.current?.scrollTo({ index: ROW_COUNT - 1 })}>
          Scroll to last row
        </button>
        <button type="button" onClick={() => tableRef.current?.scrollTo({ top: 0 })}>
          Scroll to top
        </button>
      </p>
      <VirtualTable ref={tableRef} {...tableProps} />
    </div>
  );
}
