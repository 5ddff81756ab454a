import './table-theme.css';
import './fixed-columns-auto-height.css';
import { useState, useSyncExternalStore } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
  d: number;
  title?: string;
}

const fields = ['b', 'c', 'd'] as const;

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

// Columns depend on a callback: the action buttons report what was clicked.
function makeColumns(narrow: boolean, onAction: (text: string) => void): ColumnsType<Row> {
  return [
    { title: 'Name', dataIndex: 'a', key: 'a', width: 100, fixed: 'left' },
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      width: 140,
      fixed: narrow ? undefined : 'left',
      // Some titles wrap onto several lines, making their row taller than the others.
      render: (title?: string) => title ?? '—',
    },
    {
      title: 'Badge',
      key: 'badge',
      width: 100,
      // One fixed-height block in a scrolling column: the fixed cells grow with it.
      render: (_, record) =>
        record.key === '3' ? <div className="fixed-columns-auto-height-badge">40px tall</div> : null,
    },
    ...Array.from({ length: 7 }, (_, i) => ({
      title: `Column ${i + 1}`,
      dataIndex: fields[i % fields.length],
      key: `col${i + 1}`,
      width: 120,
    })),
    { title: 'Score', dataIndex: 'd', key: 'score', width: 90, fixed: narrow ? undefined : 'right', align: 'right' },
    {
      title: 'Action',
      key: 'action',
      width: 90,
      fixed: narrow ? undefined : 'right',
      render: (_, record) => (
        <button type="button" aria-label={`View ${record.a}`} onClick={() => onAction(`View clicked: ${record.a}`)}>
          View
        </button>
      ),
    },
  ];
}

const teams = ['Design', 'Platform', 'Support'];

// Titles of very different lengths: the long one wraps and makes its row taller.
const titles: (string | undefined)[] = [
  'Team lead',
  'Principal engineer and on-call lead for the payments platform',
  undefined,
  'Designer',
  undefined,
  'Team lead',
  undefined,
  'Support engineer',
  undefined,
];

const data: Row[] = Array.from({ length: 9 }, (_, i) => ({
  key: `${i + 1}`,
  a: `Member ${i + 1}`,
  b: teams[i % teams.length],
  c: `Room ${200 + i * 3}`,
  d: 60 + ((i * 13) % 40),
  title: titles[i],
}));

export default function FixedColumnsAutoHeight() {
  const [action, setAction] = useState('');
  const narrow = useNarrowScreen();
  return (
    <div>
      <Table
        columns={makeColumns(narrow, setAction)}
        data={data}
        scroll={{ x: 1200 }}
        expandable={{
          expandedRowRender: (record) => `${record.a} works in ${record.b}, ${record.c}.`,
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
        // onRow adds a class to the rows whose content makes them taller than usual.
        onRow={(record) => ({
          className:
            record.key === '3' || (record.title?.length ?? 0) > 20 ? 'fixed-columns-auto-height-tall' : undefined,
        })}
      />
      <p role="status" style={{ minHeight: '1.5em', margin: '8px 0 0' }}>
        {action}
      </p>
    </div>
  );
}
