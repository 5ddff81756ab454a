import './table-theme.css';
import { useState } from 'react';
import Table, { type ColumnsType } from 'rc-table';

interface Row {
  key: string;
  name: string;
  age: number;
  address: string;
}

const sampleRows: Row[] = [
  { key: '1', name: 'Mara Okafor', age: 31, address: '12 Harbour Road' },
  { key: '2', name: 'Tomas Lindqvist', age: 27, address: '4 Birch Lane' },
];

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 160 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
  { title: 'Address', dataIndex: 'address', key: 'address', width: 200 },
];

export default function NoDataRender() {
  const [data, setData] = useState<Row[]>([]);

  return (
    <div>
      <button type="button" disabled={data.length === 0} onClick={() => setData([])} style={{ marginBottom: 12 }}>
        Clear rows
      </button>
      <Table
        columns={columns}
        data={data}
        // Called only while the data is empty; it may return any React node, including controls.
        emptyText={() => (
          <div style={{ padding: '8px 0' }}>
            <div style={{ fontSize: 28, lineHeight: 1, opacity: 0.5 }} aria-hidden="true">
              ∅
            </div>
            <p style={{ margin: '8px 0' }}>No members yet.</p>
            <button type="button" onClick={() => setData(sampleRows)}>
              Add sample members
            </button>
          </div>
        )}
      />
    </div>
  );
}
