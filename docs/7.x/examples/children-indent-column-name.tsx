import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

// The records keep their sub-records under `parts`, as an API might send them; `children` is not used.
interface Row {
  key: string;
  a: string;
  b: number;
  parts?: Row[];
}

const data: Row[] = [
  {
    key: 'bike',
    a: 'Bicycle',
    b: 1,
    parts: [
      { key: 'frame', a: 'Frame', b: 1 },
      {
        key: 'wheel',
        a: 'Wheel',
        b: 2,
        parts: [
          { key: 'rim', a: 'Rim', b: 1 },
          { key: 'spoke', a: 'Spoke', b: 32 },
        ],
      },
    ],
  },
  { key: 'lock', a: 'Lock', b: 1 },
];

const columns: ColumnsType<Row> = [
  { title: 'Part', dataIndex: 'a', key: 'a' },
  { title: 'Quantity', dataIndex: 'b', key: 'b', align: 'right' },
];

export default function ChildrenIndentColumnName() {
  return (
    <Table
      columns={columns}
      data={data}
      expandable={{
        childrenColumnName: 'parts',
        defaultExpandAllRows: true,
        indentSize: 24,
        expandIcon: ({ expanded, expandable, record, onExpand }) =>
          expandable ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Collapse' : 'Expand'} ${record.a}`}
              onClick={(event) => onExpand(record, event)}
              style={{ width: 22, height: 22, padding: 0, marginRight: 6, font: 'inherit', lineHeight: 1 }}
            >
              {expanded ? '−' : '+'}
            </button>
          ) : (
            <span style={{ display: 'inline-block', width: 28 }} />
          ),
      }}
    />
  );
}
