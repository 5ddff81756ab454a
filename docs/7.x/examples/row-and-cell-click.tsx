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

export default function RowAndCellClick() {
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
      // onCell returns props for the <td>; its click fires before the row's, then bubbles up to it.
      onCell: (record) => ({
        onClick: () => addLog(`Age cell clicked: ${record.age} (${record.name})`),
      }),
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
          indentSize: 20,
          // A focusable <button> with aria-expanded: rc-table's default icon is a <span> the keyboard cannot reach.
          expandIcon: ({ expanded, expandable, record, onExpand }) =>
            expandable ? (
              <button
                type="button"
                aria-expanded={expanded}
                aria-label={`${expanded ? 'Collapse' : 'Expand'} ${record.name}`}
                onClick={(event) => {
                  // Like rc-table's own icon: a toggle is not a row click.
                  event.stopPropagation();
                  onExpand(record, event);
                }}
                style={{
                  width: 22,
                  height: 22,
                  marginRight: 6,
                  padding: 0,
                  font: 'inherit',
                  lineHeight: 1,
                  cursor: 'pointer',
                }}
              >
                {expanded ? '−' : '+'}
              </button>
            ) : (
              // Leaves get a spacer as wide as the button, so siblings line up.
              <span style={{ display: 'inline-block', width: 22, marginRight: 6 }} />
            ),
        }}
        // onRow returns props for the <tr>.
        onRow={(record) => ({
          onClick: (e) => addLog(`Row ${e.shiftKey ? 'shift-clicked' : 'clicked'}: ${record.name}`),
          onDoubleClick: () => addLog(`Row double-clicked: ${record.name}`),
          // Shift-click and double click would otherwise select text.
          style: { cursor: 'pointer', userSelect: 'none' },
        })}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '12px 0 4px' }}>
        <strong>Event log (newest first)</strong>
        <button type="button" disabled={log.length === 0} onClick={() => setLog([])}>
          Clear log
        </button>
      </div>
      {log.length === 0 ? (
        <p style={{ margin: 0, opacity: 0.7 }}>Nothing yet: click, shift-click or double-click a row.</p>
      ) : null}
      <ul aria-label="Event log" style={{ margin: 0, paddingLeft: 20, fontFamily: 'monospace', fontSize: 12 }}>
        {log.map((entry) => (
          <li key={entry.id}>{entry.text}</li>
        ))}
      </ul>
    </div>
  );
}
