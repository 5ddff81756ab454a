import './table-theme.css';
import './sub-table.css';
import { useRef, useState, type Key } from 'react';
import Table from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';

interface Row {
  a: string;
  b: string;
  c: number;
  children?: Row[];
}

// A small seeded generator (mulberry32): the same "random" text on the server and in the browser.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(2024);
const words = ['amber', 'breeze', 'cedar', 'dune', 'ember', 'fjord', 'grove', 'harbour', 'isle', 'juniper'];
const text = () =>
  Array.from({ length: 1 + Math.floor(random() * 8) }, () => words[Math.floor(random() * words.length)]).join(' ');

const node = (a: string, c: number, children?: Row[]): Row => ({ a, b: text(), c, children });

// 100 roots, each with one child that has three children of its own: 500 records.
const data: Row[] = Array.from({ length: 100 }, (_, i) => {
  const root = `${i + 1}`;
  const child = `${root}-1`;
  return node(root, i * 5, [
    node(
      child,
      i * 5 + 1,
      [1, 2, 3].map((n) => node(`${child}-${n}`, i * 5 + 1 + n)),
    ),
  ]);
});

// Every record that has children, for the "Expand all" button.
const parentKeys: Key[] = data.flatMap((root) => [root.a, ...(root.children ?? []).map((child) => child.a)]);

const columns: ColumnsType<Row> = [
  { title: 'Record', dataIndex: 'a', key: 'a', width: 160 },
  {
    title: 'Index',
    key: 'index',
    width: 80,
    // The third argument is the row's index among its siblings.
    render: (_, __, index) => index,
  },
  { title: 'Text', dataIndex: 'b', key: 'b' },
  { title: 'Number', dataIndex: 'c', key: 'c', width: 100, align: 'right' },
];

interface LogEntry {
  id: number;
  text: string;
}

export default function SubTable() {
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);
  const [log, setLog] = useState<LogEntry[]>([]);
  const nextId = useRef(0);

  const addLog = (text: string) => {
    nextId.current += 1;
    const entry = { id: nextId.current, text };
    setLog((entries) => [entry, ...entries].slice(0, 10));
  };

  const expandable: TableProps<Row>['expandable'] = {
    expandedRowKeys: expandedKeys,
    onExpandedRowsChange: setExpandedKeys,
    onExpand: (expanded, record) => addLog(`${expanded ? 'Expanded' : 'Collapsed'} ${record.a}`),
    // rc-table 7.55.1 has no default indent: without a number, each level gets `padding-left: NaNpx`.
    indentSize: 20,
    // A real button, so the tree can be opened from the keyboard (the default icon is a <span>).
    expandIcon: ({ expanded, expandable: hasChildren, record, onExpand }) =>
      hasChildren ? (
        <button
          type="button"
          className="sub-table-toggle"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} record ${record.a}`}
          onClick={(event) => {
            // Like the default icon: a toggle is not a row click.
            event.stopPropagation();
            onExpand(record, event);
          }}
        >
          {expanded ? '−' : '+'}
        </button>
      ) : (
        // Leaves get a spacer as wide as the button, so siblings line up.
        <span className="sub-table-toggle-spacer" />
      ),
  };

  return (
    <div>
      <p style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setExpandedKeys(parentKeys)}>
          Expand all
        </button>
        <button type="button" onClick={() => setExpandedKeys([])}>
          Collapse all
        </button>
      </p>
      <Table
        columns={columns}
        data={data}
        rowKey="a"
        expandable={expandable}
        scroll={{ y: 500 }}
        onRow={(record, index) => ({
          onClick: () => addLog(`Clicked ${record.a} (index ${index})`),
        })}
      />
      <ul aria-label="Event log">
        {log.map((entry) => (
          <li key={entry.id}>{entry.text}</li>
        ))}
      </ul>
    </div>
  );
}
