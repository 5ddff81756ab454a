import './table-theme.css';
import { useState } from 'react';
import type { HTMLAttributes } from 'react';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import update from 'immutability-helper';
import { createGlobalStyle } from 'styled-components';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: string;
  d: string;
}

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'a', key: 'a', width: 140 },
  { title: 'Age', dataIndex: 'b', key: 'b', width: 80, align: 'right' },
  { title: 'City', dataIndex: 'c', key: 'c', width: 140 },
  { title: 'Role', dataIndex: 'd', key: 'd' },
];

const initialData: Row[] = [
  { key: '1', a: 'Alice', b: 32, c: 'Leeds', d: 'Engineer' },
  { key: '2', a: 'Bruno', b: 41, c: 'Porto', d: 'Designer' },
  { key: '3', a: 'Chen', b: 28, c: 'Taipei', d: 'Analyst' },
  { key: '4', a: 'Dana', b: 36, c: 'Haifa', d: 'Manager' },
];

const ROW_TYPE = 'table-row';

interface DragItem {
  index: number;
}

// The dashed line shows where the dragged row will land: under the hovered row
// when dragging down, above it when dragging up.
const DropLineStyle = createGlobalStyle`
  .react-dnd-table tr.react-dnd-drop-below > td {
    border-bottom: 2px dashed #1677ff;
  }
  .react-dnd-table tr.react-dnd-drop-above > td {
    border-top: 2px dashed #1677ff;
  }
  .react-dnd-table tbody tr {
    cursor: move;
  }
`;

// Props come from rc-table (className, style, data-row-key, children) plus what onRow adds.
interface DraggableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  index?: number;
  moveRow?: (from: number, to: number) => void;
}

function DraggableRow({ index = -1, moveRow, className, style, ...rest }: DraggableRowProps) {
  const [{ dropClassName }, drop] = useDrop<DragItem, void, { dropClassName: string }>(
    () => ({
      accept: ROW_TYPE,
      collect: (monitor) => {
        const item = monitor.getItem<DragItem | null>();
        if (!item || !monitor.isOver() || item.index === index) return { dropClassName: '' };
        return { dropClassName: item.index < index ? 'react-dnd-drop-below' : 'react-dnd-drop-above' };
      },
      drop: (item) => {
        if (item.index !== index) moveRow?.(item.index, index);
      },
    }),
    [index, moveRow],
  );

  const [{ isDragging }, drag] = useDrag<DragItem, void, { isDragging: boolean }>(
    () => ({
      type: ROW_TYPE,
      item: { index },
      canDrag: index >= 0,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [index],
  );

  return (
    <tr
      // The same <tr> is both the thing you drag and the place you drop onto.
      ref={(row) => {
        drag(drop(row));
      }}
      className={[className, dropClassName].filter(Boolean).join(' ')}
      style={{ ...style, opacity: isDragging ? 0.4 : 1 }}
      {...rest}
    />
  );
}

const components = { body: { row: DraggableRow } };

export default function ReactDnd() {
  const [data, setData] = useState(initialData);
  const [message, setMessage] = useState('Drag a row onto another row to move it there.');

  const moveRow = (from: number, to: number) => {
    const moved = data[from];
    // Take the row out at `from` and put it back in at `to`, without mutating `data`.
    setData(
      update(data, {
        $splice: [
          [from, 1],
          [to, 0, moved],
        ],
      }),
    );
    setMessage(`Moved ${moved.a} to position ${to + 1}.`);
  };

  return (
    <DndProvider backend={HTML5Backend}>
      <DropLineStyle />
      <Table
        className="react-dnd-table"
        columns={columns}
        data={data}
        components={components}
        // Each row learns its position and how to move; DraggableRow receives these as props.
        onRow={(_, index): DraggableRowProps => ({ index, moveRow })}
      />
      <p aria-live="polite">{message}</p>
    </DndProvider>
  );
}
