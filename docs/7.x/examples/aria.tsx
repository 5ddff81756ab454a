import './table-theme.css';
import Table, { type ColumnsType } from 'rc-table';

interface Row {
  key: string;
  name: string;
  age: number;
  address: string;
}

const data: Row[] = [
  { key: '1', name: 'Mara Okafor', age: 31, address: '12 Harbour Road' },
  { key: '2', name: 'Tomas Lindqvist', age: 27, address: '4 Birch Lane' },
  { key: '3', name: 'Priya Raman', age: 45, address: '88 Mill Street' },
];

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 180 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
  { title: 'Address', dataIndex: 'address', key: 'address', width: 220 },
];

export default function AriaLabel() {
  // aria-* attributes land on the <table> element; data-* attributes on the outer wrapper <div>.
  return <Table columns={columns} data={data} aria-label="Club members" data-testid="members-table" />;
}
