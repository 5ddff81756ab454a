import './table-theme.css';
import './fixed-columns-resize.css';
import { useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import Table from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';

interface Row {
  key: number;
  a: string;
  b: number;
  d: string;
}

interface Timing {
  id: number;
  action: string;
  render: number;
  paint: number;
}

const fields = ['a', 'b', 'd'] as const;
const MAX_MIDDLE = 14;

const data: Row[] = Array.from({ length: 200 }, (_, i) => ({
  key: i,
  a: `Row ${i + 1}`,
  b: (i * 7919) % 1000,
  d: `Batch ${Math.floor(i / 20) + 1}`,
}));

// On a phone, four fixed columns would cover the whole box; there only Row (and
// the expand column beside it) stays fixed. The server renders the wide layout.
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

// 2 left-fixed, `middle` scrolling, 2 right-fixed columns: 18 in all at the start.
function makeColumns(middle: number, narrow: boolean): ColumnsType<Row> {
  const side = (fixed: 'left' | 'right') => (narrow ? undefined : fixed);
  return [
    { title: 'Row', dataIndex: 'a', key: 'left1', width: 90, fixed: 'left' },
    { title: 'Value', dataIndex: 'b', key: 'left2', width: 80, fixed: side('left'), align: 'right' },
    ...Array.from({ length: middle }, (_, i) => ({
      title: `Column ${i + 1}`,
      dataIndex: fields[i % fields.length],
      key: `col${i + 1}`,
      width: 110,
    })),
    { title: 'Batch', dataIndex: 'd', key: 'right1', width: 90, fixed: side('right') },
    {
      title: 'Check',
      key: 'right2',
      width: 80,
      fixed: side('right'),
      render: (_, record) => (record.b % 2 ? 'odd' : 'even'),
    },
  ];
}

// The expand column is fixed with the first column, since that one is fixed.
const expandable: TableProps<Row>['expandable'] = {
  expandedRowRender: (record) => `${record.a}: value ${record.b}, ${record.d}.`,
  // A focusable <button> with aria-expanded: rc-table's default icon is a <span> the keyboard cannot reach.
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

export default function FixedColumnsResize() {
  const narrow = useNarrowScreen();
  const [withExpand, setWithExpand] = useState(true);
  const [sidebar, setSidebar] = useState(false);
  const [scrollX, setScrollX] = useState(true);
  const [middle, setMiddle] = useState(MAX_MIDDLE);
  const [timings, setTimings] = useState<Timing[]>([]);

  // Apply a change synchronously and time it: `render` is React's render and commit
  // of the whole table, `paint` lasts until two frames later, after the table has
  // measured its new size and re-rendered once more.
  const measure = (action: string, change: () => void) => {
    const start = performance.now();
    flushSync(change);
    const render = performance.now() - start;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const paint = performance.now() - start;
        setTimings((prev) => [{ id: start, action, render, paint }, ...prev].slice(0, 10));
      }),
    );
  };

  const columns = makeColumns(middle, narrow);
  const latest = timings[0];

  return (
    <div>
      <div className="fixed-columns-resize-toolbar">
        <button type="button" onClick={() => measure('Toggle sidebar', () => setSidebar((s) => !s))}>
          {sidebar ? 'Hide sidebar' : 'Show sidebar'}
        </button>
        <button type="button" onClick={() => measure('Toggle scroll.x', () => setScrollX((s) => !s))}>
          {scrollX ? 'Remove scroll.x' : 'Set scroll.x'}
        </button>
        <button
          type="button"
          disabled={middle <= 1}
          onClick={() => measure('Remove column', () => setMiddle((n) => Math.max(1, n - 1)))}
        >
          Remove column
        </button>
        <button
          type="button"
          disabled={middle >= MAX_MIDDLE}
          onClick={() => measure('Add column', () => setMiddle((n) => Math.min(MAX_MIDDLE, n + 1)))}
        >
          Add column
        </button>
        <button type="button" onClick={() => measure('Toggle expand column', () => setWithExpand((on) => !on))}>
          {withExpand ? 'Remove expand column' : 'Add expand column'}
        </button>
        <span aria-live="polite">
          {columns.length + (withExpand ? 1 : 0)} columns, scroll.x {scrollX ? '2000' : 'off'}
          {latest ? ` · last: ${latest.action} ${latest.render.toFixed(1)} ms render` : ''}
        </span>
      </div>

      {/* Drag the bottom-right corner to resize this box; the table follows its width. */}
      <div className="fixed-columns-resize-box">
        {sidebar && (
          <aside className="fixed-columns-resize-sidebar" aria-label="Sidebar">
            Sidebar, 200px wide
          </aside>
        )}
        <div className="fixed-columns-resize-main">
          <Table
            columns={columns}
            data={data}
            expandable={withExpand ? expandable : undefined}
            scroll={{ x: scrollX ? 2000 : undefined, y: 400 }}
          />
        </div>
      </div>

      <ul aria-label="Measured times" className="fixed-columns-resize-log">
        {timings.map((t) => (
          <li key={t.id}>
            {t.action}: render {t.render.toFixed(1)} ms, next paint {t.paint.toFixed(1)} ms
          </li>
        ))}
      </ul>
    </div>
  );
}
