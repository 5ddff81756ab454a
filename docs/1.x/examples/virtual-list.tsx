import './table-theme.css';
import './virtual-list.css';
import { useRef } from 'react';
import { VirtualTable } from '@rc-component/table';
import type { ColumnType, Reference, VirtualTableProps } from '@rc-component/table';

interface Row {
  key: number;
  a: string;
  b: string;
  c: number;
}

const ROW_COUNT = 100_000;

const COLOURS = ['Amber', 'Blue', 'Coral', 'Dune', 'Elm'];

// Values come from the index, so the server and the browser build the same rows.
const data: Row[] = Array.from({ length: ROW_COUNT }, (_, i) => ({
  key: i,
  a: `Row ${i + 1}`,
  b: COLOURS[i % COLOURS.length],
  c: (i * 37) % 1000,
}));

// VirtualTable lays rows out from numeric column widths, and stretches them to fill a table wider than
// their total. The server cannot know how wide that will be, so it renders them at these widths; the table
// is kept exactly as wide as they add up to (`style` below), and nothing moves when the page hydrates.
// 320px fits a phone; a narrower screen scrolls the table sideways.
const columns: ColumnType<Row>[] = [
  { title: 'Name', dataIndex: 'a', key: 'a', width: 120 },
  { title: 'Colour', dataIndex: 'b', key: 'b', width: 110 },
  { title: 'Score', dataIndex: 'c', key: 'c', width: 90, align: 'right' },
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
