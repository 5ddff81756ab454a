import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  name: string;
  age: number;
  address: string;
  page: string;
}

const data: Row[] = [
  {
    key: '1',
    name: 'John Brown',
    age: 32,
    address: 'Lake District National Park, Cumbria, England',
    page: 'https://en.wikipedia.org/wiki/Lake_District',
  },
  {
    key: '2',
    name: 'Jim Green',
    age: 42,
    address: 'City of London, the historic centre of London',
    page: 'https://en.wikipedia.org/wiki/City_of_London',
  },
  {
    key: '3',
    name: 'Joe Black',
    age: 29,
    address: 'Sydney Harbour, New South Wales, Australia',
    page: 'https://en.wikipedia.org/wiki/Port_Jackson',
  },
];

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 120 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 60, align: 'right' },
  {
    title: 'Address (a link to read about the place)',
    dataIndex: 'address',
    key: 'address',
    width: 180,
    // The cell holds an <a>, not a string: the link is cut with "…" like text would be.
    ellipsis: true,
    // An element whose only child is a string still gives the cell its `title`.
    render: (address: string, record) => <a href={record.page}>{address}</a>,
  },
  { title: 'Note', key: 'note', render: () => 'Hover the address for the full text.' },
];

export default function EllipsisLink() {
  return <Table columns={columns} data={data} style={{ maxWidth: 640 }} />;
}
