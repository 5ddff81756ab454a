import './table-theme.css';
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: string;
}

const columns: ColumnsType<Row> = [
  { title: 'Ticket', dataIndex: 'a', key: 'a', width: 140 },
  { title: 'Points', dataIndex: 'b', key: 'b', width: 100, align: 'right' },
  { title: 'Owner', dataIndex: 'c', key: 'c' },
];

const tickets: Row[] = Array.from({ length: 12 }, (_, i) => ({
  key: `${i + 1}`,
  a: `TCK-${301 + i}`,
  b: ((i * 7) % 8) + 1,
  c: ['Ada', 'Grace', 'Ken'][i % 3],
}));

export default function StickyHeaderEmpty() {
  const [empty, setEmpty] = useState(true);

  return (
    <div>
      <label style={{ display: 'inline-block', marginBottom: 12 }}>
        <input type="checkbox" checked={empty} onChange={(event) => setEmpty(event.target.checked)} /> No rows (data=[])
      </label>
      <Table
        columns={columns}
        data={empty ? [] : tickets}
        // With no rows the sticky header still lines up with the "No Data" row under it.
        sticky={{ offsetHeader: 64 }}
        emptyText="No tickets match"
      />
    </div>
  );
}
