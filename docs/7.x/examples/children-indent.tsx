import './table-theme.css';
import { useRef, useState } from 'react';
import Table, { type ColumnsType } from 'rc-table';

interface Row {
  key: string;
  name: string;
  age: number;
  address: string;
  children?: Row[];
}

// Nine records in two trees, up to four levels deep.
const data: Row[] = [
  {
    key: '1',
    name: 'Alder Hughes',
    age: 68,
    address: '1 Oak Row, Leeds',
    children: [
      { key: '1-1', name: 'Bea Hughes', age: 41, address: '9 Elm Court, York' },
      {
        key: '1-2',
        name: 'Cal Hughes',
        age: 38,
        address: '22 Ash Grove, Hull',
        children: [{ key: '1-2-1', name: 'Dora Hughes', age: 12, address: '22 Ash Grove, Hull' }],
      },
      {
        key: '1-3',
        name: 'Edith Hughes',
        age: 44,
        address: '5 Pine Walk, Bath',
        children: [
          {
            key: '1-3-1',
            name: 'Finn Walsh',
            age: 19,
            address: '5 Pine Walk, Bath',
            children: [
              { key: '1-3-1-1', name: 'Gus Walsh', age: 1, address: '5 Pine Walk, Bath' },
              { key: '1-3-1-2', name: 'Hedy Walsh', age: 0, address: '5 Pine Walk, Bath' },
            ],
          },
        ],
      },
    ],
  },
  { key: '2', name: 'Ivo Petrov', age: 57, address: '40 Canal Street, Bristol' },
];

export default function ChildrenIndent() {
  const [log, setLog] = useState<{ id: number; text: string }[]>([]);
  const nextId = useRef(0);
  const addLog = (text: string) => {
    const id = nextId.current++;
    setLog((entries) => [{ id, text }, ...entries].slice(0, 10));
  };

  const columns: ColumnsType<Row> = [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 260 },
    {
      title: 'Age',
      dataIndex: 'age',
      key: 'age',
      width: 80,
      // Re-render this cell only when its own value changes, not on every table update.
      shouldCellUpdate: (record, prevRecord) => record.age !== prevRecord.age,
    },
    { title: 'Address', dataIndex: 'address', key: 'address' },
  ];

  return (
    <div>
      <Table
        columns={columns}
        data={data}
        expandable={{
          defaultExpandAllRows: true,
          indentSize: 30,
          onExpand: (expanded, record) => addLog(`${expanded ? 'Expanded' : 'Collapsed'} ${record.name}`),
          onExpandedRowsChange: (keys) => addLog(`Expanded keys: ${keys.join(', ') || 'none'}`),
          expandIcon: ({ expanded, expandable, record, onExpand }) =>
            expandable ? (
              <button
                type="button"
                aria-label={`${expanded ? 'Collapse' : 'Expand'} ${record.name}`}
                aria-expanded={expanded}
                onClick={(e) => {
                  // Keep the click from reaching the row.
                  e.stopPropagation();
                  onExpand(record, e);
                }}
                style={{
                  width: 22,
                  marginRight: 6,
                  padding: 0,
                  font: 'inherit',
                  cursor: 'pointer',
                }}
              >
                {expanded ? '−' : '+'}
              </button>
            ) : (
              // Leaves get a spacer of the same width so names stay aligned with their siblings.
              <span style={{ display: 'inline-block', width: 22, marginRight: 6 }} />
            ),
        }}
      />
      <p style={{ margin: '12px 0 4px', fontWeight: 600 }}>Event log (newest first)</p>
      {log.length === 0 ? <p style={{ margin: 0, opacity: 0.7 }}>Nothing yet: collapse or expand a row.</p> : null}
      <ul aria-label="Event log" style={{ margin: 0, paddingLeft: 20, fontFamily: 'monospace', fontSize: 12 }}>
        {log.map((entry) => (
          <li key={entry.id}>{entry.text}</li>
        ))}
      </ul>
    </div>
  );
}
