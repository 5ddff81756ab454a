import Table, { Summary, type ColumnsType } from '@rc-component/table';
import '@rc-component/table/assets/index.css';

interface Sale {
  key: string;
  item: string;
  amount: number;
}

const columns: ColumnsType<Sale> = [
  { title: 'Item', dataIndex: 'item', key: 'item' },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right' },
];

const data: Sale[] = [
  { key: '1', item: 'Seeds', amount: 12 },
  { key: '2', item: 'Compost', amount: 30 },
];

export default function Sales() {
  return (
    <Table
      columns={columns}
      data={data}
      summary={(rows) => (
        <Summary.Row>
          <Summary.Cell index={0}>Total</Summary.Cell>
          <Summary.Cell index={1} align="right">
            {rows.reduce((sum, row) => sum + row.amount, 0)}
          </Summary.Cell>
        </Summary.Row>
      )}
    />
  );
}
