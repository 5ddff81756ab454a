import './table-theme.css';
import { useState, type Key } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, ExpandIconProps } from '@rc-component/table';

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

// components.ExpandIcon draws the expand icons (1.x deprecates expandable.expandIcon). The onClick it is
// given toggles the row and keeps the click from reaching the row (onRow, expandRowByClick).
// A focusable <button> with aria-expanded: the default row icon is a <span> the keyboard cannot reach.
function ExpandButton({ expanded, record, onClick }: ExpandIconProps<Row>) {
  // record is undefined only for the header's expand-all icon, which this demo does not show.
  if (!record) return null;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Hide' : 'Show'} the notes on ${record.a}`}
      onClick={onClick}
      style={{ width: 22, height: 22, padding: 0, font: 'inherit', lineHeight: 1, cursor: 'pointer' }}
    >
      {expanded ? '−' : '+'}
    </button>
  );
}

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
        components={{ ExpandIcon: ExpandButton }}
        expandable={{
          showExpandColumn,
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
          expandedRowRender: (record) => <p style={{ margin: 0 }}>{record.c}</p>,
        }}
      />
    </div>
  );
}
