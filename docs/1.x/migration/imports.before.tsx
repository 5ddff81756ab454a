import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

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
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            {rows.reduce((sum, row) => sum + row.amount, 0)}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
