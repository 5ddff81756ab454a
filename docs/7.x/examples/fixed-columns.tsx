import './table-theme.css';
import { useState, useSyncExternalStore } from 'react';
import Table from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: string;
  d: string;
}

type SummaryFixed = 'off' | 'top' | 'bottom';

// On a phone, four pinned columns would cover the whole box; there only the
// expand column and Name stay fixed. The server renders the wide layout.
const NARROW = '(max-width: 480px)';
function useNarrowScreen() {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

function makeColumns(narrow: boolean, onView: (name: string) => void): ColumnsType<Row> {
  return [
    { title: 'Name', dataIndex: 'a', key: 'a', width: 90, fixed: 'left' },
    {
      // A header that wraps onto two lines; the fixed header keeps its height in sync.
      title: (
        <>
          Age
          <br />
          (years)
        </>
      ),
      dataIndex: 'b',
      key: 'b',
      width: 72,
      fixed: narrow ? undefined : 'left',
    },
    { title: 'Description', dataIndex: 'c', key: 'c', width: 200, ellipsis: true },
    ...Array.from({ length: 7 }, (_, i) => ({
      title: `Column ${i + 4}`,
      dataIndex: 'd' as const,
      key: `d${i + 4}`,
      width: 100,
    })),
    { title: 'City', dataIndex: 'd', key: 'city', width: 90, fixed: narrow ? undefined : 'right' },
    {
      title: 'Action',
      key: 'action',
      width: 80,
      fixed: narrow ? undefined : 'right',
      render: (_, record) => (
        <button type="button" aria-label={`View ${record.a}`} onClick={() => onView(record.a)}>
          View
        </button>
      ),
    },
  ];
}

const data: Row[] = [
  { key: '1', a: 'Ada', b: 36, c: 'Short note', d: 'London' },
  { key: '2', a: 'Ben', b: 41, c: 'Another short note', d: 'Leeds' },
  {
    key: '3',
    a: 'Cleo',
    b: 29,
    c: 'A very long description that does not fit into its 200px column, so the cell cuts it off with an ellipsis instead of wrapping it onto several lines and stretching the row.',
    d: 'York',
  },
  { key: '4', a: 'Dan', b: 52, c: 'Short note', d: 'Bath' },
  { key: '5', a: 'Eve', b: 33, c: 'Short note', d: 'Hull' },
  { key: '6', a: 'Finn', b: 24, c: 'Short note', d: 'Derby' },
  { key: '7', a: 'Gail', b: 47, c: 'Short note', d: 'Poole' },
  { key: '8', a: 'Hugo', b: 38, c: 'Short note', d: 'Ely' },
  { key: '9', a: 'Iris', b: 30, c: 'Short note', d: 'Truro' },
];

const summaryOptions: { value: SummaryFixed; label: string }[] = [
  { value: 'off', label: 'Not fixed' },
  { value: 'top', label: "fixed: 'top'" },
  { value: 'bottom', label: "fixed: 'bottom' (same as true)" },
];

export default function FixedColumns() {
  const narrow = useNarrowScreen();
  const [fixHeader, setFixHeader] = useState(true);
  const [summaryFixed, setSummaryFixed] = useState<SummaryFixed>('bottom');
  const [viewed, setViewed] = useState('');

  const expandable: TableProps<Row>['expandable'] = {
    expandedRowRender: (record) => `${record.a}, ${record.b}, lives in ${record.d}. ${record.c}`,
    // Expanded content spans the whole table; it stays in view while the columns scroll.
    // A focusable button with aria-expanded: the default icon is a <span> the keyboard cannot reach.
    expandIcon: ({ expanded, record, onExpand }) => (
      <button
        type="button"
        aria-expanded={expanded}
        aria-label={`${expanded ? 'Collapse' : 'Expand'} ${record.a}`}
        onClick={(event) => onExpand(record, event)}
        style={{ width: 22, height: 22, padding: 0, font: 'inherit', lineHeight: 1, cursor: 'pointer' }}
      >
        {expanded ? '−' : '+'}
      </button>
    ),
  };

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', marginBottom: 12 }}>
        <label>
          <input type="checkbox" checked={fixHeader} onChange={(event) => setFixHeader(event.target.checked)} /> Fix
          header (scroll.y 240)
        </label>
        <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0, padding: 0, border: 0 }}>
          <legend style={{ float: 'left', marginRight: 8 }}>Summary:</legend>
          {summaryOptions.map(({ value, label }) => (
            <label key={value}>
              <input
                type="radio"
                name="fixed-columns-summary"
                value={value}
                checked={summaryFixed === value}
                onChange={() => setSummaryFixed(value)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      </div>
      <Table
        columns={makeColumns(narrow, setViewed)}
        data={data}
        expandable={expandable}
        scroll={{ x: 1400, y: fixHeader ? 240 : undefined }}
        summary={(rows) => (
          // Column 0 is the expand column, so the summary's indexes start one further on.
          <Table.Summary fixed={summaryFixed === 'off' ? false : summaryFixed}>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                {`Total age: ${rows.reduce((sum, row) => sum + row.b, 0)}`}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} colSpan={8}>
                This cell spans the eight scrolling columns
              </Table.Summary.Cell>
              <Table.Summary.Cell index={11}>{`${rows.length} rows`}</Table.Summary.Cell>
              <Table.Summary.Cell index={12}>End</Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
      <p role="status" style={{ minHeight: '1.5em', margin: '8px 0 0' }}>
        {viewed ? `View clicked: ${viewed}` : ''}
      </p>
    </div>
  );
}
