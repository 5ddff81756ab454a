import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: string;
  d: string;
}

const fields = ['b', 'c', 'd'] as const;
const depots = ['North depot', 'Harbour depot', 'Airport depot'];
const states = ['Packed', 'In transit', 'Delivered'];

const columns: ColumnsType<Row> = [
  { title: 'Order', dataIndex: 'a', key: 'a', width: 120 },
  // Eight 140px columns: wider than the box, so the body scrolls sideways too.
  ...Array.from({ length: 8 }, (_, i) => ({
    title: `Field ${i + 1}`,
    dataIndex: fields[i % fields.length],
    key: `field${i + 1}`,
    width: 140,
  })),
];

const data: Row[] = Array.from({ length: 40 }, (_, i) => ({
  key: `${i + 1}`,
  a: `Order ${2001 + i}`,
  b: ((i * 13) % 50) + 1,
  c: depots[i % depots.length],
  d: states[(i * 2) % states.length],
}));

export default function ScrollYSticky() {
  return (
    <Table
      columns={columns}
      data={data}
      // The body scrolls on its own in both directions (scroll.x and scroll.y), and
      // `sticky` also keeps the header in view while the page scrolls past the table.
      scroll={{ x: 1240, y: 400 }}
      sticky={{ offsetHeader: 64 }}
    />
  );
}
