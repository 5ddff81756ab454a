import Table, { type ColumnsType } from '@rc-component/table';

interface Order {
  key: string;
  id: string;
  customer: string;
  city: string;
  total: number;
}

// 'start' and 'end' follow the reading direction: 'start' is the left edge in LTR, the right edge in RTL.
const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'id', key: 'id', width: 100, fixed: 'start' },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 400 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 400 },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 100, fixed: 'end' },
];

const data: Order[] = [{ key: '1', id: 'A-17', customer: 'Ines', city: 'Porto', total: 42 }];

export default function Orders({ rtl = false }: { rtl?: boolean }) {
  return <Table columns={columns} data={data} scroll={{ x: 1000 }} direction={rtl ? 'rtl' : undefined} />;
}
