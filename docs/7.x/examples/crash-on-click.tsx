import './table-theme.css';
import Table from 'rc-table';
import { useState } from 'react';

interface Row {
  key: string;
  name: string;
}

const data: Row[] = [{ key: '1', name: 'Renders until the button is pressed' }];

function Exploding(): never {
  throw new Error('Demo render failed on purpose');
}

export default function CrashOnClick() {
  const [crashed, setCrashed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCrashed(true)}>
        Crash this demo
      </button>
      <Table columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]} data={data} />
      {crashed && <Exploding />}
    </>
  );
}
