import './table-theme.css';
import { useState } from 'react';
import Table, { type ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: number;
  d: string;
}

const data: Row[] = [
  { key: '1', a: 'Monday', b: 'Planning', c: 2, d: 'Room 1' },
  { key: '2', a: 'Wednesday', b: 'Review', c: 1, d: 'Room 4' },
  { key: '3', a: 'Friday', b: 'Retrospective', c: 1, d: 'Online' },
];

const columns: ColumnsType<Row> = [
  { title: 'Day', dataIndex: 'a', key: 'a', width: 120 },
  { title: 'Meeting', dataIndex: 'b', key: 'b', width: 160 },
  { title: 'Hours', dataIndex: 'c', key: 'c', width: 80 },
  { title: 'Where', dataIndex: 'd', key: 'd', width: 120 },
];

export default function HideHeader() {
  const [showHeader, setShowHeader] = useState(false);

  return (
    <div>
      <label style={{ display: 'inline-block', marginBottom: 12 }}>
        <input type="checkbox" checked={showHeader} onChange={(e) => setShowHeader(e.target.checked)} /> Show header
      </label>
      <Table columns={columns} data={data} showHeader={showHeader} />
    </div>
  );
}
