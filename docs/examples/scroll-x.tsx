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

const fields = ['a', 'b', 'c', 'd'] as const;

// Eleven 100px data columns and an action column: far wider than the 800px box.
const columns: ColumnsType<Row> = [
  ...Array.from({ length: 11 }, (_, i) => ({
    title: `Column ${i + 1}`,
    dataIndex: fields[i % fields.length],
    key: `col${i + 1}`,
    width: 100,
  })),
  {
    title: 'Action',
    key: 'action',
    width: 100,
    render: (_, record) => <a href={`#row-${record.key}`}>Open {record.key}</a>,
  },
];

const data: Row[] = [
  { key: '1', a: 'Alpha', b: 32, c: 'North', d: 'Active' },
  { key: '2', a: 'Bravo', b: 41, c: 'East', d: 'Paused' },
  { key: '3', a: 'Charlie', b: 27, c: 'South', d: 'Active' },
  { key: '4', a: 'Delta', b: 55, c: 'West', d: 'Archived' },
];

export default function ScrollX() {
  return (
    <Table<Row>
      columns={columns}
      data={data}
      // The inner table is 2000px wide; the 800px wrapper scrolls it sideways.
      scroll={{ x: 2000 }}
      style={{ width: 800, maxWidth: '100%' }}
    />
  );
}
