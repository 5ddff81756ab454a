import Table, { type ColumnsType, type ExpandIconProps } from '@rc-component/table';

interface Task {
  key: string;
  name: string;
  notes: string;
}

const columns: ColumnsType<Task> = [{ title: 'Task', dataIndex: 'name', key: 'name' }];
const data: Task[] = [{ key: '1', name: 'Prune', notes: 'After flowering.' }];

// One component for the row icons and, with showExpandAll, the header's expand-all icon (type 'all').
function ExpandIcon({ expanded, onClick, type }: ExpandIconProps<Task>) {
  return (
    <button type="button" aria-expanded={expanded} onClick={onClick}>
      {type === 'all' ? (expanded ? 'Hide all' : 'Show all') : expanded ? 'Hide' : 'Show'}
    </button>
  );
}

export default function Tasks() {
  return (
    <Table
      columns={columns}
      data={data}
      components={{ ExpandIcon }}
      expandable={{ defaultExpandAllRows: true, expandedRowRender: (task) => task.notes }}
    />
  );
}
