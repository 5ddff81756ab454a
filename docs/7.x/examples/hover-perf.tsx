import './table-theme.css';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: number;
  a: string;
  b: string;
  c: number;
  d: string;
}

const GROUP_SIZE = 10;

const data: Row[] = Array.from({ length: 100 }, (_, i) => ({
  key: i,
  a: `Group ${Math.floor(i / GROUP_SIZE) + 1}`,
  b: `Row ${i + 1}`,
  c: (i * 7) % 100,
  d: ['North', 'East', 'South', 'West'][i % 4],
}));

// Counts committed cell renders and notifies the counter at most once per frame,
// so showing the number never re-renders the table itself.
function createRenderCounter() {
  let count = 0;
  let frame = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    frame = 0;
    listeners.forEach((listener) => listener());
  };
  return {
    add() {
      count += 1;
      if (!frame) frame = requestAnimationFrame(notify);
    },
    // Arrow functions: React and the button call these on their own, without the object.
    reset: () => {
      count = 0;
      notify();
    },
    get: () => count,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type RenderCounter = ReturnType<typeof createRenderCounter>;

function CountedCell({ value, counter }: { value: string | number; counter: RenderCounter }) {
  // A fresh token per render, so StrictMode's extra effect run for the same render is not counted.
  const renderToken = {};
  const lastCounted = useRef<object>(null);
  // No dependency list: runs after every render of this cell that reaches the screen.
  useEffect(() => {
    if (lastCounted.current === renderToken) return;
    lastCounted.current = renderToken;
    counter.add();
  });
  return <>{value}</>;
}

function RenderCount({ counter }: { counter: RenderCounter }) {
  const count = useSyncExternalStore(counter.subscribe, counter.get, () => 0);
  return <output aria-label="Cell renders">{`Cell renders: ${count}`}</output>;
}

function makeColumns(counter: RenderCounter): ColumnsType<Row> {
  return [
    {
      title: 'Group',
      dataIndex: 'a',
      key: 'a',
      width: 120,
      // The first row of each group spans the next nine; hovering any of them highlights it.
      onCell: (_, index = 0) => ({ rowSpan: index % GROUP_SIZE === 0 ? GROUP_SIZE : 0 }),
    },
    {
      title: 'Name',
      dataIndex: 'b',
      key: 'b',
      render: (value: string) => <CountedCell value={value} counter={counter} />,
    },
    {
      title: 'Score',
      dataIndex: 'c',
      key: 'c',
      render: (value: number) => <CountedCell value={value} counter={counter} />,
    },
    {
      title: 'Region',
      dataIndex: 'd',
      key: 'd',
      render: (value: string) => <CountedCell value={value} counter={counter} />,
    },
    {
      title: 'Key',
      key: 'key',
      render: (_, record) => <CountedCell value={record.key} counter={counter} />,
    },
  ];
}

export default function HoverPerf() {
  // One counter and one set of columns per mounted demo.
  const [counter] = useState(createRenderCounter);
  const [columns] = useState(() => makeColumns(counter));

  return (
    <div>
      <p style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <RenderCount counter={counter} />
        <button type="button" onClick={counter.reset}>
          Reset counter
        </button>
      </p>
      <Table columns={columns} data={data} tableLayout="fixed" />
    </div>
  );
}
