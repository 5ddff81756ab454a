import './table-theme.css';
import Table, { type ColumnsType } from 'rc-table';

interface Row {
  key: string;
  age: number;
  names: {
    first: string;
    last: string;
  };
}

const data: Row[] = [
  { key: '1', age: 31, names: { first: 'Mara', last: 'Okafor' } },
  { key: '2', age: 27, names: { first: 'Tomas', last: 'Lindqvist' } },
  { key: '3', age: 45, names: { first: 'Priya', last: 'Raman' } },
];

// A path array reads a value from nested objects: ['names', 'first'] → record.names.first.
const columns: ColumnsType<Row> = [
  { title: 'First name', dataIndex: ['names', 'first'], key: 'first', width: 160 },
  { title: 'Last name', dataIndex: ['names', 'last'], key: 'last', width: 160 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
];

export default function NestedDataIndex() {
  return <Table columns={columns} data={data} />;
}
