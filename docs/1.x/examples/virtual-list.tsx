import './table-theme.css';
import './virtual-list.css';
import { useRef } from 'react';
import { VirtualTable } from '@rc-component/table';
import type { ColumnsType, Reference, VirtualTableProps } from '@rc-component/table';

interface Row {
  key: number;
  a: string;
  b: string;
  c: number;
}

const ROW_COUNT = 100_000;

// Values come from the index, so the server and the browser build the same rows.
const data: Row[] = Array.from({ length: ROW_COUNT }, (_, i) => ({
  key: i,
  a: `Row ${i + 1}`,
  b: ['Amber', 'Blue', 'Coral', 'Dune', 'Elm'][i % 5],
  c: (i * 37) % 1000,
}));

// VirtualTable lays rows out from the column widths; it would share out the room among columns without
// one, but numeric widths keep the sizes chosen here. Together they fit a phone (320px): a wider table
// scrolls sideways, and its horizontal scroll bar is drawn over the last visible row. A wider screen
// stretches the columns to the table's width.
const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'a', key: 'a', width: 120 },
  { title: 'Colour', dataIndex: 'b', key: 'b', width: 110 },
  { title: 'Score', dataIndex: 'c', key: 'c', width: 90, align: 'right' },
];

// Typed as VirtualTableProps, which requires a numeric `scroll.y` and knows `listItemHeight`
// (the component's own JSX type leaves `listItemHeight` out).
const tableProps: VirtualTableProps<Row> = {
  className: 'virtual-list-table',
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
