import './table-theme.css';
import Table from 'rc-table';
import type { ColumnType, ColumnsType } from 'rc-table';

interface Row {
  key: string;
  name: string;
  description: string;
}

const data: Row[] = [
  {
    key: '1',
    name: 'John Brown',
    description: 'Lives next to the lake and walks the dog twice a day, whatever the weather.',
  },
  {
    key: '2',
    name: 'Jim Green',
    description: 'Keeps bees on the roof of a London office block and sells the honey at the market.',
  },
  {
    key: '3',
    name: 'Joe Black',
    description: 'Repairs old bicycles in a garage in Sydney and gives most of them away.',
  },
  {
    key: '4',
    name: 'Jane Grey',
    description: 'Teaches the cello on weekday evenings and plays in a string quartet on Sundays.',
  },
];

// The same text in ever narrower columns: each cell is cut with "…" instead of wrapping.
const widths = [160, 120, 100, 80, 64, 48, 40, 32, 24];

const narrowColumns: ColumnType<Row>[] = widths.map((width) => ({
  title: `${width} px`,
  dataIndex: 'description',
  key: `width-${width}`,
  width,
  ellipsis: true,
}));

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 100, ellipsis: true },
  // No width: this column takes whatever room is left.
  { title: 'Description', dataIndex: 'description', key: 'description', ellipsis: true },
  ...narrowColumns,
];

export default function EllipsisDemo() {
  return <Table columns={columns} data={data} scroll={{ x: 1000 }} />;
}
