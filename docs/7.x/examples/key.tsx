import './table-theme.css';
import { useId, useState } from 'react';
import Table, { type ColumnsType } from 'rc-table';

// No `key` field: each row is identified by its `a` value instead.
interface Row {
  a: string;
  b: string;
  c: number;
}

const initialData: Row[] = [
  { a: 'ORD-101', b: 'Desk lamp', c: 2 },
  { a: 'ORD-102', b: 'Notebook', c: 5 },
  { a: 'ORD-103', b: 'Stapler', c: 1 },
  { a: 'ORD-104', b: 'Pen set', c: 3 },
];

type KeyMode = 'field' | 'index';

export default function RowKeyDemo() {
  const [data, setData] = useState(initialData);
  const [keyMode, setKeyMode] = useState<KeyMode>('field');
  const radioName = useId();

  const remove = (a: string) => setData((rows) => rows.filter((row) => row.a !== a));

  const columns: ColumnsType<Row> = [
    {
      title: 'Packed',
      key: 'packed',
      width: 80,
      align: 'center',
      // Uncontrolled on purpose: the tick lives in the DOM row, which React matches by key.
      render: (_, record) => <input type="checkbox" aria-label={`Packed ${record.a}`} />,
    },
    { title: 'Order', dataIndex: 'a', key: 'a', width: 120 },
    { title: 'Item', dataIndex: 'b', key: 'b', width: 160 },
    { title: 'Qty', dataIndex: 'c', key: 'c', width: 60 },
    {
      title: 'Action',
      key: 'action',
      width: 100,
      render: (_, record) => (
        <button type="button" aria-label={`Delete ${record.a}`} onClick={() => remove(record.a)}>
          Delete
        </button>
      ),
    },
  ];

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 16, marginBottom: 12 }}>
        <fieldset style={{ margin: 0, border: 0, padding: 0 }}>
          <legend style={{ marginBottom: 4 }}>Key rows by</legend>
          <label style={{ marginRight: 16 }}>
            <input type="radio" name={radioName} checked={keyMode === 'field'} onChange={() => setKeyMode('field')} />{' '}
            record.a (stable)
          </label>
          <label style={{ marginRight: 16 }}>
            <input type="radio" name={radioName} checked={keyMode === 'index'} onChange={() => setKeyMode('index')} />{' '}
            position in the list (unstable)
          </label>
        </fieldset>
        <button type="button" onClick={() => setData(initialData)}>
          Reset rows
        </button>
      </div>
      <Table
        columns={columns}
        data={data}
        rowKey={keyMode === 'field' ? (record) => record.a : (_, index) => index ?? 0}
      />
    </div>
  );
}
