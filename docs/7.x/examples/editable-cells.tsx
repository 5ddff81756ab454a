import './table-theme.css';
import { useState, type ComponentProps, type KeyboardEvent, type TdHTMLAttributes } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  name: string;
  age: number;
  address: string;
}

type Field = 'name' | 'address';

/** What onCell hands to the cell component on top of rc-table's own td props. */
interface EditableProps {
  record?: Row;
  field?: Field;
  onSave?: (record: Row, field: Field, value: string) => void;
}

// components.body.cell: rc-table renders it for every body cell with the td props, plus what onCell returns.
function EditableCell({
  record,
  field,
  onSave,
  children,
  ...tdProps
}: TdHTMLAttributes<HTMLTableCellElement> & EditableProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (!record || !field || !onSave) return <td {...tdProps}>{children}</td>;
  const finish = (save: boolean) => {
    if (save && draft !== null && draft.trim()) onSave(record, field, draft.trim());
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') finish(false);
  };
  return (
    <td {...tdProps}>
      {draft === null ? (
        <button
          type="button"
          className="editable-cell-value"
          aria-label={`Edit ${field} of ${record.name}: ${record[field]}`}
          onClick={() => setDraft(record[field])}
          style={{
            display: 'block',
            width: '100%',
            padding: 0,
            border: 0,
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            textAlign: 'inherit',
            cursor: 'text',
          }}
        >
          {children}
        </button>
      ) : (
        <input
          aria-label={`New ${field} of ${record.name}`}
          value={draft}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the reader asked to edit this very cell
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => finish(true)}
          style={{ width: '100%', boxSizing: 'border-box', font: 'inherit' }}
        />
      )}
    </td>
  );
}

// components.header.table: the header's own table element, used when the header is separate (scroll.y or sticky).
function HeaderTable(props: ComponentProps<'table'>) {
  return <table {...props} style={{ ...props.style, borderBottom: '2px solid #3b6fd4' }} />;
}

const initial: Row[] = [
  { key: '1', name: 'Rosa Lind', age: 34, address: '12 Birch Row' },
  { key: '2', name: 'Tomás Ferreira', age: 41, address: '3 Quay Street' },
  { key: '3', name: 'Mei Tanaka', age: 28, address: '88 Hill Terrace' },
  { key: '4', name: 'Kwame Mensah', age: 52, address: '5 Garden Close' },
];

export default function EditableCells() {
  const [data, setData] = useState(initial);
  const onSave = (record: Row, field: Field, value: string) =>
    setData((rows) => rows.map((row) => (row.key === record.key ? { ...row, [field]: value } : row)));
  const editable = (field: Field) => (record: Row) =>
    // onCell returns td attributes in rc-table's types; these extra props are for EditableCell only.
    ({ record, field, onSave }) as EditableProps as TdHTMLAttributes<HTMLTableCellElement>;

  const columns: ColumnsType<Row> = [
    { title: 'Name', dataIndex: 'name', key: 'name', width: '35%', onCell: editable('name') },
    { title: 'Age', dataIndex: 'age', key: 'age', width: 80, align: 'right' },
    { title: 'Address', dataIndex: 'address', key: 'address', onCell: editable('address') },
  ];

  return (
    <div>
      <p style={{ margin: '0 0 8px' }}>Click a name or an address to edit it; Enter saves, Escape cancels.</p>
      <Table
        columns={columns}
        data={data}
        scroll={{ y: 240 }}
        components={{ header: { table: HeaderTable }, body: { cell: EditableCell } }}
      />
    </div>
  );
}
