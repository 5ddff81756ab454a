import './table-theme.css';
import {
  Children,
  cloneElement,
  isValidElement,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import { CSSMotionList } from 'rc-motion';
import './animation.css';

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
}

const initialData: Row[] = [
  { key: '1', a: 'Apple', b: 'Red', c: 'Picked in September' },
  { key: '2', a: 'Banana', b: 'Yellow', c: 'Ripens on the way' },
  { key: '3', a: 'Cherry', b: 'Dark red', c: 'Picked in June' },
];

const fruits = ['Damson', 'Elderberry', 'Fig', 'Grape', 'Kiwi', 'Lemon', 'Mango'];
const colours = ['Purple', 'Black', 'Green', 'Violet', 'Brown', 'Yellow', 'Orange'];

interface RowElementProps {
  className?: string;
  style?: CSSProperties;
}

interface MotionBodyProps {
  className?: string;
  children?: ReactNode;
}

// Nothing to subscribe to: the snapshot only tells the server render (and hydration) from the browser's.
const subscribeToNothing = () => () => {};

// Used as `components.body.wrapper`: the <tbody> itself is a CSSMotionList keyed by row,
// so a new row fades in and a removed row stays until its leave motion ends.
function MotionBody({ className, children }: MotionBodyProps) {
  // rc-motion treats a newly mounted row as "appearing". Rows present in the server-rendered
  // table stay still while the page hydrates; rows added afterwards fade in.
  const animateNewRows = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const rows = Children.toArray(children).filter(isValidElement) as ReactElement<RowElementProps>[];
  // Each key object carries its row element, so a removed row can still be drawn while it leaves.
  const keys = rows.map((row) => ({ key: row.key ?? '', row }));
  return (
    <CSSMotionList
      component="tbody"
      className={className}
      keys={keys}
      motionName="animation-row"
      motionAppear={animateNewRows}
      // rc-table's rows do not hand their <tr> to rc-motion, so it cannot listen for
      // animationend; the deadline ends each motion once the keyframes are done.
      motionDeadline={400}
    >
      {({ row, className: motionClassName, style }) =>
        cloneElement(row as ReactElement<RowElementProps>, { className: motionClassName, style })
      }
    </CSSMotionList>
  );
}

export default function AnimationDemo() {
  const [data, setData] = useState(initialData);
  const [nextId, setNextId] = useState(initialData.length + 1);

  const addRow = () => {
    const i = (nextId - initialData.length - 1) % fruits.length;
    setData((rows) => [
      ...rows,
      { key: String(nextId), a: `${fruits[i]} ${nextId}`, b: colours[i], c: `Added as row #${nextId}` },
    ]);
    setNextId((id) => id + 1);
  };

  const removeRow = (key: string) => setData((rows) => rows.filter((row) => row.key !== key));

  const columns: ColumnsType<Row> = [
    { title: 'Fruit', dataIndex: 'a', key: 'a', width: 160 },
    { title: 'Colour', dataIndex: 'b', key: 'b', width: 120 },
    { title: 'Note', dataIndex: 'c', key: 'c' },
    {
      title: 'Operations',
      key: 'operations',
      width: 120,
      render: (_value, record) => (
        <button
          type="button"
          className="animation-link"
          aria-label={`Delete ${record.a}`}
          onClick={() => removeRow(record.key)}
        >
          Delete
        </button>
      ),
    },
  ];

  return (
    <div>
      <button type="button" className="animation-add" onClick={addRow}>
        Add
      </button>
      <Table
        columns={columns}
        data={data}
        components={{ body: { wrapper: MotionBody } }}
        emptyText="All rows deleted. Press Add."
      />
    </div>
  );
}
