import './table-theme.css';
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
}

const columns: ColumnsType<Row> = [
  { title: 'Code', dataIndex: 'a', key: 'a', width: 60, minWidth: 140 },
  { title: 'Name', dataIndex: 'b', key: 'b', width: 60, minWidth: 160 },
  { title: 'Notes', dataIndex: 'c', key: 'c' },
];

const data: Row[] = [
  { key: '1', a: 'WX-0042-B', b: 'Weather station', c: 'Mounted on the north mast.' },
  { key: '2', a: 'WX-0107-A', b: 'Rain gauge', c: 'Emptied every Monday.' },
];

export default function ColumnResizeMinWidth() {
  const [layout, setLayout] = useState<NonNullable<TableProps<Row>['tableLayout']>>('auto');
  return (
    <div>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px', display: 'flex', gap: 12 }}>
        <legend style={{ float: 'left', marginRight: 8 }}>tableLayout</legend>
        {(['auto', 'fixed'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="min-width-layout" checked={layout === value} onChange={() => setLayout(value)} />{' '}
            {value}
          </label>
        ))}
      </fieldset>
      <Table columns={columns} data={data} tableLayout={layout} />
    </div>
  );
}
