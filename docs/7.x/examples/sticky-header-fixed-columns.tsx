import './table-theme.css';
import './sticky-header-fixed-columns.css';
import { useState, useSyncExternalStore } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: string;
  d: string;
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
    { title: 'Ticket', dataIndex: 'a', key: 'a', width: 120, fixed: 'left' },
    { title: 'Points', dataIndex: 'b', key: 'b', width: 90, fixed: narrow ? undefined : 'left', align: 'right' },
    ...Array.from({ length: 9 }, (_, i) => ({
      title: `Column ${i + 1}`,
      dataIndex: fields[(i + 1) % fields.length],
      key: `col${i + 1}`,
      width: 150,
    })),
    {
      title: 'Action',
      key: 'action',
      width: 100,
      fixed: narrow ? undefined : 'right',
      render: (_, record) => (
        <button type="button" aria-label={`Open ${record.a}`} onClick={() => onAction(`Open clicked: ${record.a}`)}>
          Open
        </button>
      ),
    },
  ];
}

const owners = ['Ada', 'Grace', 'Linus', 'Margaret', 'Ken'];
const states = ['To do', 'In progress', 'Review', 'Done'];

const data: Row[] = Array.from({ length: 20 }, (_, i) => ({
  key: `${i + 1}`,
  a: `TCK-${101 + i}`,
  b: ((i * 5) % 13) + 1,
  c: owners[i % owners.length],
  d: states[(i * 3) % states.length],
}));

export default function StickyHeaderFixedColumns() {
  const [limitHeight, setLimitHeight] = useState(false);
  const [action, setAction] = useState('');
  const narrow = useNarrowScreen();

  return (
    <div>
      <label style={{ display: 'inline-block', marginBottom: 12 }}>
        <input type="checkbox" checked={limitHeight} onChange={(e) => setLimitHeight(e.target.checked)} /> Limit body
        height (scroll.y 300)
      </label>
      <Table
        className="sticky-header-fixed-columns"
        columns={makeColumns(narrow, setAction)}
        data={data}
        // Sticky header and fixed columns work together: the header follows the page
        // scroll and also scrolls sideways with the body.
        sticky={{ offsetHeader: 64 }}
        scroll={{ x: 1660, y: limitHeight ? 300 : undefined }}
      />
      <p role="status" style={{ minHeight: '1.5em', margin: '8px 0 0' }}>
        {action}
      </p>
    </div>
  );
}
