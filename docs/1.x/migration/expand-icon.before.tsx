import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';

interface Task {
  key: string;
  name: string;
  notes: string;
}

const columns: ColumnsType<Task> = [{ title: 'Task', dataIndex: 'name', key: 'name' }];
const data: Task[] = [{ key: '1', name: 'Prune', notes: 'After flowering.' }];

export default function Tasks() {
  return (
    <Table
      columns={columns}
      data={data}
      expandable={{
        defaultExpandAllRows: true,
        expandedRowRender: (task) => task.notes,
        expandIcon: ({ expanded, record, onExpand }) => (
          <button type="button" aria-expanded={expanded} onClick={(e) => onExpand(record, e)}>
            {expanded ? 'Hide' : 'Show'}
          </button>
        ),
      }}
    />
  );
}
