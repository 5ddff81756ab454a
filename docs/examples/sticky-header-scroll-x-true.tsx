import 'rc-table/assets/index.css';
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
const owners = ['Ada', 'Grace', 'Linus', 'Margaret', 'Ken'];
const states = ['To do', 'In progress', 'Review', 'Done'];

// Ten columns of 150px: 1500px in all, more than the box is wide.
const columns: ColumnsType<Row> = [
  { title: 'Ticket', dataIndex: 'a', key: 'a', width: 150 },
  ...Array.from({ length: 9 }, (_, i) => ({
    title: `Field ${i + 1}`,
    dataIndex: fields[i % fields.length],
    key: `field${i + 1}`,
    width: 150,
  })),
];

const data: Row[] = Array.from({ length: 20 }, (_, i) => ({
  key: `${i + 1}`,
  a: `TCK-${401 + i}`,
  b: ((i * 3) % 13) + 1,
  c: owners[i % owners.length],
  d: states[(i * 3) % states.length],
}));

export default function StickyHeaderScrollXTrue() {
  return (
    <Table<Row>
      columns={columns}
      data={data}
      // `x: true` turns on horizontal scrolling without a number: the table is as
      // wide as its columns (at least the box), and the sticky header scrolls with it.
      scroll={{ x: true }}
      sticky={{ offsetHeader: 64 }}
    />
  );
}
