import './table-theme.css';
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Person {
  key: string;
  name: string;
  age: number;
  address: string;
}

// Columns depend on a callback: the action buttons report what was clicked.
function makeColumns(onAction: (text: string) => void): ColumnsType<Person> {
  return [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 160 },
    { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
    { title: 'Address', dataIndex: 'address', key: 'address' },
    {
      title: 'Action',
      key: 'action',
      // `render` receives the cell value, the whole row and its index.
      render: (_, record) => (
        <button type="button" onClick={() => onAction(`Edit clicked: ${record.name}`)}>
          Edit {record.name}
        </button>
      ),
    },
  ];
}

const data: Person[] = [
  { key: '1', name: 'Jack', age: 28, address: '12 Park Lane' },
  { key: '2', name: 'Rose', age: 36, address: '48 Harbour Road' },
  { key: '3', name: 'Lucy', age: 24, address: '7 Mill Street' },
];

export default function BasicUsage() {
  const [action, setAction] = useState('');
  return (
    <div>
      <Table columns={makeColumns(setAction)} data={data} />
      <p role="status" style={{ minHeight: '1.5em', margin: '8px 0 0' }}>
        {action}
      </p>
    </div>
  );
}
