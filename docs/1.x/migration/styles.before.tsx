import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
// prices.css: .prices .rc-table-thead .rc-table-cell { background: #f4f1ea; }
//             .prices .rc-table-tbody .rc-table-cell { padding: 4px 8px; }

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
  return <Table className="prices" columns={columns} data={data} />;
}
