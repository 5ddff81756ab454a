import './table-theme.css';
import { useCallback, useRef, useState, type Key } from 'react';
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
} as const;

type OptionName = keyof typeof options;

// expandable.fixed: true and 'left' pin the expand column to the start, 'right' moves it to the end and pins it there.
type ExpandFixed = 'none' | 'true' | 'left' | 'right';
const fixedChoices: { value: ExpandFixed; label: string }[] = [
  { value: 'none', label: 'Not set' },
  { value: 'true', label: 'true' },
  { value: 'left', label: "'left'" },
  { value: 'right', label: "'right'" },
];
const fixedValue = { none: undefined, true: true, left: 'left', right: 'right' } as const;

interface LogEntry {
  id: number;
  text: string;
}

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
  });
  const [expandFixed, setExpandFixed] = useState<ExpandFixed>('none');
  const [log, setLog] = useState<LogEntry[]>([]);
  const nextLogId = useRef(0);
  const addLog = (text: string) => {
    const id = nextLogId.current++;
    setLog((entries) => [{ id, text }, ...entries].slice(0, 8));
  };

  const remove = useCallback((key: string) => {
    setData((rows) => rows.filter((row) => row.key !== key));
    setExpandedKeys((keys) => keys.filter((k) => k !== key));
  }, []);

  // A new columns array on every render: rc-table rebuilds its expand column only when
  // `columns` change, and here any option can move it.
  const columns = ((): ColumnsType<Row> => {
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
  })();

  const expandableKeys = data.filter(rowExpandable).map((row) => row.key);
  const allExpanded = expandableKeys.length > 0 && expandableKeys.every((key) => expandedKeys.includes(key));

  const expandable: TableProps<Row>['expandable'] = {
    expandedRowKeys: expandedKeys,
    onExpandedRowsChange: setExpandedKeys,
    // Called on a click on an icon (or on the row, with expandRowByClick), not when the
    // keys change from outside, as Expand all does.
    onExpand: (expanded, record) => addLog(`onExpand(${expanded}, ${record.a})`),
    // The fourth argument says whether the row is open. Once opened, rc-table keeps the
    // extra row in the page, hidden, and still calls this after it closes: `expanded`
    // lets you render less (here a placeholder) while nobody can see it.
    expandedRowRender: (record, index, _indent, expanded) =>
      expanded ? (
        <p style={{ margin: 0 }}>{`Extra details for ${record.a} (row index ${index}): ${record.c}.`}</p>
      ) : (
        <p style={{ margin: 0 }}>{`${record.a} is collapsed; its details are not rendered.`}</p>
      ),
    rowExpandable,
    columnTitle: checked.columnTitle ? 'More' : undefined,
    expandRowByClick: checked.expandRowByClick,
    fixed: fixedValue[expandFixed],
    // A focusable <button> with aria-expanded: rc-table's default icon is a <span> the keyboard cannot reach.
    expandIcon: ({ expanded, expandable: canExpand, record, onExpand }) =>
      canExpand ? (
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
  };

  return (
    <div>
      <fieldset style={{ border: 0, margin: '0 0 12px', padding: 0 }}>
        <legend style={{ marginBottom: 8 }}>Options</legend>
        {(Object.keys(options) as OptionName[]).map((name) => (
          <label key={name} style={{ display: 'inline-block', marginRight: 16 }}>
            <input
              type="checkbox"
              checked={checked[name]}
              // EXPAND_COLUMN and expandable.fixed: 'right' both place the expand column: one at a time.
              disabled={name === 'secondColumn' && expandFixed === 'right'}
              onChange={(event) => setChecked((prev) => ({ ...prev, [name]: event.target.checked }))}
            />{' '}
            {options[name]}
          </label>
        ))}
      </fieldset>
      <fieldset style={{ border: 0, margin: '0 0 12px', padding: 0 }}>
        <legend style={{ marginBottom: 8 }}>expandable.fixed</legend>
        {fixedChoices.map(({ value, label }) => (
          <label key={value} style={{ display: 'inline-block', marginRight: 16 }}>
            <input
              type="radio"
              name="expanded-row-render-fixed"
              value={value}
              checked={expandFixed === value}
              disabled={value === 'right' && checked.secondColumn}
              onChange={() => setExpandFixed(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <p>
        <button type="button" onClick={() => setExpandedKeys(allExpanded ? [] : expandableKeys)}>
          {allExpanded ? 'Collapse all' : 'Expand all'}
        </button>{' '}
        <span>{`Expanded: ${expandedKeys.length ? expandedKeys.join(', ') : 'none'}`}</span>
      </p>
      <Table
        columns={columns}
        data={data}
        expandable={expandable}
        scroll={{ x: checked.scrollX ? 2000 : undefined, y: checked.scrollY ? 300 : undefined }}
      />
      <p style={{ margin: '12px 0 4px', fontWeight: 600 }}>onExpand log (newest first)</p>
      {log.length === 0 ? <p style={{ margin: 0, opacity: 0.7 }}>Nothing yet: expand or collapse a row.</p> : null}
      <ul aria-label="onExpand log" style={{ margin: 0, paddingLeft: 20, fontFamily: 'monospace', fontSize: 12 }}>
        {log.map((entry) => (
          <li key={entry.id}>{entry.text}</li>
        ))}
      </ul>
    </div>
  );
}
