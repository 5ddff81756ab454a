import './table-theme.css';
import { VirtualTable } from 'rc-table';
import type { ColumnsType, VirtualTableProps } from 'rc-table';

interface Row {
  key: number;
  a: string;
  b: string;
  c: number;
  d: string;
}

const ROW_COUNT = 2_000;
const GROUP = 4; // four shifts in a row share one Site cell

const sites = ['Quarry', 'Harbour', 'Airfield', 'Depot', 'Mill'];
const data: Row[] = Array.from({ length: ROW_COUNT }, (_, i) => ({
  key: i,
  a: `${sites[Math.floor(i / GROUP) % sites.length]} ${Math.floor(i / GROUP) + 1}`,
  b: ['Early', 'Day', 'Late', 'Night'][i % GROUP],
  c: 3 + ((i * 7) % 9),
  d: ['Crane', 'Loader', 'Forklift'][i % 3],
}));

// Fixed columns need numeric widths in VirtualTable; scroll.x is their total.
const columns: ColumnsType<Row> = [
  {
    title: 'Site',
    dataIndex: 'a',
    key: 'a',
    width: 140,
    fixed: 'left',
    // Merged cells: the first shift of each site spans the group's four rows, the others render nothing.
    onCell: (_, index = 0) => ({ rowSpan: index % GROUP === 0 ? GROUP : 0 }),
  },
  { title: 'Shift', dataIndex: 'b', key: 'b', width: 100, fixed: 'left' },
  { title: 'Crew', dataIndex: 'c', key: 'c', width: 100, align: 'right' },
  { title: 'Machine', dataIndex: 'd', key: 'd', width: 160 },
  { title: 'Notes', key: 'notes', width: 400, render: (_, row) => `Check-in at the ${row.b.toLowerCase()} gate.` },
  { title: 'Lead', key: 'lead', width: 120, fixed: 'right', render: (_, row) => `Lead ${(row.key % 7) + 1}` },
];

const tableProps: VirtualTableProps<Row> = {
  className: 'virtual-list-fixed-merged',
  columns,
  data,
  rowKey: 'key',
  scroll: { x: 1020, y: 320 },
  listItemHeight: 39,
  expandable: {
    // Night shifts have a handover note to expand.
    rowExpandable: (row) => row.b === 'Night',
    expandedRowRender: (row) => `Handover: ${row.c} people, machine ${row.d} to the early shift.`,
    fixed: 'left',
    columnWidth: 48,
    expandIcon: ({ expanded, expandable, record, onExpand }) =>
      expandable ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Hide' : 'Show'} the handover of ${record.a}, ${record.b}`}
          onClick={(event) => onExpand(record, event)}
          style={{ width: 22, height: 22, padding: 0, font: 'inherit', lineHeight: 1, cursor: 'pointer' }}
        >
          {expanded ? '−' : '+'}
        </button>
      ) : null,
  },
};

export default function VirtualListFixedMerged() {
  return <VirtualTable {...tableProps} />;
}
