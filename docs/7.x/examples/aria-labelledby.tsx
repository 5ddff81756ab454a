import './table-theme.css';
import Table, { type ColumnsType } from 'rc-table';

interface Row {
  key: string;
  name: string;
  age: number;
  address: string;
}

const data: Row[] = [
  { key: '1', name: 'Ines Duarte', age: 38, address: '7 Quay Street' },
  { key: '2', name: 'Kofi Mensah', age: 52, address: '30 Orchard Way' },
  { key: '3', name: 'Hana Sato', age: 24, address: '15 Station Road' },
];

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 180 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
  { title: 'Address', dataIndex: 'address', key: 'address', width: 220 },
];

export default function AriaLabelledBy() {
  return (
    <div>
      {/* The visible heading doubles as the table's accessible name. */}
      <p id="aria-labelledby-heading" style={{ margin: '0 0 8px', fontWeight: 600 }}>
        Committee members
      </p>
      <Table columns={columns} data={data} aria-labelledby="aria-labelledby-heading" />
    </div>
  );
}
