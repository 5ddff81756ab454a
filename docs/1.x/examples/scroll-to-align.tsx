import './table-theme.css';
import { useRef, useState } from 'react';
import Table, { VirtualTable, type ColumnsType, type Reference } from '@rc-component/table';

interface Row {
  key: string;
  invoice: string;
  customer: string;
  amount: number;
}

type Align = 'start' | 'center' | 'end' | 'nearest';

const customers = ['Ferry Café', 'Hill Farm', 'Quay Books', 'Tram Depot', 'Wool Shop'];

// 300 invoices keyed "inv-1" … "inv-300".
const data: Row[] = Array.from({ length: 300 }, (_, i) => ({
  key: `inv-${i + 1}`,
  invoice: `INV-${String(i + 1).padStart(4, '0')}`,
  customer: customers[(i * 3) % customers.length],
  amount: ((i * 53) % 900) + 25,
}));

const columns: ColumnsType<Row> = [
  { title: 'Invoice', dataIndex: 'invoice', key: 'invoice', width: 130 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 160 },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 110, align: 'right' },
];

const aligns: Align[] = ['start', 'center', 'end', 'nearest'];

export default function ScrollToAlign() {
  const table = useRef<Reference>(null);
  const virtual = useRef<Reference>(null);
  const [row, setRow] = useState(150);
  const [align, setAlign] = useState<Align>('center');
  const [offset, setOffset] = useState(0);
  const [lastCall, setLastCall] = useState('');

  const key = `inv-${row}`;
  // VirtualTable has no 'center': it can only line a row up with an edge (or the nearest edge).
  const virtualAlign = align === 'center' ? undefined : align;

  const scrollTable = () => {
    table.current?.scrollTo({ key, align, offset });
    setLastCall(`Table: scrollTo({ key: '${key}', align: '${align}', offset: ${offset} })`);
  };
  const scrollVirtual = () => {
    if (!virtualAlign) return;
    virtual.current?.scrollTo({ index: row - 1, align: virtualAlign, offset });
    setLastCall(`VirtualTable: scrollTo({ index: ${row - 1}, align: '${virtualAlign}', offset: ${offset} })`);
  };

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center', marginBottom: 12 }}>
        <label>
          Invoice number{' '}
          <input
            type="number"
            min={1}
            max={data.length}
            value={row}
            onChange={(event) => setRow(Math.min(data.length, Math.max(1, Number(event.target.value))))}
            style={{ width: 72 }}
          />
        </label>
        <label>
          align{' '}
          <select value={align} onChange={(event) => setAlign(event.target.value as Align)}>
            {aligns.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label>
          offset (px){' '}
          <input
            type="number"
            min={0}
            step={10}
            value={offset}
            // Not below 0: VirtualTable cannot settle on a negative offset with align 'start' (its list warns).
            onChange={(event) => setOffset(Math.max(0, Number(event.target.value) || 0))}
            style={{ width: 72 }}
          />
        </label>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        <section style={{ flex: '1 1 360px', minWidth: 0 }}>
          <h3 style={{ margin: '0 0 8px', fontSize: 14 }}>Table (scroll.y 240)</h3>
          <button type="button" onClick={scrollTable} style={{ marginBottom: 8 }}>
            Scroll Table to {key}
          </button>
          <Table ref={table} columns={columns} data={data} scroll={{ y: 240 }} />
        </section>
        <section style={{ flex: '1 1 360px', minWidth: 0 }}>
          <h3 style={{ margin: '0 0 8px', fontSize: 14 }}>VirtualTable (scroll.y 240)</h3>
          <button type="button" onClick={scrollVirtual} disabled={!virtualAlign} style={{ marginBottom: 8 }}>
            Scroll VirtualTable to row {row - 1}
          </button>
          {!virtualAlign ? (
            <p style={{ margin: '0 0 8px' }}>VirtualTable does not support {"align: 'center'"}; pick another.</p>
          ) : null}
          <VirtualTable ref={virtual} columns={columns} data={data} scroll={{ x: 400, y: 240 }} />
        </section>
      </div>
      <p role="status" style={{ minHeight: '1.5em', margin: '8px 0 0', fontFamily: 'monospace', fontSize: 12 }}>
        {lastCall ? `Last call: ${lastCall}` : ''}
      </p>
    </div>
  );
}
