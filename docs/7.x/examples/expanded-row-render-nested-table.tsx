import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Line {
  key: string;
  a: string;
  b: number;
  c: number;
}

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
  lines: Line[];
}

const columns: ColumnsType<Row> = [
  { title: 'Order', dataIndex: 'a', key: 'a' },
  { title: 'Customer', dataIndex: 'b', key: 'b' },
  { title: 'Placed', dataIndex: 'c', key: 'c' },
  {
    title: 'Total',
    key: 'total',
    align: 'right',
    render: (_, record) => `€${record.lines.reduce((sum, line) => sum + line.b * line.c, 0).toFixed(2)}`,
  },
];

const lineColumns: ColumnsType<Line> = [
  { title: 'Item', dataIndex: 'a', key: 'a' },
  { title: 'Quantity', dataIndex: 'b', key: 'b', align: 'right' },
  { title: 'Unit price', dataIndex: 'c', key: 'c', align: 'right', render: (price: number) => `€${price.toFixed(2)}` },
];

const data: Row[] = [
  {
    key: '1',
    a: 'SO-2041',
    b: 'Harbour Café',
    c: '3 March',
    lines: [
      { key: '1', a: 'Espresso beans, 1 kg', b: 4, c: 18.5 },
      { key: '2', a: 'Oat milk, 12 pack', b: 2, c: 21 },
    ],
  },
  {
    key: '2',
    a: 'SO-2042',
    b: 'Pine Street Bakery',
    c: '3 March',
    lines: [
      { key: '1', a: 'Rye flour, 25 kg', b: 1, c: 32 },
      { key: '2', a: 'Sea salt, 5 kg', b: 1, c: 9.75 },
      { key: '3', a: 'Baking paper, 50 m', b: 6, c: 4.2 },
    ],
  },
  {
    key: '3',
    a: 'SO-2043',
    b: 'Lantern Books',
    c: '4 March',
    lines: [{ key: '1', a: 'Gift wrap, 10 rolls', b: 3, c: 12.9 }],
  },
];

export default function ExpandedRowRenderNestedTable() {
  return (
    <Table
      columns={columns}
      data={data}
      caption="Orders: expand one to see its lines"
      expandable={{
        defaultExpandedRowKeys: ['2'],
        // The order lines are a table of their own, with their own columns, keys and caption.
        expandedRowRender: (record) => (
          <Table
            columns={lineColumns}
            data={record.lines}
            caption={`Lines of ${record.a}`}
            style={{ margin: '4px 0' }}
          />
        ),
        expandIcon: ({ expanded, record, onExpand }) => (
          <button
            type="button"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Hide' : 'Show'} the lines of ${record.a}`}
            onClick={(event) => onExpand(record, event)}
            style={{ width: 22, height: 22, padding: 0, font: 'inherit', lineHeight: 1, cursor: 'pointer' }}
          >
            {expanded ? '−' : '+'}
          </button>
        ),
      }}
    />
  );
}
