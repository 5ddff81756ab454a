import './table-theme.css';
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: number;
  d: string;
  stops: string[];
}

const columns: ColumnsType<Row> = [
  { title: 'Route', dataIndex: 'a', key: 'a', width: 110 },
  { title: 'Driver', dataIndex: 'b', key: 'b', width: 140 },
  { title: 'Stops', dataIndex: 'c', key: 'c', width: 90, align: 'right' },
  { title: 'Depot', dataIndex: 'd', key: 'd', width: 160 },
  { title: 'Vehicle', key: 'vehicle', width: 160, render: (_, record) => `Van ${record.key.toUpperCase()}` },
  { title: 'Window', key: 'window', width: 160, render: (_, record) => `${8 + (record.c % 4)}:00 to 16:00` },
];

const depots = ['North yard', 'River dock', 'East hub'];
const streets = ['Mill Lane', 'Quarry Road', 'Orchard Way', 'Station Street', 'Harbour View', 'Elm Court'];

// 24 routes made from a formula, each with a few stops to show in its expanded row.
const data: Row[] = Array.from({ length: 24 }, (_, i) => ({
  key: `r${i + 1}`,
  a: `R-${String(101 + i)}`,
  b: ['Ada', 'Bram', 'Chiara', 'Dev', 'Elif', 'Femi'][i % 6],
  c: 3 + ((i * 5) % 7),
  d: depots[i % depots.length],
  stops: Array.from({ length: 3 + (i % 3) }, (__, j) => streets[(i + j) % streets.length]),
}));

export default function ExpandedRowRenderOffset() {
  const [offset, setOffset] = useState(2);
  return (
    <div>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        expandedRowOffset
        <select value={offset} onChange={(event) => setOffset(Number(event.target.value))}>
          <option value={0}>0 (the expanded row spans every column)</option>
          <option value={1}>1 (the expand column stays beside it)</option>
          <option value={2}>2 (the expand column and Route stay beside it)</option>
        </select>
      </label>
      <Table
        columns={columns}
        data={data}
        // 64px: the height of this site's header bar, which the sticky table header stops under.
        sticky={{ offsetHeader: 64 }}
        scroll={{ x: 900 }}
        expandable={{
          expandedRowOffset: offset,
          defaultExpandedRowKeys: ['r1', 'r3'],
          expandedRowRender: (record) => (
            <ol style={{ margin: 0, paddingLeft: 20 }} aria-label={`Stops of ${record.a}`}>
              {record.stops.map((stop) => (
                <li key={stop}>{stop}</li>
              ))}
            </ol>
          ),
          expandIcon: ({ expanded, record, onExpand }) => (
            <button
              type="button"
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Hide' : 'Show'} the stops of ${record.a}`}
              onClick={(event) => onExpand(record, event)}
              style={{ width: 22, height: 22, padding: 0, font: 'inherit', lineHeight: 1, cursor: 'pointer' }}
            >
              {expanded ? '−' : '+'}
            </button>
          ),
        }}
      />
    </div>
  );
}
