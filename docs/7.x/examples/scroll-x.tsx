import './table-theme.css';
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: string;
  d: string;
}

const fields = ['a', 'b', 'c', 'd'] as const;

// Eleven 100px data columns and an action column: far wider than the 800px box.
// Columns depend on a callback: the action buttons report what was clicked.
function makeColumns(onAction: (text: string) => void): ColumnsType<Row> {
  return [
    ...Array.from({ length: 11 }, (_, i) => ({
      title: `Column ${i + 1}`,
      dataIndex: fields[i % fields.length],
      key: `col${i + 1}`,
      width: 100,
    })),
    {
      title: 'Action',
      key: 'action',
      width: 100,
      render: (_, record) => (
        <button type="button" onClick={() => onAction(`Open clicked: row ${record.key} (${record.a})`)}>
          Open {record.key}
        </button>
      ),
    },
  ];
}

const data: Row[] = [
  { key: '1', a: 'Alpha', b: 32, c: 'North', d: 'Active' },
  { key: '2', a: 'Bravo', b: 41, c: 'East', d: 'Paused' },
  { key: '3', a: 'Charlie', b: 27, c: 'South', d: 'Active' },
  { key: '4', a: 'Delta', b: 55, c: 'West', d: 'Archived' },
];

export default function ScrollX() {
  const [action, setAction] = useState('');
  return (
    <div>
      <Table
        columns={makeColumns(setAction)}
        data={data}
        // The inner table is 2000px wide; the 800px wrapper scrolls it sideways.
        scroll={{ x: 2000 }}
        style={{ width: 800, maxWidth: '100%' }}
      />
      <p role="status" style={{ minHeight: '1.5em', margin: '8px 0 0' }}>
        {action}
      </p>
    </div>
  );
}
