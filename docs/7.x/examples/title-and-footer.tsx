import './table-theme.css';
import { useState } from 'react';
import Table, { Summary, type ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
  d: string;
  value: number;
  value2: number;
}

const allRows: Row[] = [
  { key: '1', a: 'North', b: 'Ines Duarte', c: 'Oslo', d: 'New store', value: 120, value2: 134 },
  { key: '2', a: 'South', b: 'Kofi Mensah', c: 'Seville', d: 'Stable', value: 98, value2: 91 },
  { key: '3', a: 'East', b: 'Hana Sato', c: 'Warsaw', d: 'Two partners', value: 143, value2: 160 },
  { key: '4', a: 'West', b: 'Mara Okafor', c: 'Porto', d: 'Low stock', value: 77, value2: 65 },
  { key: '5', a: 'Central', b: 'Tom Lind', c: 'Prague', d: 'Stable', value: 110, value2: 118 },
];

const total = (rows: readonly Row[], field: 'value' | 'value2') => rows.reduce((sum, row) => sum + row[field], 0);

export default function TitleAndFooter() {
  const [count, setCount] = useState(3);
  const [fixFirst, setFixFirst] = useState(false);
  const data = allRows.slice(0, count);

  const columns: ColumnsType<Row> = [
    { title: 'Region', dataIndex: 'a', key: 'a', width: 120, fixed: fixFirst ? 'left' : undefined },
    { title: 'Manager', dataIndex: 'b', key: 'b', width: 160 },
    { title: 'Office', dataIndex: 'c', key: 'c', width: 120 },
    { title: 'Notes', dataIndex: 'd', key: 'd', width: 240 },
    { title: 'Q1 units', dataIndex: 'value', key: 'value', width: 100, align: 'right' },
    { title: 'Q2 units', dataIndex: 'value2', key: 'value2', width: 100, align: 'right' },
  ];

  return (
    <div>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 12,
          marginBottom: 12,
        }}
      >
        <button type="button" disabled={count >= allRows.length} onClick={() => setCount((n) => n + 1)}>
          Add row
        </button>
        <button type="button" disabled={count <= 1} onClick={() => setCount((n) => n - 1)}>
          Remove row
        </button>
        <label>
          <input type="checkbox" checked={fixFirst} onChange={(e) => setFixFirst(e.target.checked)} /> Fix the first
          column (scroll.x 2000)
        </label>
      </div>
      <Table
        columns={columns}
        data={data}
        scroll={fixFirst ? { x: 2000 } : undefined}
        // rc-table mistakes a top-level `title` for a legacy expand prop and warns unless an
        // `expandable` object is present (react-component/table#924); an empty one is enough.
        expandable={{}}
        // title, footer and summary all receive the rows currently shown.
        title={(rows) => `Sales by region: ${rows.length} regions`}
        footer={(rows) => `Footer: Q1 to Q2 change ${total(rows, 'value2') - total(rows, 'value')} units`}
        summary={(rows) => (
          <Summary.Row>
            <Summary.Cell index={0}>Total</Summary.Cell>
            <Summary.Cell index={1} />
            <Summary.Cell index={2} />
            <Summary.Cell index={3} />
            <Summary.Cell index={4} align="right">
              {total(rows, 'value')}
            </Summary.Cell>
            <Summary.Cell index={5} align="right">
              {total(rows, 'value2')}
            </Summary.Cell>
          </Summary.Row>
        )}
      />
    </div>
  );
}
