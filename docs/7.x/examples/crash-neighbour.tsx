import './table-theme.css';
import Table from 'rc-table';
import { useState } from 'react';

export default function CrashNeighbour() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Count a click
      </button>
      <Table columns={[{ title: 'Clicks', dataIndex: 'clicks', key: 'clicks' }]} data={[{ key: '1', clicks }]} />
    </>
  );
}
