import './table-theme.css';
import { useState, type UIEvent } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: number;
  a: string;
  b: number;
}

const columns: ColumnsType<Row> = [
  { title: 'Reading', dataIndex: 'key', key: 'key', width: 100 },
  { title: 'Sensor', dataIndex: 'a', key: 'a', width: 160 },
  { title: 'Value (°C)', dataIndex: 'b', key: 'b', align: 'right' },
];

const data: Row[] = Array.from({ length: 60 }, (_, i) => ({
  key: i + 1,
  a: ['Attic', 'Cellar', 'Garden', 'Kitchen'][i % 4],
  b: Math.round((12 + 8 * Math.sin(i / 5)) * 10) / 10,
}));

export default function ScrollYOnScroll() {
  const [position, setPosition] = useState({ top: 0, max: 0 });
  // onScroll fires for the body's own scroll box, which exists because scroll.y is set.
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const body = event.currentTarget;
    setPosition({ top: Math.round(body.scrollTop), max: body.scrollHeight - body.clientHeight });
  };
  const percent = position.max > 0 ? Math.round((position.top / position.max) * 100) : 0;
  return (
    <div>
      <p role="status" style={{ margin: '0 0 8px' }}>
        Scrolled {position.top}px ({percent}% of the way down)
      </p>
      <Table columns={columns} data={data} scroll={{ y: 240 }} onScroll={onScroll} />
    </div>
  );
}
