import './table-theme.css';
import './sticky-header-and-summary.css';
import { useState, useSyncExternalStore } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: number;
  d: string;
}

type SummaryPosition = 'none' | 'top' | 'bottom';

// On a phone, every pinned column would cover the whole box, leaving nothing to scroll;
// there fewer columns are fixed. The server renders the wide layout.
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

function makeColumns(narrow: boolean): ColumnsType<Row> {
  return [
    { title: 'Product', dataIndex: 'a', key: 'a', width: 120, fixed: 'left' },
    { title: 'Units', dataIndex: 'b', key: 'b', width: 100, align: 'right' },
    { title: 'Revenue', dataIndex: 'c', key: 'c', width: 120, align: 'right' },
    { title: 'Region', dataIndex: 'd', key: 'd', width: 180 },
    { title: 'Notes', key: 'notes', width: 400, render: (_, record) => `Quarterly figures for ${record.a}.` },
    {
      title: 'Owner',
      key: 'owner',
      width: 140,
      fixed: narrow ? undefined : 'right',
      render: (_, record) => `Team ${record.key}`,
    },
  ];
}

const regions = ['Europe', 'Americas', 'Asia Pacific', 'Africa'];

// 9 hand-made rows plus 20 from a formula.
const data: Row[] = [
  { key: '1', a: 'Kettle', b: 120, c: 3600, d: 'Europe' },
  { key: '2', a: 'Toaster', b: 85, c: 2975, d: 'Europe' },
  { key: '3', a: 'Blender', b: 64, c: 5120, d: 'Americas' },
  { key: '4', a: 'Mixer', b: 40, c: 6000, d: 'Americas' },
  { key: '5', a: 'Juicer', b: 22, c: 1980, d: 'Asia Pacific' },
  { key: '6', a: 'Grinder', b: 51, c: 2040, d: 'Asia Pacific' },
  { key: '7', a: 'Steamer', b: 18, c: 1260, d: 'Africa' },
  { key: '8', a: 'Fryer', b: 73, c: 5840, d: 'Africa' },
  { key: '9', a: 'Scale', b: 96, c: 2880, d: 'Europe' },
  ...Array.from({ length: 20 }, (_, i) => ({
    key: `${10 + i}`,
    a: `Part ${String.fromCharCode(65 + i)}`,
    b: 10 + ((i * 17) % 60),
    c: 500 + ((i * 311) % 2500),
    d: regions[i % regions.length],
  })),
];

const totalUnits = data.reduce((sum, row) => sum + row.b, 0);
const totalRevenue = data.reduce((sum, row) => sum + row.c, 0);

const positions: { value: SummaryPosition; label: string }[] = [
  { value: 'none', label: 'In flow' },
  { value: 'top', label: 'Fixed top' },
  { value: 'bottom', label: 'Fixed bottom' },
];

export default function StickyHeaderAndSummary() {
  const [sticky, setSticky] = useState(true);
  const narrow = useNarrowScreen();
  const [position, setPosition] = useState<SummaryPosition>('bottom');

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', marginBottom: 12 }}>
        <label>
          <input type="checkbox" checked={sticky} onChange={(e) => setSticky(e.target.checked)} /> Sticky header
        </label>
        <fieldset style={{ display: 'flex', gap: 12, margin: 0, border: 0, padding: 0 }}>
          <legend style={{ float: 'left', marginRight: 8 }}>Summary:</legend>
          {positions.map(({ value, label }) => (
            <label key={value}>
              <input
                type="radio"
                name="sticky-header-and-summary-position"
                value={value}
                checked={position === value}
                onChange={() => setPosition(value)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      </div>
      <Table
        className="sticky-header-and-summary"
        columns={makeColumns(narrow)}
        data={data}
        // Without sticky, scroll.y gives the table its own box with a fixed header instead.
        sticky={sticky ? { offsetHeader: 64 } : false}
        scroll={{ x: 1200, y: sticky ? undefined : 400 }}
        expandable={{
          expandedRowRender: (record) => `${record.a}: ${record.b} units sold in ${record.d}.`,
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
        summary={() => (
          // fixed="top" pins the summary under the header, "bottom" to the bottom of the
          // window (sticky) or of the scroll box (scroll.y).
          <Table.Summary fixed={position === 'none' ? false : position}>
            <Table.Summary.Row>
              {/* Index 0 is the expand column, 1 the Product column. */}
              <Table.Summary.Cell index={0} colSpan={2}>
                Total
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {totalUnits}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {totalRevenue}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} colSpan={2}>
                {data.length} products
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} />
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </div>
  );
}
