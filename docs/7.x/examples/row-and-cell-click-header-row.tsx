import './table-theme.css';
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: number;
}

const columns: ColumnsType<Row> = [
  { title: 'Planet', dataIndex: 'a', key: 'a' },
  {
    title: 'Sizes',
    key: 'sizes',
    children: [
      { title: 'Moons', dataIndex: 'b', key: 'b', align: 'right' },
      { title: 'Day (hours)', dataIndex: 'c', key: 'c', align: 'right' },
    ],
  },
];

const data: Row[] = [
  { key: 'mars', a: 'Mars', b: 2, c: 24.6 },
  { key: 'jupiter', a: 'Jupiter', b: 95, c: 9.9 },
  { key: 'saturn', a: 'Saturn', b: 146, c: 10.7 },
];

export default function RowAndCellClickHeaderRow() {
  const [log, setLog] = useState<string[]>([]);
  const write = (line: string) => setLog((lines) => [line, ...lines].slice(0, 5));
  return (
    <div>
      <Table
        columns={columns}
        data={data}
        // onHeaderRow is called once per header row: here two, since Sizes groups two columns.
        onHeaderRow={(rowColumns, index) => ({
          onClick: () =>
            write(
              `Header row ${index} clicked: ${rowColumns.map((c) => (typeof c.title === 'string' ? c.title : String(c.key))).join(', ')}`,
            ),
          style: { cursor: 'pointer' },
        })}
      />
      <ol aria-label="Event log" style={{ fontSize: 13, minHeight: 24 }}>
        {log.length ? log.map((line, i) => <li key={`${i}-${line}`}>{line}</li>) : <li>Click a header row.</li>}
      </ol>
    </div>
  );
}
