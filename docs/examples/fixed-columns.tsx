import 'rc-table/assets/index.css';
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

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'a', key: 'a', width: 100, fixed: 'left' },
  {
    // A header that wraps onto two lines; the fixed header keeps its height in sync.
    title: (
      <>
        Age
        <br />
        (years)
      </>
    ),
    dataIndex: 'b',
    key: 'b',
    width: 80,
    fixed: 'left',
  },
  { title: 'Description', dataIndex: 'c', key: 'c', width: 200, ellipsis: true },
  ...Array.from({ length: 7 }, (_, i) => ({
    title: `Column ${i + 4}`,
    dataIndex: 'd',
    key: `d${i + 4}`,
    width: 100,
  })),
  { title: 'City', dataIndex: 'd', key: 'city', width: 100, fixed: 'right' },
  {
    title: 'Action',
    key: 'action',
    width: 100,
    fixed: 'right',
    render: (_, record) => <a href={`#row-${record.key}`}>View {record.a}</a>,
  },
];

const data: Row[] = [
  { key: '1', a: 'Ada', b: 36, c: 'Short note', d: 'London' },
  { key: '2', a: 'Ben', b: 41, c: 'Another short note', d: 'Leeds' },
  {
    key: '3',
    a: 'Cleo',
    b: 29,
    c: 'A very long description that does not fit into its 200px column, so the cell cuts it off with an ellipsis instead of wrapping it onto several lines and stretching the row.',
    d: 'York',
  },
  { key: '4', a: 'Dan', b: 52, c: 'Short note', d: 'Bath' },
  { key: '5', a: 'Eve', b: 33, c: 'Short note', d: 'Hull' },
  { key: '6', a: 'Finn', b: 24, c: 'Short note', d: 'Derby' },
  { key: '7', a: 'Gail', b: 47, c: 'Short note', d: 'Poole' },
  { key: '8', a: 'Hugo', b: 38, c: 'Short note', d: 'Ely' },
  { key: '9', a: 'Iris', b: 30, c: 'Short note', d: 'Truro' },
];

export default function FixedColumns() {
  const [fixHeader, setFixHeader] = useState(false);

  return (
    <div>
      <label>
        <input type="checkbox" checked={fixHeader} onChange={(event) => setFixHeader(event.target.checked)} /> Fix
        header (scroll.y 200)
      </label>
      <Table<Row>
        columns={columns}
        data={data}
        scroll={{ x: 1400, y: fixHeader ? 200 : undefined }}
        summary={(rows) => (
          // `fixed` keeps the summary visible under a scrolling body.
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                {`Total age: ${rows.reduce((sum, row) => sum + row.b, 0)}`}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={8}>
                This cell spans the eight scrolling columns
              </Table.Summary.Cell>
              <Table.Summary.Cell index={10}>{`${rows.length} rows`}</Table.Summary.Cell>
              <Table.Summary.Cell index={11}>End</Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </div>
  );
}
