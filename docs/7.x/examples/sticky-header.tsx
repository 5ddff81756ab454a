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

const columns: ColumnsType<Row> = [
  { title: 'Ticket', dataIndex: 'a', key: 'a', width: 140 },
  { title: 'Points', dataIndex: 'b', key: 'b', width: 100, align: 'right' },
  { title: 'Owner', dataIndex: 'c', key: 'c', width: 160 },
  { title: 'Status', dataIndex: 'd', key: 'd' },
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

export default function StickyHeader() {
  return (
    <Table
      columns={columns}
      data={data}
      // Scroll the page: the header sticks 64px below the top of the window,
      // just under this site's own 64px header bar. `sticky` alone would use 0.
      sticky={{ offsetHeader: 64 }}
      // Narrower than 560px (a phone), the table scrolls sideways inside itself.
      scroll={{ x: 560 }}
    />
  );
}
