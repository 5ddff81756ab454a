import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
// RenderedCell (`{ children, props }`) is not re-exported from the package root.
import type { RenderedCell } from 'rc-table/lib/interface';

interface Row {
  key: string;
  name?: string;
  age?: number;
  tel?: string;
  phone?: string;
  address?: string;
  /** A note row has only this field and spans the whole table. */
  note?: string;
}

const data: Row[] = [
  { key: '1', name: 'John Brown', age: 32, tel: '555-0101', phone: '555-0181', address: 'New York No. 1 Lake Park' },
  // No mobile number: the home number takes both phone columns.
  { key: '2', name: 'Jim Green', age: 42, tel: '555-0102', address: 'London No. 1 Lake Park' },
  { key: '3', name: 'Joe Black', age: 32, tel: '555-0103', phone: '555-0183', address: 'Sydney No. 1 Lake Park' },
  { key: '4', name: 'Jim Red', age: 18, tel: '555-0103', phone: '555-0184', address: 'London No. 2 Lake Park' },
  { key: '5', name: 'Jake White', age: 18, tel: '555-0103', phone: '555-0185', address: 'Dublin No. 2 Lake Park' },
  { key: '6', note: 'Joe, Jim and Jake share one home phone line.' },
];

const COLUMN_COUNT = 5;

// Rows that repeat the home number of the row above are merged into that row's cell:
// the first row of a run gets rowSpan = run length, the others rowSpan 0 (not rendered).
function telRowSpan(index: number): number {
  const { tel } = data[index];
  if (tel === undefined) return 1;
  if (index > 0 && data[index - 1].tel === tel) return 0;
  let span = 1;
  while (data[index + span]?.tel === tel) span += 1;
  return span;
}

// The legacy way: `render` returns the cell content and the cell's props together.
// colSpan 0 hides a cell; the cell to its left has stretched over it.
function hiddenInNoteRow(value: string | number | undefined, record: Row): RenderedCell<Row> {
  return { children: value, props: record.note ? { colSpan: 0 } : {} };
}

const columns: ColumnsType<Row> = [
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    render: (name: string | undefined, record): RenderedCell<Row> =>
      record.note ? { children: record.note, props: { colSpan: COLUMN_COUNT } } : { children: name },
  },
  { title: 'Age', dataIndex: 'age', key: 'age', render: hiddenInNoteRow },
  {
    title: 'Phone',
    // The "Phone" header covers both the home and the mobile column.
    colSpan: 2,
    dataIndex: 'tel',
    key: 'tel',
    render: (tel: string | undefined, record, index): RenderedCell<Row> => ({
      children: tel,
      props: record.note ? { colSpan: 0 } : { rowSpan: telRowSpan(index), colSpan: record.phone ? 1 : 2 },
    }),
  },
  {
    title: 'Mobile',
    colSpan: 0,
    dataIndex: 'phone',
    key: 'phone',
    render: (phone: string | undefined, record): RenderedCell<Row> => ({
      children: phone,
      props: record.note || !record.phone ? { colSpan: 0 } : {},
    }),
  },
  { title: 'Address', dataIndex: 'address', key: 'address', render: hiddenInNoteRow },
];

export default function ColspanRowspanLegacyDemo() {
  return <Table columns={columns} data={data} />;
}
