import './table-theme.css';
import './sticky-header-container.css';
import { useState } from 'react';
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

const columns: ColumnsType<Row> = [
  { title: 'Ticket', dataIndex: 'a', key: 'a', width: 120, fixed: 'left' },
  ...Array.from({ length: 10 }, (_, i) => ({
    title: `Column ${i + 1}`,
    dataIndex: fields[i % fields.length],
    key: `col${i + 1}`,
    width: 150,
  })),
];

const owners = ['Ada', 'Grace', 'Linus', 'Margaret', 'Ken'];
const states = ['To do', 'In progress', 'Review', 'Done'];

const data: Row[] = Array.from({ length: 20 }, (_, i) => ({
  key: `${i + 1}`,
  a: `TCK-${101 + i}`,
  b: ((i * 5) % 13) + 1,
  c: owners[i % owners.length],
  d: states[(i * 3) % states.length],
}));

export default function StickyHeaderContainer() {
  // A callback ref in state: the table renders again once the box exists,
  // and getContainer can hand it over.
  const [box, setBox] = useState<HTMLDivElement | null>(null);

  return (
    <div
      ref={setBox}
      role="region"
      aria-label="Scrollable ticket list"
      tabIndex={0}
      style={{ height: 360, overflow: 'auto', border: '1px solid rgba(128, 128, 128, 0.4)' }}
    >
      <Table
        className="sticky-header-container"
        columns={columns}
        data={data}
        scroll={{ x: 1620 }}
        // The header sticks to the top of the box; getContainer tells the sticky
        // horizontal scroll bar to watch the box instead of the window.
        sticky={{ getContainer: box ? () => box : undefined }}
      />
    </div>
  );
}
