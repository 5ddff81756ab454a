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

const data: Row[] = [
  { key: '1', a: 'Trail shoes', b: 'Footwear', c: 89, d: 'Grippy soles for wet rock and mud.' },
  { key: '2', a: 'Rain shell', b: 'Clothing', c: 140, d: 'Packs into its own pocket.' },
  { key: '3', a: 'Head torch', b: 'Equipment', c: 35, d: 'Three brightness levels.' },
];

const columns: ColumnsType<Row> = [
  { title: 'Product', dataIndex: 'a', key: 'a', width: 160 },
  { title: 'Category', dataIndex: 'b', key: 'b', width: 140 },
  {
    title: 'Price',
    dataIndex: 'c',
    key: 'c',
    width: 90,
    align: 'right',
    render: (price: number) => `€${price}`,
  },
];

// components.ExpandIcon draws the expand icons (1.x deprecates expandable.expandIcon). The onClick it is
// given toggles the row and keeps the click from reaching the row (onRow, expandRowByClick).
// A focusable <button> with aria-expanded: the default row icon is a <span> the keyboard cannot reach.
function ExpandButton({ expanded, record, onClick }: ExpandIconProps<Row>) {
  // record is undefined only for the header's expand-all icon, which this demo does not show.
  if (!record) return null;
  return (
    <button
      type="button"
      aria-label={`${expanded ? 'Hide' : 'Show'} details of ${record.a}`}
      aria-expanded={expanded}
      onClick={onClick}
      style={{
        padding: '2px 8px',
        font: 'inherit',
        whiteSpace: 'nowrap',
        cursor: 'pointer',
      }}
    >
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          marginRight: 4,
          transition: 'transform 0.2s',
          transform: expanded ? 'rotate(90deg)' : 'none',
        }}
      >
        ▶
      </span>
      {expanded ? 'Hide' : 'Details'}
    </button>
  );
}

export default function ExpandIcon() {
  const [log, setLog] = useState<{ id: number; text: string }[]>([]);
  const nextId = useRef(0);
  const addLog = (text: string) => {
    const id = nextId.current++;
    setLog((entries) => [{ id, text }, ...entries].slice(0, 10));
  };

  return (
    <div>
      <Table
        columns={columns}
        data={data}
        components={{ ExpandIcon: ExpandButton }}
        expandable={{
          // A click anywhere on the row toggles it, not only on the icon.
          expandRowByClick: true,
          expandedRowRender: (record) => <p style={{ margin: 0 }}>{record.d}</p>,
          onExpand: (expanded, record) => addLog(`${expanded ? 'Expanded' : 'Collapsed'} ${record.a}`),
        }}
        onRow={() => ({ style: { cursor: 'pointer' } })}
      />
      <p style={{ margin: '12px 0 4px', fontWeight: 600 }}>Event log (newest first)</p>
      {log.length === 0 ? (
        <p style={{ margin: 0, opacity: 0.7 }}>Nothing yet: click a row or its Details button.</p>
      ) : null}
      <ul aria-label="Event log" style={{ margin: 0, paddingLeft: 20, fontFamily: 'monospace', fontSize: 12 }}>
        {log.map((entry) => (
          <li key={entry.id}>{entry.text}</li>
        ))}
      </ul>
    </div>
  );
}
