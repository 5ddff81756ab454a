import { useRef } from 'react';
import Table from 'rc-table';
import type { Reference } from 'rc-table/lib/interface';

const data = Array.from({ length: 100 }, (_, i) => ({ key: `row-${i}`, n: i }));

export default function Rows() {
  const table = useRef<Reference>(null);
  return (
    <>
      <button type="button" onClick={() => table.current?.scrollTo({ key: 'row-40' })}>
        Row 40
      </button>
      <Table ref={table} columns={[{ title: 'N', dataIndex: 'n', key: 'n' }]} data={data} scroll={{ y: 200 }} />
    </>
  );
}
