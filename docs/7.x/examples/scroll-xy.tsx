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

const fields = ['b', 'c', 'd'] as const;

// Columns depend on a callback: the action buttons report what was clicked.
function makeColumns(onAction: (text: string) => void): ColumnsType<Row> {
  return [
    { title: 'Name', dataIndex: 'a', key: 'a', width: 100, fixed: 'left' },
    // Ten 120px middle columns: together far wider than the box.
    ...Array.from({ length: 10 }, (_, i) => ({
      title: `Column ${i + 1}`,
      dataIndex: fields[i % fields.length],
      key: `col${i + 1}`,
      width: 120,
    })),
    {
      title: 'Action',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_, record) => (
        <button type="button" aria-label={`Edit ${record.a}`} onClick={() => onAction(`Edit clicked: ${record.a}`)}>
          Edit
        </button>
      ),
    },
  ];
}

const cities = ['Lisbon', 'Oslo', 'Quito'];
const states = ['Open', 'Shipped', 'Closed'];

const data: Row[] = Array.from({ length: 9 }, (_, i) => ({
  key: `${i + 1}`,
  a: `Customer ${i + 1}`,
  b: 20 + ((i * 7) % 30),
  c: cities[i % cities.length],
  d: states[(i + 1) % states.length],
}));

export default function ScrollXY() {
  const [visible, setVisible] = useState(true);
  const [action, setAction] = useState('');

  return (
    <div>
      <button type="button" onClick={() => setVisible((v) => !v)} style={{ marginBottom: 12 }}>
        {visible ? 'Hide table' : 'Show table'}
      </button>
      {/* display: none collapses the table to 0×0; when it comes back, rc-table measures
          the columns again, so the fixed header and fixed columns line up as before. */}
      <div style={{ display: visible ? undefined : 'none' }}>
        <Table columns={makeColumns(setAction)} data={data} scroll={{ x: 1500, y: 300 }} />
      </div>
      <p role="status" style={{ minHeight: '1.5em', margin: '8px 0 0' }}>
        {action}
      </p>
    </div>
  );
}
