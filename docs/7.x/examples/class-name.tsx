import './table-theme.css';
import './class-name.css';
import Table, { type ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: number;
  d: string;
}

const data: Row[] = [
  { key: '1', a: 'Invoice 2041', b: 'Northwind', c: 1280, d: 'Paid' },
  { key: '2', a: 'Invoice 2042', b: 'Bluebird Ltd', c: 640, d: 'Pending' },
  { key: '3', a: 'Invoice 2043', b: 'Acme Parts', c: 2315, d: 'Paid' },
  { key: '4', a: 'Invoice 2044', b: 'Kestrel & Co', c: 98, d: 'Overdue' },
];

const columns: ColumnsType<Row> = [
  { title: 'Document', dataIndex: 'a', key: 'a', width: 140 },
  { title: 'Customer', dataIndex: 'b', key: 'b', width: 160 },
  // A column className goes on the header cell and on every body cell of the column.
  {
    title: 'Amount',
    dataIndex: 'c',
    key: 'c',
    width: 100,
    align: 'right',
    className: 'class-name-amount',
  },
  { title: 'Status', dataIndex: 'd', key: 'd', width: 100 },
];

export default function ClassNames() {
  return (
    <div>
      <Table
        className="class-name-table"
        columns={columns}
        data={data}
        rowClassName={(_, index) => (index % 2 === 1 ? 'class-name-row-odd' : 'class-name-row-even')}
        expandable={{
          defaultExpandedRowKeys: ['1'],
          expandedRowRender: (record) => (
            <span>
              Details for {record.a}: billed to {record.b}, status {record.d.toLowerCase()}.
            </span>
          ),
          expandedRowClassName: 'class-name-expanded',
          // A focusable <button> with aria-expanded: rc-table's default icon is a <span> the keyboard cannot reach.
          expandIcon: ({ expanded, expandable, record, onExpand }) =>
            expandable ? (
              <button
                type="button"
                aria-expanded={expanded}
                aria-label={`${expanded ? 'Collapse' : 'Expand'} ${record.a}`}
                onClick={(event) => onExpand(record, event)}
                style={{ width: 22, height: 22, padding: 0, font: 'inherit', lineHeight: 1, cursor: 'pointer' }}
              >
                {expanded ? '−' : '+'}
              </button>
            ) : null,
        }}
      />
      <ul className="class-name-legend">
        <li>
          <code>className</code> → <code>.class-name-table</code>: the dashed outline around the table
        </li>
        <li>
          <code>rowClassName</code> → <code>.class-name-row-odd</code>: the shaded stripes on every second row
        </li>
        <li>
          column <code>className</code> → <code>.class-name-amount</code>: the bold, tinted Amount column
        </li>
        <li>
          <code>expandable.expandedRowClassName</code> → <code>.class-name-expanded</code>: the italic, tinted detail
          row
        </li>
      </ul>
    </div>
  );
}
