import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  day: string;
  opens: string;
  closes: string;
}

const data: Row[] = [
  { key: 'mon', day: 'Monday', opens: '9:00', closes: '17:00' },
  { key: 'tue', day: 'Tuesday', opens: '9:00', closes: '17:00' },
  { key: 'wed', day: 'Wednesday', opens: '10:00', closes: '20:00' },
  { key: 'thu', day: 'Thursday', opens: '9:00', closes: '13:00' },
];

// rowScope: 'row' renders the day as <th scope="row">: it is the header of its row.
const columns: ColumnsType<Row> = [
  { title: 'Day', dataIndex: 'day', key: 'day', rowScope: 'row' },
  { title: 'Opens', dataIndex: 'opens', key: 'opens' },
  { title: 'Closes', dataIndex: 'closes', key: 'closes' },
];

export default function ScopeRowDemo() {
  return <Table columns={columns} data={data} caption="Library opening hours" />;
}
