import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  name: string;
  city: string;
}

const data: Row[] = [
  { key: '1', name: 'John Brown', city: 'New York' },
  { key: '2', name: 'Jim Green', city: 'London' },
  { key: '3', name: 'Joe Black', city: 'Sydney' },
];

// Every titled header cell gets scope="col" by itself.
// rowScope: 'row' renders the Name cells as <th scope="row">, so each row is named by its person.
const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', rowScope: 'row' },
  { title: 'City', dataIndex: 'city', key: 'city' },
];

export default function ScopeColDemo() {
  return <Table columns={columns} data={data} caption="Where our team members live" />;
}
