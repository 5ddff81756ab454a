import './table-theme.css';
import { useRef, useState } from 'react';
import Table, { type ColumnsType, type ExpandIconProps } from '@rc-component/table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: number;
  d: string;
}

const columns: ColumnsType<Row> = [
  { title: 'Bed', dataIndex: 'a', key: 'a', width: 160 },
  { title: 'Crop', dataIndex: 'b', key: 'b', width: 140 },
  { title: 'Plants', dataIndex: 'c', key: 'c', width: 90, align: 'right' },
];

const data: Row[] = [
  {
    key: 'north',
    a: 'North bed',
    b: 'Broad beans',
    c: 24,
    d: 'Sown in November; pinch out the tips once the first pods set.',
  },
  {
    key: 'south',
    a: 'South bed',
    b: 'Tomatoes',
    c: 8,
    d: 'Tie in weekly and take out side shoots; feed once the first truss flowers.',
  },
  { key: 'pond', a: 'By the pond', b: 'Watercress', c: 30, d: 'Keep the roots wet; cut often so it does not flower.' },
  {
    key: 'shed',
    a: 'Behind the shed',
    b: 'Rhubarb',
    c: 2,
    d: 'Needs nothing until spring; mulch the crowns with compost.',
  },
];

// components.ExpandIcon draws both kinds of icon: `type: 'row'` in each row, and `type: 'all'` in the
// expand column's header once `expandable.showExpandAll` is on. `onClick` does the toggling for both.
function ExpandButton({ type, expanded, expandable, record, onClick }: ExpandIconProps<Row>) {
  if (!expandable) return null;
  const label =
    type === 'all'
      ? `${expanded ? 'Collapse' : 'Expand'} all beds`
      : `${expanded ? 'Hide' : 'Show'} notes on ${record.a}`;
  return (
    <button
      type="button"
      aria-label={label}
      aria-expanded={expanded}
      onClick={onClick}
      style={{ width: 24, height: 24, padding: 0, font: 'inherit', lineHeight: 1, cursor: 'pointer' }}
    >
      {type === 'all' ? (expanded ? '⊟' : '⊞') : expanded ? '−' : '+'}
    </button>
  );
}

export default function ExpandAll() {
  const [log, setLog] = useState<{ id: number; text: string }[]>([]);
  const nextId = useRef(0);
  const addLog = (text: string) => setLog((prev) => [{ id: nextId.current++, text }, ...prev].slice(0, 6));

  return (
    <div>
      <Table
        columns={columns}
        data={data}
        components={{ ExpandIcon: ExpandButton }}
        expandable={{
          expandedRowRender: (record) => <p style={{ margin: 0 }}>{record.d}</p>,
          // Watercress needs no notes page: its row has no icon, and expand-all leaves it closed.
          rowExpandable: (record) => record.key !== 'pond',
          showExpandAll: true,
          onExpandAll: (expanded) => addLog(`onExpandAll(${expanded})`),
          onExpand: (expanded, record) => addLog(`onExpand(${expanded}, ${record.a})`),
        }}
      />
      <p style={{ margin: '12px 0 4px', fontWeight: 600 }}>Event log (newest first)</p>
      {log.length === 0 ? (
        <p style={{ margin: 0, opacity: 0.7 }}>Nothing yet: use the icon in the header, or one in a row.</p>
      ) : null}
      <ul aria-label="Event log" style={{ margin: 0, paddingLeft: 20, fontFamily: 'monospace', fontSize: 12 }}>
        {log.map((entry) => (
          <li key={entry.id}>{entry.text}</li>
        ))}
      </ul>
    </div>
  );
}
