import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';

interface Order {
  key: string;
  id: string;
  customer: string;
  city: string;
  total: number;
}

// In a right-to-left table, rc-table 7 swaps these: 'left' pins the column to the right edge.
const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'id', key: 'id', width: 100, fixed: 'left' },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 400 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 400 },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 100, fixed: 'right' },
];

const data: Order[] = [{ key: '1', id: 'A-17', customer: 'Ines', city: 'Porto', total: 42 }];

export default function Orders({ rtl = false }: { rtl?: boolean }) {
  return <Table columns={columns} data={data} scroll={{ x: 1000 }} direction={rtl ? 'rtl' : undefined} />;
}
