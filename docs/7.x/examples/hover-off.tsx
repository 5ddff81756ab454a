import './table-theme.css';
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
}

const columns: ColumnsType<Row> = [
  { title: 'Time', dataIndex: 'a', key: 'a', width: 90 },
  { title: 'Platform', dataIndex: 'b', key: 'b', width: 100 },
  { title: 'Destination', dataIndex: 'c', key: 'c' },
];

const data: Row[] = [
  { key: '1', a: '07:12', b: '3', c: 'Harbour Point' },
  { key: '2', a: '07:25', b: '1', c: 'Old Mill' },
  { key: '3', a: '07:40', b: '4', c: 'Cedar Hills' },
  { key: '4', a: '07:58', b: '2', c: 'Riverside' },
];

export default function HoverOff() {
  const [rowHoverable, setRowHoverable] = useState(false);
  return (
    <div>
      <label style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}>
        <input type="checkbox" checked={rowHoverable} onChange={(event) => setRowHoverable(event.target.checked)} />
        rowHoverable
      </label>
      <Table columns={columns} data={data} rowHoverable={rowHoverable} />
    </div>
  );
}
