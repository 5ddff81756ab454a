import './table-theme.css';
import { useEffect, useState } from 'react';
import Table, { type ColumnsType } from '@rc-component/table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
}

const columns: ColumnsType<Row> = [
  { title: 'Room', dataIndex: 'a', key: 'a', width: 160 },
  { title: 'Floor', dataIndex: 'b', key: 'b', width: 100 },
];

const data: Row[] = [
  { key: 'atrium', a: 'Atrium', b: 'Ground', c: 'Seats 120; the projector needs an HDMI adapter.' },
  { key: 'library', a: 'Library', b: 'First', c: 'Quiet room; no food or drinks.' },
  { key: 'workshop', a: 'Workshop', b: 'Basement', c: 'Benches for twelve; safety glasses by the door.' },
  { key: 'roof', a: 'Roof garden', b: 'Fifth', c: 'Open May to September; closes at dusk.' },
];

// The expanded content. It reports when it mounts and unmounts, so the page can count how many
// detail panels exist right now, open or not.
function Details({ row, onMount }: { row: Row; onMount: (delta: number) => void }) {
  const [note, setNote] = useState('');
  useEffect(() => {
    onMount(1);
    return () => onMount(-1);
  }, [onMount]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <span>{row.c}</span>
      <label>
        Booking note <input value={note} onChange={(event) => setNote(event.target.value)} style={{ width: 160 }} />
      </label>
    </div>
  );
}

export default function ExpandedForceRender() {
  const [forceRender, setForceRender] = useState(true);
  const [mounted, setMounted] = useState(0);
  // A stable callback: Details' effect must not re-run (and count twice) on every render.
  const [onMount] = useState(() => (delta: number) => setMounted((n) => n + delta));

  return (
    <div>
      <label style={{ display: 'inline-block', marginBottom: 12 }}>
        <input type="checkbox" checked={forceRender} onChange={(event) => setForceRender(event.target.checked)} />{' '}
        expandable.forceRender
      </label>
      {/* A new key remounts the table, so switching the option starts from all rows collapsed. */}
      <Table
        key={String(forceRender)}
        columns={columns}
        data={data}
        expandable={{
          forceRender,
          expandedRowRender: (record) => <Details row={record} onMount={onMount} />,
        }}
      />
      <p role="status" style={{ margin: '8px 0 0' }}>
        Detail panels rendered: {mounted} of {data.length}
      </p>
    </div>
  );
}
