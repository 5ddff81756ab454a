import 'rc-table/assets/index.css';
import { useCallback, useMemo, useState, type Key } from 'react';
import Table from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
  d: string;
}

const initialData: Row[] = [
  { key: '1', a: 'Row 1', b: 'Hardware', c: 'Screws, bolts and washers', d: 'Has details' },
  { key: '2', a: 'Row 2', b: 'Garden', c: 'Seeds and bulbs', d: 'No details' },
  { key: '3', a: 'Row 3', b: 'Kitchen', c: 'Pans, knives and boards', d: 'Has details' },
  ...Array.from({ length: 10 }, (_, i) => ({
    key: String(i + 4),
    a: `Row ${i + 4}`,
    b: ['Hardware', 'Garden', 'Kitchen'][i % 3],
    c: `Generated row number ${i + 4}`,
    d: i % 4 === 1 ? 'No details' : 'Has details',
  })),
];

// Rows marked "No details" get no expand icon and cannot be expanded.
const rowExpandable = (record: Row) => record.d !== 'No details';

const options = {
  columnTitle: 'Expand column title (columnTitle)',
  expandRowByClick: 'Expand by clicking the row (expandRowByClick)',
  fixColumns: 'Fix first and last columns (fixed)',
  scrollX: 'Scroll horizontally (scroll.x 2000)',
  scrollY: 'Fix header (scroll.y 300)',
  secondColumn: 'Expand icon in the second column (EXPAND_COLUMN)',
  fixRight: "Expand column pinned right (expandable.fixed: 'right')",
} as const;

type OptionName = keyof typeof options;

// Each pair of options puts the expand column in a different place, so only one can be on.
const conflicts: Partial<Record<OptionName, OptionName>> = {
  secondColumn: 'fixRight',
  fixRight: 'secondColumn',
};

export default function ExpandedRowRender() {
  const [data, setData] = useState(initialData);
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);
  const [checked, setChecked] = useState<Record<OptionName, boolean>>({
    columnTitle: false,
    expandRowByClick: false,
    fixColumns: false,
    scrollX: false,
    scrollY: false,
    secondColumn: false,
    fixRight: false,
  });

  const remove = useCallback((key: string) => {
    setData((rows) => rows.filter((row) => row.key !== key));
    setExpandedKeys((keys) => keys.filter((k) => k !== key));
  }, []);

  // rc-table only rebuilds its expand column when `columns` change, so the
  // columns depend on every option, not just the ones they read.
  const columns = useMemo<ColumnsType<Row>>(() => {
    const fixed = checked.fixColumns;
    const first: ColumnsType<Row>[number] = {
      title: 'Name',
      dataIndex: 'a',
      key: 'a',
      width: 100,
      fixed: fixed ? 'left' : undefined,
    };
    const rest: ColumnsType<Row> = [
      { title: 'Category', dataIndex: 'b', key: 'b', width: 120 },
      { title: 'Description', dataIndex: 'c', key: 'c', width: 240 },
      { title: 'Details', dataIndex: 'd', key: 'd', width: 120 },
      {
        title: 'Action',
        key: 'action',
        width: 100,
        fixed: fixed ? 'right' : undefined,
        render: (_, record) => (
          <button
            type="button"
            aria-label={`Delete ${record.a}`}
            // Keep the click from also toggling the row when expandRowByClick is on.
            onClick={(event) => {
              event.stopPropagation();
              remove(record.key);
            }}
          >
            Delete
          </button>
        ),
      },
    ];
    return checked.secondColumn ? [first, Table.EXPAND_COLUMN, ...rest] : [first, ...rest];
  }, [checked, remove]);

  const expandableKeys = data.filter(rowExpandable).map((row) => row.key);
  const allExpanded = expandableKeys.length > 0 && expandableKeys.every((key) => expandedKeys.includes(key));

  const expandable: TableProps<Row>['expandable'] = {
    expandedRowKeys: expandedKeys,
    onExpandedRowsChange: setExpandedKeys,
    expandedRowRender: (record) => <p style={{ margin: 0 }}>{`Extra details for ${record.a}: ${record.c}.`}</p>,
    rowExpandable,
    columnTitle: checked.columnTitle ? 'More' : undefined,
    expandRowByClick: checked.expandRowByClick,
    fixed: checked.fixRight ? 'right' : undefined,
  };

  return (
    <div>
      <fieldset style={{ border: 0, margin: '0 0 12px', padding: 0 }}>
        <legend style={{ marginBottom: 8 }}>Options</legend>
        {(Object.keys(options) as OptionName[]).map((name) => {
          const other = conflicts[name];
          return (
            <label key={name} style={{ display: 'inline-block', marginRight: 16 }}>
              <input
                type="checkbox"
                checked={checked[name]}
                disabled={other ? checked[other] : false}
                onChange={(event) => setChecked((prev) => ({ ...prev, [name]: event.target.checked }))}
              />{' '}
              {options[name]}
            </label>
          );
        })}
      </fieldset>
      <p>
        <button type="button" onClick={() => setExpandedKeys(allExpanded ? [] : expandableKeys)}>
          {allExpanded ? 'Collapse all' : 'Expand all'}
        </button>{' '}
        <span>{`Expanded: ${expandedKeys.length ? expandedKeys.join(', ') : 'none'}`}</span>
      </p>
      <Table<Row>
        columns={columns}
        data={data}
        expandable={expandable}
        scroll={{ x: checked.scrollX ? 2000 : undefined, y: checked.scrollY ? 300 : undefined }}
      />
    </div>
  );
}
