import './table-theme.css';
import { StrictMode, useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  name: string;
  age: number;
  address: string;
}

// Columns depend on a callback: the action buttons report what was clicked.
function makeColumns(onAction: (text: string) => void): ColumnsType<Row> {
  return [
    { title: 'Name', dataIndex: 'name', key: 'name', fixed: 'left', width: 110 },
    { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
    // No widths from here on: with scroll.x 'max-content' each column is as wide as its content.
    ...Array.from({ length: 8 }, (_, i) => ({
      title: `Address ${i + 1}`,
      dataIndex: 'address' as const,
      key: `address${i + 1}`,
    })),
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      width: 80,
      render: (_, record) => (
        <button
          type="button"
          aria-label={`Edit ${record.name}`}
          onClick={() => onAction(`Edit clicked: ${record.name}`)}
        >
          Edit
        </button>
      ),
    },
  ];
}

const streets = ['Rue de Rivoli', 'Kings Road', 'Via Appia', 'Avenida Paulista'];

const rows: Row[] = Array.from({ length: 20 }, (_, i) => ({
  key: `${i + 1}`,
  name: `Guest ${i + 1}`,
  age: 20 + ((i * 11) % 45),
  address: `${((i * 7) % 90) + 1} ${streets[i % streets.length]}`,
}));

function FixedColumnsAndHeader() {
  const [empty, setEmpty] = useState(false);
  const [action, setAction] = useState('');

  return (
    <div>
      <label style={{ display: 'inline-block', marginBottom: 12 }}>
        <input type="checkbox" checked={empty} onChange={(e) => setEmpty(e.target.checked)} /> Empty data
      </label>
      <Table
        className="fixed-columns-and-header"
        columns={makeColumns(setAction)}
        data={empty ? [] : rows}
        // 'max-content' lets the table grow to fit its content and scroll sideways;
        // the fixed Name and Action columns stay put, also when there are no rows.
        scroll={{ x: 'max-content' }}
        sticky={{ offsetHeader: 64 }}
      />
      <p role="status" style={{ minHeight: '1.5em', margin: '8px 0 0' }}>
        {action}
      </p>
    </div>
  );
}

// StrictMode runs effects twice in development, which checks that the table's
// measuring and sticky listeners clean up after themselves.
export default function FixedColumnsAndHeaderDemo() {
  return (
    <StrictMode>
      <FixedColumnsAndHeader />
    </StrictMode>
  );
}
