import Table, { type ColumnsType } from '@rc-component/table';

interface Price {
  key: string;
  name: string;
  price: number;
}

const columns: ColumnsType<Price> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Price', dataIndex: 'price', key: 'price', align: 'right' },
];

const data: Price[] = [{ key: '1', name: 'Trowel', price: 9 }];

export default function Prices() {
  return (
    <Table
      columns={columns}
      data={data}
      styles={{ header: { cell: { background: '#f4f1ea' } } }}
      classNames={{ body: { cell: 'price-cell' } }}
    />
  );
}
