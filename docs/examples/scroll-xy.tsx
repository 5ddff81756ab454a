import 'rc-table/assets/index.css';
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
  { title: 'Name', dataIndex: 'a', key: 'a', width: 120, fixed: 'left' },
  // Ten 120px middle columns: together far wider than the box.
  ...Array.from({ length: 10 }, (_, i) => ({
    title: `Column ${i + 1}`,
    dataIndex: fields[i % fields.length],
    key: `col${i + 1}`,
    width: 120,
  })),
  {
    title: 'Action',
    key: 'action',
    width: 100,
    fixed: 'right',
    render: (_, record) => <a href={`#scroll-xy-${record.key}`}>Edit</a>,
  },
];

const cities = ['Lisbon', 'Oslo', 'Quito'];
const states = ['Open', 'Shipped', 'Closed'];

const data: Row[] = Array.from({ length: 9 }, (_, i) => ({
  key: `${i + 1}`,
  a: `Customer ${i + 1}`,
  b: 20 + ((i * 7) % 30),
  c: cities[i % cities.length],
  d: states[(i + 1) % states.length],
}));

export default function ScrollXY() {
  const [visible, setVisible] = useState(true);

  return (
    <div>
      <button type="button" onClick={() => setVisible((v) => !v)} style={{ marginBottom: 12 }}>
        {visible ? 'Hide table' : 'Show table'}
      </button>
      {/* display: none collapses the table to 0×0; when it comes back, rc-table measures
          the columns again, so the fixed header and fixed columns line up as before. */}
      <div style={{ display: visible ? undefined : 'none' }}>
        <Table<Row> columns={columns} data={data} scroll={{ x: 1500, y: 300 }} />
      </div>
    </div>
  );
}
