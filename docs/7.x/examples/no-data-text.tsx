import './table-theme.css';
import Table, { type ColumnsType } from 'rc-table';

interface Row {
  key: string;
  name: string;
  age: number;
  address: string;
}

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 160 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
  { title: 'Address', dataIndex: 'address', key: 'address', width: 200 },
];

export default function NoDataText() {
  return <Table columns={columns} data={[]} emptyText="No members match your search." />;
}
