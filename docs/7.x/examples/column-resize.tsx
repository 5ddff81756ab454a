import './table-theme.css';
import 'react-resizable/css/styles.css';
import { useState, type KeyboardEvent, type ThHTMLAttributes } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import { Resizable } from 'react-resizable';
import './column-resize.css';

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
  d: number;
}

const data: Row[] = [
  { key: '1', a: 'Apple', b: 'Red, crisp and sweet', c: 'Picked in September', d: 120 },
  { key: '2', a: 'Banana', b: 'Yellow, soft and sweet', c: 'Shipped green, ripens on the way', d: 80 },
  { key: '3', a: 'Cherry', b: 'Dark red, with a stone', c: 'Picked in June', d: 45 },
];

type ResizableKey = 'a' | 'b' | 'c';

const titles: Record<ResizableKey, string> = { a: 'Fruit', b: 'Description', c: 'Season' };
const MIN_WIDTH = 60;
const MAX_WIDTH = 480;

/** Props our header cell receives: the usual `<th>` attributes plus two of our own. */
interface ResizableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  resizeWidth?: number;
  onResizeWidth?: (width: number) => void;
  resizeLabel?: string;
}

// Used as `components.header.cell`: wraps the `<th>` in react-resizable's Resizable,
// which adds a drag handle on its right edge.
function ResizableHeaderCell({ resizeWidth, onResizeWidth, resizeLabel, ...thProps }: ResizableHeaderCellProps) {
  if (resizeWidth === undefined || !onResizeWidth) {
    return <th {...thProps} />;
  }
  const clamp = (width: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
  // The handle is also a focusable separator: arrow keys resize by 10 px.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onResizeWidth(clamp(resizeWidth + (event.key === 'ArrowRight' ? 10 : -10)));
    }
  };
  return (
    <Resizable
      width={resizeWidth}
      height={0}
      axis="x"
      resizeHandles={['e']}
      minConstraints={[MIN_WIDTH, 0]}
      maxConstraints={[MAX_WIDTH, 0]}
      onResize={(_event, { size }) => onResizeWidth(size.width)}
      draggableOpts={{ enableUserSelectHack: false }}
      handle={
        <span
          className="column-resize-handle"
          role="separator"
          aria-orientation="vertical"
          aria-label={`Resize ${resizeLabel} column`}
          aria-valuenow={resizeWidth}
          aria-valuemin={MIN_WIDTH}
          aria-valuemax={MAX_WIDTH}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onClick={(event) => event.stopPropagation()}
        />
      }
    >
      <th {...thProps} />
    </Resizable>
  );
}

export default function ColumnResizeDemo() {
  const [widths, setWidths] = useState<Record<ResizableKey, number>>({ a: 120, b: 220, c: 200 });

  // onHeaderCell hands our extra props to the header cell component.
  const resizable = (key: ResizableKey) => {
    const props: ResizableHeaderCellProps = {
      resizeWidth: widths[key],
      resizeLabel: titles[key],
      onResizeWidth: (width) => setWidths((prev) => ({ ...prev, [key]: width })),
    };
    return {
      title: titles[key],
      dataIndex: key,
      key,
      width: widths[key],
      onHeaderCell: () => props,
    };
  };

  const columns: ColumnsType<Row> = [
    resizable('a'),
    resizable('b'),
    resizable('c'),
    // The last column has no width and takes up the rest of the row.
    { title: 'Stock', dataIndex: 'd', key: 'd', align: 'right' },
  ];

  return (
    <div className="column-resize">
      <Table
        columns={columns}
        data={data}
        tableLayout="fixed"
        // Wide columns scroll sideways inside the table instead of stretching the page.
        scroll={{ x: 'max-content' }}
        components={{ header: { cell: ResizableHeaderCell } }}
      />
      <p className="column-resize-widths" aria-live="polite">
        Column widths: {titles.a} {widths.a} px · {titles.b} {widths.b} px · {titles.c} {widths.c} px
      </p>
    </div>
  );
}
