import 'rc-table/assets/index.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Person {
  key: string;
  name: string;
  age: number;
  address: string;
}

const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 160 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
  { title: 'Address', dataIndex: 'address', key: 'address' },
  {
    title: 'Action',
    key: 'action',
    // `render` receives the cell value, the whole row and its index.
    render: (_, record) => <a href={`#${record.key}`}>Edit {record.name}</a>,
  },
];

const data: Person[] = [
  { key: '1', name: 'Jack', age: 28, address: '12 Park Lane' },
  { key: '2', name: 'Rose', age: 36, address: '48 Harbour Road' },
  { key: '3', name: 'Lucy', age: 24, address: '7 Mill Street' },
];

export default function BasicUsage() {
  return <Table<Person> columns={columns} data={data} />;
}
