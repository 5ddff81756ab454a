import './table-theme.css';
import Table from '@rc-component/table';
import type { ColumnsType, ExpandIconProps } from '@rc-component/table';

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

// components.ExpandIcon draws the expand icons (1.x deprecates expandable.expandIcon). The onClick it is
// given toggles the row and keeps the click from reaching the row (onRow, expandRowByClick).
// A focusable <button> with aria-expanded: the default row icon is a <span> the keyboard cannot reach.
function ExpandButton({ expanded, expandable, record, onClick }: ExpandIconProps<Row>) {
  // record is undefined only for the header's expand-all icon, which this demo does not show.
  if (!record) return null;
  return expandable ? (
    <button
      type="button"
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Collapse' : 'Expand'} ${record.a}`}
      onClick={onClick}
      style={{ width: 22, height: 22, padding: 0, marginRight: 6, font: 'inherit', lineHeight: 1 }}
    >
      {expanded ? '−' : '+'}
    </button>
  ) : (
    <span style={{ display: 'inline-block', width: 28 }} />
  );
}

export default function ChildrenIndentColumnName() {
  return (
    <Table
      columns={columns}
      data={data}
      components={{ ExpandIcon: ExpandButton }}
      expandable={{
        childrenColumnName: 'parts',
        defaultExpandAllRows: true,
        indentSize: 24,
      }}
    />
  );
}
