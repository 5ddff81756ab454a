import './table-theme.css';
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: number;
  d: string;
}

const data: Row[] = [
  { key: '1', a: 'Apple', b: 'Fruit', c: 3, d: 'In stock' },
  { key: '2', a: 'Carrot', b: 'Vegetable', c: 12, d: 'In stock' },
  { key: '3', a: 'Walnut', b: 'Nut', c: 0, d: 'Sold out' },
];

export default function Simple() {
  const [count, setCount] = useState(0);

  // The columns close over `count`, so every click hands the table new columns
  // and the last column shows the current value.
  const columns: ColumnsType<Row> = [
    { title: 'Item', dataIndex: 'a', key: 'a', width: 120 },
    { title: 'Kind', dataIndex: 'b', key: 'b', width: 120 },
    { title: 'Quantity', dataIndex: 'c', key: 'c', width: 100, align: 'right' },
    { title: 'Status', dataIndex: 'd', key: 'd', width: 120 },
    {
      title: 'Clicks',
      key: 'clicks',
      render: (_, record) => `${record.a}: ${count}`,
    },
  ];

  const tableProps: TableProps<Row> = {
    columns,
    data,
    rowKey: 'key',
  };

  return (
    <div>
      <p>
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          Click me
        </button>{' '}
        <span>{`Clicked ${count} times`}</span>
      </p>
      <Table {...tableProps} />
    </div>
  );
}
