import './table-theme.css';
import './virtual-list-grid.css';
import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Table from 'rc-table';
import type { ColumnType, Reference, TableProps } from 'rc-table';
import { Grid, useGridRef, type CellComponentProps } from 'react-window';

interface Row {
  key: number;
  a: string;
  b: string;
  c: number;
  d: string;
}

const ROW_COUNT = 100_000;
const ROW_HEIGHT = 35;
const BODY_HEIGHT = 300;

// Values come from the index, so the server and the browser build the same rows.
const data: Row[] = Array.from({ length: ROW_COUNT }, (_, i) => ({
  key: i,
  a: `Row ${i + 1}`,
  b: ['Amber', 'Blue', 'Coral', 'Dune', 'Elm'][i % 5],
  c: (i * 37) % 1000,
  d: ['Oslo', 'Lima', 'Pune', 'Kyiv', 'Nice', 'Bern'][i % 6],
}));

// A custom body needs a pixel width on every column; the grid cells read `dataIndex`.
type GridColumn = Omit<ColumnType<Row>, 'dataIndex' | 'width'> & { dataIndex: keyof Row; width: number };

const columns: GridColumn[] = [
  { title: 'Name', dataIndex: 'a', key: 'a', width: 200 },
  { title: 'Colour', dataIndex: 'b', key: 'b', width: 200 },
  { title: 'Score', dataIndex: 'c', key: 'c', width: 200 },
  { title: 'City', dataIndex: 'd', key: 'd', width: 200 },
];
const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);

interface CellProps {
  rows: readonly Row[];
}

function GridCell({ columnIndex, rowIndex, style, ariaAttributes, rows }: CellComponentProps<CellProps>) {
  const column = columns[columnIndex];
  return (
    <div {...ariaAttributes} className="virtual-list-grid-cell" style={style}>
      {rows[rowIndex][column.dataIndex]}
    </div>
  );
}

// What rc-table hands a `components.body` function: it keeps this handle to scroll the body.
interface BodyHandle {
  scrollLeft: number;
  scrollTo?: (config: { index?: number; top?: number }) => void;
}

interface GridBodyProps {
  rows: readonly Row[];
  scrollbarSize: number;
  ref?: Ref<BodyHandle>;
  onScroll: (info: { currentTarget?: HTMLElement; scrollLeft?: number }) => void;
}

interface Range {
  firstRow: number;
  lastRow: number;
  firstColumn: number;
  lastColumn: number;
}

function GridBody({ rows, scrollbarSize, ref, onScroll }: GridBodyProps) {
  const gridRef = useGridRef(null);
  const [range, setRange] = useState<Range | null>(null);

  // rc-table drives the body through this handle: it sets `scrollLeft` when the
  // header is scrolled and forwards `scrollTo` from the table's own ref.
  useImperativeHandle(ref, () => ({
    get scrollLeft() {
      return gridRef.current?.element?.scrollLeft ?? 0;
    },
    set scrollLeft(value: number) {
      const element = gridRef.current?.element;
      if (element) element.scrollLeft = value;
    },
    scrollTo({ index, top }) {
      if (typeof index === 'number') gridRef.current?.scrollToRow({ index, align: 'end' });
      else if (typeof top === 'number') gridRef.current?.element?.scrollTo({ top });
    },
  }));

  // react-window calls these during render and in effects, so keep them stable.
  const columnWidth = useCallback(
    // The last column gives up the room the vertical scrollbar takes, as the header does.
    (index: number) => (index === columns.length - 1 ? columns[index].width - scrollbarSize : columns[index].width),
    [scrollbarSize],
  );
  const onCellsRendered = useCallback(
    (
      _visible: unknown,
      all: { rowStartIndex: number; rowStopIndex: number; columnStartIndex: number; columnStopIndex: number },
    ) =>
      setRange({
        firstRow: all.rowStartIndex,
        lastRow: all.rowStopIndex,
        firstColumn: all.columnStartIndex,
        lastColumn: all.columnStopIndex,
      }),
    [],
  );

  return (
    <>
      <Grid
        gridRef={gridRef}
        // A scrolling region keyboard users can focus and scroll with the arrow keys.
        tabIndex={0}
        aria-label="Table body, 100,000 rows"
        className="virtual-list-grid-body"
        cellComponent={GridCell}
        cellProps={{ rows }}
        rowCount={rows.length}
        rowHeight={ROW_HEIGHT}
        columnCount={columns.length}
        columnWidth={columnWidth}
        overscanCount={1}
        defaultWidth={320}
        style={{ height: BODY_HEIGHT, width: '100%' }}
        // Tell the table how far the body scrolled so the header follows.
        onScroll={(event) =>
          onScroll({ currentTarget: event.currentTarget, scrollLeft: event.currentTarget.scrollLeft })
        }
        onCellsRendered={onCellsRendered}
      />
      <p className="virtual-list-grid-status" role="status">
        {range
          ? `In the DOM: rows ${range.firstRow + 1}–${range.lastRow + 1} of ${rows.length}, columns ${range.firstColumn + 1}–${range.lastColumn + 1} of ${columns.length}`
          : 'In the DOM: measuring…'}
      </p>
    </>
  );
}

const components: TableProps<Row>['components'] = {
  body: (rows, { scrollbarSize, ref, onScroll }) => (
    <GridBody rows={rows} scrollbarSize={scrollbarSize} ref={ref} onScroll={onScroll} />
  ),
};

export default function VirtualListGrid() {
  const tableRef = useRef<Reference>(null);

  return (
    <div>
      <p className="virtual-list-grid-toolbar">
        <button type="button" onClick={() => tableRef.current?.scrollTo({ index: ROW_COUNT - 1 })}>
          Scroll to last row
        </button>
        <button type="button" onClick={() => tableRef.current?.scrollTo({ top: 0 })}>
          Scroll to top
        </button>
      </p>
      <Table
        ref={tableRef}
        className="virtual-list-grid-table"
        columns={columns}
        data={data}
        components={components}
        scroll={{ x: totalWidth, y: BODY_HEIGHT }}
        style={{ width: 320, maxWidth: '100%' }}
      />
    </div>
  );
}
