import './table-theme.css';
import './scroll-y.css';
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: string;
}

const depots = ['North depot', 'Harbour depot', 'Airport depot'];

// Ten rows from a formula, so the server and the browser render the same data.
const data: Row[] = Array.from({ length: 10 }, (_, i) => ({
  key: `order-${i + 1}`,
  a: `Order ${1001 + i}`,
  b: ((i * 37) % 90) + 10,
  c: depots[i % depots.length],
}));

export default function ScrollY() {
  const [showDepot, setShowDepot] = useState(true);

  const columns: ColumnsType<Row> = [
    {
      title: (
        <span className="scroll-y-title">
          Order
          <button
            type="button"
            className="scroll-y-toggle"
            aria-pressed={!showDepot}
            onClick={() => setShowDepot((shown) => !shown)}
          >
            {showDepot ? 'Hide depot' : 'Show depot'}
          </button>
        </span>
      ),
      dataIndex: 'a',
      key: 'a',
      width: 200,
    },
    { title: 'Quantity', dataIndex: 'b', key: 'b', width: 120, align: 'right' },
    // `hidden` drops the column from header, body and colgroup alike.
    { title: 'Depot', dataIndex: 'c', key: 'c', hidden: !showDepot },
  ];

  return (
    <Table
      columns={columns}
      data={data}
      rowKey={(record) => record.key}
      // 300px of body; the header stays put while the rows scroll under it.
      scroll={{ y: 300 }}
      // onRow returns props for each <tr>: here a class on every other row.
      onRow={(_, index) => ({ className: (index ?? 0) % 2 === 1 ? 'scroll-y-striped' : undefined })}
      style={{ maxWidth: 600 }}
    />
  );
}
