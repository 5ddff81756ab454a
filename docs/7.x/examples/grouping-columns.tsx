import './table-theme.css';
import './grouping-columns.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

// A bike shop's stock list: each item's price and where its stock sits in the shop.
interface Item {
  key: string;
  item: string;
  net: number;
  vatRate: number;
  store: string;
  aisle: number;
  level: string;
  onHand: number;
  reserved: number;
}

const euros = (value: number) => `€${value.toFixed(2)}`;

const columns: ColumnsType<Item> = [
  // A leaf at the top level spans every header row.
  { title: 'Item', dataIndex: 'item', key: 'item', width: 150 },
  {
    title: 'Price',
    key: 'price',
    children: [
      { title: 'Net', dataIndex: 'net', key: 'net', width: 90, align: 'right', render: euros },
      {
        title: 'VAT',
        key: 'vat',
        children: [
          {
            title: 'Rate',
            dataIndex: 'vatRate',
            key: 'vatRate',
            width: 70,
            align: 'right',
            render: (r: number) => `${r}%`,
          },
          {
            title: 'Amount',
            key: 'vatAmount',
            width: 90,
            align: 'right',
            render: (_, row) => euros((row.net * row.vatRate) / 100),
          },
        ],
      },
    ],
  },
  {
    title: 'Stock',
    key: 'stock',
    children: [
      {
        title: 'Location',
        key: 'location',
        children: [
          { title: 'Store', dataIndex: 'store', key: 'store', width: 110 },
          {
            // The deepest group: Stock › Location › Shelf › Aisle makes four header rows.
            title: 'Shelf',
            key: 'shelf',
            children: [
              { title: 'Aisle', dataIndex: 'aisle', key: 'aisle', width: 70, align: 'right' },
              { title: 'Level', dataIndex: 'level', key: 'level', width: 80 },
            ],
          },
        ],
      },
      { title: 'On hand', dataIndex: 'onHand', key: 'onHand', width: 90, align: 'right' },
      { title: 'Reserved', dataIndex: 'reserved', key: 'reserved', width: 90, align: 'right' },
    ],
  },
];

const data: Item[] = [
  {
    key: 'helmet',
    item: 'Commuter helmet',
    net: 49.5,
    vatRate: 20,
    store: 'Canal Street',
    aisle: 3,
    level: 'Top',
    onHand: 14,
    reserved: 2,
  },
  {
    key: 'lights',
    item: 'USB light set',
    net: 24,
    vatRate: 20,
    store: 'Canal Street',
    aisle: 1,
    level: 'Middle',
    onHand: 38,
    reserved: 0,
  },
  {
    key: 'tube',
    item: 'Inner tube 700c',
    net: 6.25,
    vatRate: 20,
    store: 'Market Square',
    aisle: 5,
    level: 'Bottom',
    onHand: 120,
    reserved: 12,
  },
  {
    key: 'map',
    item: 'Cycle route map',
    net: 8,
    vatRate: 0,
    store: 'Market Square',
    aisle: 2,
    level: 'Top',
    onHand: 9,
    reserved: 1,
  },
];

export default function GroupingColumns() {
  return <Table className="grouping-columns" columns={columns} data={data} scroll={{ x: 'max-content' }} />;
}
