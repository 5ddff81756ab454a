import 'rc-table/assets/index.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import './grouping-columns.css';

interface Row {
  key: string;
  name: string;
  age: number;
  street: string;
  building: string;
  number: number;
  companyAddress: string;
  companyName: string;
  gender: 'Female' | 'Male';
}

const data: Row[] = [
  {
    key: '1',
    name: 'John Brown',
    age: 32,
    street: 'Lake Park Road',
    building: 'C',
    number: 2035,
    companyAddress: '12 Harbour Street',
    companyName: 'Northwind Traders',
    gender: 'Male',
  },
  {
    key: '2',
    name: 'Jane Grey',
    age: 41,
    street: 'Station Avenue',
    building: 'A',
    number: 118,
    companyAddress: '7 Market Square',
    companyName: 'Blue Fern Studio',
    gender: 'Female',
  },
];

// A column with `children` becomes a header cell spanning its children.
// Other → Address → Block → Building/Door No. is four header rows deep;
// columns without children (Name, Gender) span all four rows.
const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  {
    title: 'Other',
    children: [
      { title: 'Age', dataIndex: 'age', key: 'age' },
      {
        title: 'Address',
        children: [
          { title: 'Street', dataIndex: 'street', key: 'street' },
          {
            title: 'Block',
            children: [
              { title: 'Building', dataIndex: 'building', key: 'building' },
              { title: 'Door No.', dataIndex: 'number', key: 'number' },
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Company',
    children: [
      { title: 'Address', dataIndex: 'companyAddress', key: 'companyAddress' },
      { title: 'Name', dataIndex: 'companyName', key: 'companyName' },
    ],
  },
  { title: 'Gender', dataIndex: 'gender', key: 'gender' },
];

export default function GroupingColumnsDemo() {
  return <Table<Row> className="grouping-columns-bordered" columns={columns} data={data} />;
}
