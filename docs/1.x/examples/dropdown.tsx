import './table-theme.css';
import '@rc-component/dropdown/assets/index.css';
import '@rc-component/menu/assets/index.css';
import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import Dropdown from '@rc-component/dropdown';
import Menu from '@rc-component/menu';
import './dropdown.css';

interface Row {
  a: string;
  b: number;
  c: string;
}

const fruits = ['Apple', 'Banana', 'Cherry', 'Date'];
const origins = ['Spain', 'Ecuador', 'Turkey', 'Tunisia', 'Italy'];

// Ten rows made by formula, so the server and the browser render the same table.
const data: Row[] = Array.from({ length: 10 }, (_, i) => ({
  a: fruits[i % fruits.length],
  b: 10 + ((i * 37) % 90),
  c: origins[i % origins.length],
}));

export default function DropdownDemo() {
  const [open, setOpen] = useState(false);
  // What is ticked in the open menu, and what the table is filtered by (set by Confirm).
  const [draft, setDraft] = useState<string[]>([]);
  const [applied, setApplied] = useState<string[]>([]);

  const onOpenChange = (next: boolean) => {
    // Reopening starts from the filter in force, not from an unconfirmed selection.
    if (next) setDraft(applied);
    setOpen(next);
  };

  const confirm = () => {
    setApplied(draft);
    setOpen(false);
  };

  const reset = () => {
    setDraft([]);
    setApplied([]);
    setOpen(false);
  };

  const filterMenu = (
    <div className="dropdown-filter">
      <Menu
        multiple
        selectable
        selectedKeys={draft}
        onSelect={({ selectedKeys }) => setDraft(selectedKeys)}
        onDeselect={({ selectedKeys }) => setDraft(selectedKeys)}
        items={fruits.map((fruit) => ({ key: fruit, label: fruit }))}
      />
      <div className="dropdown-filter-actions">
        <button type="button" onClick={reset}>
          Reset
        </button>
        <button type="button" onClick={confirm}>
          Confirm
        </button>
      </div>
    </div>
  );

  const columns: ColumnsType<Row> = [
    {
      title: (
        <span className="dropdown-title">
          Fruit
          <Dropdown trigger={['click']} overlay={filterMenu} open={open} onOpenChange={onOpenChange}>
            <button
              type="button"
              className={applied.length ? 'dropdown-trigger dropdown-trigger-active' : 'dropdown-trigger'}
              aria-label="Filter fruit"
              aria-haspopup="true"
              aria-expanded={open}
            >
              Filter{applied.length ? ` (${applied.length})` : ''}
            </button>
          </Dropdown>
        </span>
      ),
      dataIndex: 'a',
      key: 'a',
    },
    { title: 'Quantity', dataIndex: 'b', key: 'b', align: 'right' },
    { title: 'Origin', dataIndex: 'c', key: 'c' },
  ];

  const rows = applied.length ? data.filter((row) => applied.includes(row.a)) : data;

  return (
    <div>
      <Table
        columns={columns}
        data={rows}
        // The rows have no `key` field: build a unique one from the fields.
        rowKey={(row) => `${row.a}-${row.b}-${row.c}`}
      />
      <p className="dropdown-status" aria-live="polite">
        Showing {rows.length} of {data.length} rows
        {applied.length ? ` (fruit: ${applied.join(', ')})` : ''}
      </p>
    </div>
  );
}
