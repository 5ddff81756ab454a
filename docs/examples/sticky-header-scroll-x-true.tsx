import 'rc-table/assets/index.css';
import './sticky-header-scroll-x-true.css';
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

// No widths: each column is as wide as its longest line, and lines do not wrap (see the CSS).
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
    <Table<Row>
      className="sticky-header-scroll-x-true"
      columns={columns}
      data={data}
      // `x: true` turns on horizontal scrolling without a number: the table grows to the
      // width of its content (at least the box), and the sticky header scrolls with the body.
      scroll={{ x: true }}
      // Sized by content, not by fixed column widths.
      tableLayout="auto"
      sticky={{ offsetHeader: 64 }}
    />
  );
}
