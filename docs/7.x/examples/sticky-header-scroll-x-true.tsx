import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  ticket: string;
  owner: string;
  status: string;
  summary: string;
}

const owners = ['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds', 'Margaret Hamilton', 'Ken Thompson'];
const states = ['To do', 'In progress', 'Review', 'Done'];
const subjects = ['login form', 'export to CSV', 'dark mode colours', 'search results page', 'nightly backup job'];

// No widths: the browser shares the room out by content, and long text wraps.
const columns: ColumnsType<Row> = [
  { title: 'Ticket', dataIndex: 'ticket', key: 'ticket' },
  { title: 'Owner', dataIndex: 'owner', key: 'owner' },
  { title: 'Status', dataIndex: 'status', key: 'status' },
  { title: 'Summary', dataIndex: 'summary', key: 'summary' },
];

const data: Row[] = Array.from({ length: 20 }, (_, i) => ({
  key: `${i + 1}`,
  ticket: `TCK-${401 + i}`,
  owner: owners[i % owners.length],
  status: states[(i * 3) % states.length],
  summary: `Follow-up on the ${subjects[i % subjects.length]}: reproduce, fix, add a test and write the release note`,
}));

export default function StickyHeaderScrollXTrue() {
  return (
    <Table
      columns={columns}
      data={data}
      // `x: true` turns on the horizontal scroll layout without a number: the table is at
      // least as wide as the box, and the sticky header takes the widths rc-table measures
      // in the body, so header and body columns line up.
      scroll={{ x: true }}
      sticky={{ offsetHeader: 64 }}
    />
  );
}
