import './table-theme.css';
import { useRef, useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType, Reference } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: string;
}

const depots = ['North depot', 'Harbour depot', 'Airport depot', 'Rail yard'];

// A hundred orders keyed "order-1" … "order-100".
const data: Row[] = Array.from({ length: 100 }, (_, i) => ({
  key: `order-${i + 1}`,
  a: `Order ${1001 + i}`,
  b: ((i * 37) % 90) + 10,
  c: depots[i % depots.length],
}));

const columns: ColumnsType<Row> = [
  { title: 'Order', dataIndex: 'a', key: 'a', width: 160 },
  { title: 'Quantity', dataIndex: 'b', key: 'b', width: 110, align: 'right' },
  { title: 'Depot', dataIndex: 'c', key: 'c' },
];

export default function ScrollYScrollTo() {
  const table = useRef<Reference>(null);
  const [index, setIndex] = useState(49);
  const [lastCall, setLastCall] = useState('');

  // Each button calls the ref's scrollTo with one of its three kinds of target.
  const call = (config: Parameters<Reference['scrollTo']>[0], text: string) => {
    table.current?.scrollTo(config);
    setLastCall(text);
  };

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <button type="button" onClick={() => call({ top: 0 }, 'scrollTo({ top: 0 })')}>
          Top: 0 px
        </button>
        <button type="button" onClick={() => call({ top: 1200 }, 'scrollTo({ top: 1200 })')}>
          Top: 1200 px
        </button>
        <label>
          Index{' '}
          <input
            type="number"
            min={0}
            max={data.length - 1}
            value={index}
            onChange={(event) => setIndex(Math.min(data.length - 1, Math.max(0, Number(event.target.value))))}
            style={{ width: 64 }}
          />
        </label>
        <button type="button" onClick={() => call({ index }, `scrollTo({ index: ${index} })`)}>
          Scroll to index
        </button>
        <button type="button" onClick={() => call({ key: 'order-90' }, "scrollTo({ key: 'order-90' })")}>
          Key: order-90
        </button>
      </div>
      <Table ref={table} columns={columns} data={data} scroll={{ y: 300 }} style={{ maxWidth: 600 }} />
      <p role="status" style={{ minHeight: '1.5em', margin: '8px 0 0' }}>
        {lastCall ? `Last call: ${lastCall}` : ''}
      </p>
    </div>
  );
}
