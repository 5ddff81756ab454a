import './table-theme.css';
import { useRef, useState } from 'react';
import Table, { type ColumnsType } from 'rc-table';

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
        expandable={{
          // A click anywhere on the row toggles it, not only on the icon.
          expandRowByClick: true,
          expandedRowRender: (record) => <p style={{ margin: 0 }}>{record.d}</p>,
          onExpand: (expanded, record) => addLog(`${expanded ? 'Expanded' : 'Collapsed'} ${record.a}`),
          expandIcon: ({ expanded, record, onExpand }) => (
            <button
              type="button"
              aria-label={`${expanded ? 'Hide' : 'Show'} details of ${record.a}`}
              aria-expanded={expanded}
              // No stopPropagation needed: with expandRowByClick, rc-table wraps the icon in an
              // element that keeps its clicks from reaching the row.
              onClick={(e) => onExpand(record, e)}
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
          ),
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
