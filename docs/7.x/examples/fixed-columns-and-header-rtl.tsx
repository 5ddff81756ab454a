import './table-theme.css';
import { StrictMode, useState, useSyncExternalStore } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: string;
  c: string;
  d: number;
}

interface Options {
  rtl: boolean;
  autoWidth: boolean;
  longText: boolean;
  fixHeader: boolean;
  fixLeft: boolean;
  fixRight: boolean;
  fixGroup: boolean;
  ellipsis: boolean;
  percentage: boolean;
  empty: boolean;
}

const optionLabels: { name: keyof Options; label: string }[] = [
  { name: 'rtl', label: 'Right to left' },
  { name: 'autoWidth', label: 'Auto width' },
  { name: 'longText', label: 'Long text' },
  { name: 'fixHeader', label: 'Fix header' },
  { name: 'fixLeft', label: 'Fix left' },
  { name: 'fixRight', label: 'Fix right' },
  { name: 'fixGroup', label: 'Fix group Title 3' },
  { name: 'ellipsis', label: 'Ellipsis' },
  { name: 'percentage', label: 'Percentage width' },
  { name: 'empty', label: 'Empty data' },
];

const cities = ['Cairo', 'Dubai', 'Tunis', 'Amman'];
const longText = 'A deliberately long sentence that does not fit its column, to show wrapping or an ellipsis. '.repeat(
  3,
);

function makeData(long: boolean): Row[] {
  return Array.from({ length: 9 }, (_, i) => ({
    key: `${i + 1}`,
    a: long && i === 0 ? longText : `Item ${i + 1}`,
    b: `${cities[i % cities.length]} office`,
    c: `Ref ${String(i * 37 + 100).padStart(4, '0')}`,
    d: 100 + ((i * 53) % 400),
  }));
}

// On a phone, every pinned column would cover the whole box, leaving nothing to scroll;
// there fewer columns are fixed. The server renders the wide layout.
const NARROW = '(max-width: 480px)';
function useNarrowScreen() {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

function makeColumns(o: Options, narrow: boolean, onAction: (text: string) => void): ColumnsType<Row> {
  // Pixel widths, percentages, or nothing at all (the browser decides).
  const width = (px: number, percent: string) => (o.autoWidth ? undefined : o.percentage ? percent : px);
  const ellipsis = o.ellipsis;
  return [
    {
      title: 'Title 1',
      dataIndex: 'a',
      key: 'a',
      width: width(140, '12%'),
      fixed: o.fixLeft ? 'left' : undefined,
      ellipsis,
    },
    {
      title: 'Title 2',
      dataIndex: 'b',
      key: 'b',
      width: width(140, '12%'),
      fixed: o.fixLeft && !narrow ? 'left' : undefined,
      ellipsis,
    },
    {
      title: 'Title 3',
      key: 'group',
      // A fixed group fixes all of its children.
      fixed: o.fixGroup ? 'left' : undefined,
      children: [
        { title: 'Title 4', dataIndex: 'c', key: 'c', width: width(120, '10%'), ellipsis },
        { title: 'Title 5', dataIndex: 'd', key: 'd', width: width(100, '8%'), ellipsis, align: 'right' },
      ],
    },
    { title: 'Title 6', dataIndex: 'b', key: 'e', width: width(200, '12%'), ellipsis },
    { title: 'Title 7', dataIndex: 'c', key: 'f', width: width(200, '12%'), ellipsis },
    { title: 'Title 8', dataIndex: 'b', key: 'g', width: width(200, '12%'), ellipsis },
    { title: 'Title 9', dataIndex: 'a', key: 'h', width: width(250, '12%'), ellipsis },
    {
      title: 'Title 10',
      key: 'action',
      width: width(100, '10%'),
      fixed: o.fixRight && !narrow ? 'right' : undefined,
      render: (_, record) => (
        <button type="button" aria-label={`Open ${record.a}`} onClick={() => onAction(`Open clicked: ${record.a}`)}>
          Open
        </button>
      ),
    },
  ];
}

function FixedColumnsAndHeaderRtl() {
  const [options, setOptions] = useState<Options>({
    rtl: true,
    autoWidth: false,
    longText: false,
    fixHeader: true,
    fixLeft: true,
    fixRight: true,
    fixGroup: false,
    ellipsis: false,
    percentage: false,
    empty: false,
  });

  const [action, setAction] = useState('');
  const narrow = useNarrowScreen();
  const toggle = (name: keyof Options) => setOptions((prev) => ({ ...prev, [name]: !prev[name] }));

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', marginBottom: 12 }}>
        {optionLabels.map(({ name, label }) => (
          <label key={name}>
            <input type="checkbox" checked={options[name]} onChange={() => toggle(name)} /> {label}
          </label>
        ))}
      </div>
      <Table
        columns={makeColumns(options, narrow, setAction)}
        data={options.empty ? [] : makeData(options.longText)}
        // In RTL, `fixed: 'left'` still means the start of the row, which is now the right edge.
        direction={options.rtl ? 'rtl' : 'ltr'}
        scroll={{ x: 1650, y: options.fixHeader ? 300 : undefined }}
      />
      <p role="status" style={{ minHeight: '1.5em', margin: '8px 0 0' }}>
        {action}
      </p>
    </div>
  );
}

export default function FixedColumnsAndHeaderRtlDemo() {
  return (
    <StrictMode>
      <FixedColumnsAndHeaderRtl />
    </StrictMode>
  );
}
