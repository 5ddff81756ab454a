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

const columns: ColumnsType<Row> = [
  { title: 'Ticket', dataIndex: 'a', key: 'a', width: 140 },
  ...Array.from({ length: 15 }, (_, i) => ({
    title: `Column ${i + 1}`,
    dataIndex: fields[i % fields.length],
    key: `col${i + 1}`,
    width: 140,
  })),
];

const owners = ['Ada', 'Grace', 'Linus', 'Margaret', 'Ken'];
const states = ['To do', 'In progress', 'Review', 'Done'];

const data: Row[] = Array.from({ length: 20 }, (_, i) => ({
  key: `${i + 1}`,
  a: `TCK-${101 + i}`,
  b: ((i * 5) % 13) + 1,
  c: owners[i % owners.length],
  d: states[(i * 3) % states.length],
}));

export default function StickyHeaderScrollBar() {
  return (
    <Table
      columns={columns}
      data={data}
      scroll={{ x: 2240 }}
      // While the table's bottom edge is below the window, a thin horizontal scroll bar
      // sticks to the bottom of the window; offsetScroll lifts it 24px up.
      sticky={{ offsetHeader: 64, offsetScroll: 24 }}
    />
  );
}
