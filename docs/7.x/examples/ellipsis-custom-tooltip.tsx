import './table-theme.css';
import 'rc-tooltip/assets/bootstrap.css';
import Table from 'rc-table';
import type { ColumnType, ColumnsType } from 'rc-table';
import Tooltip from 'rc-tooltip';
import './ellipsis-custom-tooltip.css';

interface Row {
  key: string;
  name: string;
  description: string;
}

const data: Row[] = [
  {
    key: '1',
    name: 'John Brown',
    description: 'Lives next to the lake and walks the dog twice a day, whatever the weather.',
  },
  {
    key: '2',
    name: 'Jim Green',
    description: 'Keeps bees on the roof of a London office block and sells the honey at the market.',
  },
  {
    key: '3',
    name: 'Joe Black',
    description: 'Repairs old bicycles in a garage in Sydney and gives most of them away.',
  },
  {
    key: '4',
    name: 'Jane Grey',
    description: 'Teaches the cello on weekday evenings and plays in a string quartet on Sundays.',
  },
];

// The cell text is the tooltip's trigger; the tooltip shows it in full.
function renderWithTooltip(text: string) {
  return (
    <Tooltip
      overlay={text}
      placement="top"
      trigger={['hover', 'focus']}
      mouseEnterDelay={0.1}
      styles={{ root: { maxWidth: 320 } }}
    >
      <button type="button" className="ellipsis-custom-tooltip-text">
        {text}
      </button>
    </Tooltip>
  );
}

// showTitle: false turns off the browser's own `title` tooltip on body cells, so only ours appears there
// (header cells keep their `title` whatever showTitle says).
const ellipsis = { showTitle: false };

const noteColumns: ColumnType<Row>[] = Array.from({ length: 10 }, (_, i) => ({
  title: `Note ${i + 1}`,
  dataIndex: 'description',
  key: `note-${i + 1}`,
  width: 100,
  ellipsis,
  render: (text: string) => renderWithTooltip(text),
}));

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 90, ellipsis, render: renderWithTooltip },
  {
    title: 'Description',
    dataIndex: 'description',
    key: 'description',
    width: 200,
    ellipsis,
    render: renderWithTooltip,
  },
  ...noteColumns,
];

export default function EllipsisCustomTooltipDemo() {
  return <Table columns={columns} data={data} scroll={{ x: 1300 }} />;
}
