import './table-theme.css';
import { useState, type Key } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
}

const data: Row[] = [
  { key: 'tent', a: 'Two-person tent', b: '2.1 kg', c: 'Sets up in five minutes with two crossing poles.' },
  { key: 'stove', a: 'Camping stove', b: '0.4 kg', c: 'Screws onto a gas canister; boils a litre in four minutes.' },
  { key: 'lamp', a: 'Head lamp', b: '0.1 kg', c: 'Three brightness levels and a red night mode.' },
];

export default function ExpandedRowRenderNoExpandColumn() {
  const [showExpandColumn, setShowExpandColumn] = useState(false);
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>(['stove']);
  const toggle = (key: string) =>
    setExpandedKeys((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const columns: ColumnsType<Row> = [
    { title: 'Item', dataIndex: 'a', key: 'a' },
    { title: 'Weight', dataIndex: 'b', key: 'b' },
    {
      title: 'Notes',
      key: 'notes',
      // With the expand column hidden, this button is the row's toggle.
      render: (_, record) => (
        <button type="button" aria-expanded={expandedKeys.includes(record.key)} onClick={() => toggle(record.key)}>
          {expandedKeys.includes(record.key) ? 'Hide notes' : 'Show notes'}
        </button>
      ),
    },
  ];

  return (
    <div>
      <label style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}>
        <input
          type="checkbox"
          checked={showExpandColumn}
          onChange={(event) => setShowExpandColumn(event.target.checked)}
        />
        showExpandColumn
      </label>
      <Table
        columns={columns}
        data={data}
        expandable={{
          showExpandColumn,
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
          expandedRowRender: (record) => <p style={{ margin: 0 }}>{record.c}</p>,
          expandIcon: ({ expanded, record, onExpand }) => (
            <button
              type="button"
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Hide' : 'Show'} the notes on ${record.a}`}
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
