import './table-theme.css';
import './grouping-columns.css';
import Table from 'rc-table';

// Exam marks out of 100, declared with JSX columns instead of a `columns` array.
interface Result {
  key: string;
  student: string;
  paper1: number;
  paper2: number;
  physics: number;
  chemistry: number;
}

const data: Result[] = [
  { key: 's1', student: 'Amara Okafor', paper1: 78, paper2: 84, physics: 71, chemistry: 66 },
  { key: 's2', student: 'Bruno Lindqvist', paper1: 62, paper2: 70, physics: 88, chemistry: 91 },
  { key: 's3', student: 'Chiara Romano', paper1: 95, paper2: 89, physics: 79, chemistry: 83 },
];

export default function GroupingColumnsJsx() {
  return (
    <Table className="grouping-columns" data={data} style={{ maxWidth: 640 }}>
      {/* Each Table.Column becomes one entry of `columns`; its props are the column's fields. */}
      <Table.Column title="Student" dataIndex="student" key="student" width={160} />
      {/* Table.ColumnGroup becomes a column with `children`: a header cell over its columns. */}
      <Table.ColumnGroup title="Mathematics" key="maths">
        <Table.Column title="Paper 1" dataIndex="paper1" key="paper1" align="right" />
        <Table.Column title="Paper 2" dataIndex="paper2" key="paper2" align="right" />
      </Table.ColumnGroup>
      <Table.ColumnGroup title="Sciences" key="sciences">
        <Table.Column title="Physics" dataIndex="physics" key="physics" align="right" />
        <Table.Column title="Chemistry" dataIndex="chemistry" key="chemistry" align="right" />
      </Table.ColumnGroup>
      <Table.Column
        title="Average"
        key="average"
        align="right"
        render={(_, row: Result) => ((row.paper1 + row.paper2 + row.physics + row.chemistry) / 4).toFixed(1)}
      />
    </Table>
  );
}
