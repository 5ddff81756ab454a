import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  product: string;
  marsProduced: number;
  marsSold: number;
  venusProduced: number;
  venusSold: number;
}

const data: Row[] = [
  {
    key: 'robots',
    product: 'Toy robots',
    marsProduced: 42000,
    marsSold: 39500,
    venusProduced: 18000,
    venusSold: 17250,
  },
  { key: 'kites', product: 'Solar kites', marsProduced: 7500, marsSold: 6100, venusProduced: 21000, venusSold: 20400 },
];

const count = (value: number) => value.toLocaleString('en-US');

// A column with children gets a header cell with scope="colgroup" spanning them;
// leaf headers get scope="col". "Product" has no children, so its header spans both header rows.
const columns: ColumnsType<Row> = [
  { title: 'Product', dataIndex: 'product', key: 'product', rowScope: 'row' },
  {
    title: 'Mars',
    key: 'mars',
    children: [
      { title: 'Produced', dataIndex: 'marsProduced', key: 'marsProduced', align: 'right', render: count },
      { title: 'Sold', dataIndex: 'marsSold', key: 'marsSold', align: 'right', render: count },
    ],
  },
  {
    title: 'Venus',
    key: 'venus',
    children: [
      { title: 'Produced', dataIndex: 'venusProduced', key: 'venusProduced', align: 'right', render: count },
      { title: 'Sold', dataIndex: 'venusSold', key: 'venusSold', align: 'right', render: count },
    ],
  },
];

export default function ScopeColGroupedDemo() {
  return <Table columns={columns} data={data} caption="Toys produced and sold, by planet" />;
}
