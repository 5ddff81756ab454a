import './table-theme.css';
import { useState } from 'react';
import Table, { type ColumnsType, type TableProps } from '@rc-component/table';

interface Row {
  key: string;
  station: string;
  readings: number[];
  status: string;
}

type Direction = NonNullable<TableProps<Row>['direction']>;

const hours = ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];

// `fixed: 'start'` and `'end'` are logical sides: the start is the left edge in a left-to-right table
// and the right edge in a right-to-left one. The same columns work in both directions.
const columns: ColumnsType<Row> = [
  { title: 'Station', dataIndex: 'station', key: 'station', width: 140, fixed: 'start' },
  ...hours.map((hour, i) => ({
    title: hour,
    key: hour,
    width: 100,
    align: 'end' as const,
    // <bdi> keeps "-2.5 °C" in this order inside a right-to-left row.
    render: (_: unknown, row: Row) => <bdi>{`${row.readings[i].toFixed(1)} °C`}</bdi>,
  })),
  { title: 'Status', dataIndex: 'status', key: 'status', width: 110, fixed: 'end' },
];

const stations = ['Cape Point', 'Ben Nevis', 'Lake Taupō', 'Mount Washington', 'Svalbard Airport'];

const data: Row[] = stations.map((station, s) => ({
  key: station,
  station,
  // A made-up daily curve per station: cool at night, warmest in the afternoon.
  readings: hours.map((_, h) => Math.round((4 * s - 6 + 8 * Math.sin(((h - 2) / 8) * Math.PI)) * 10) / 10),
  status: s === 3 ? 'Wind warning' : 'Reporting',
}));

const choices: { value: Direction; label: string }[] = [
  { value: 'ltr', label: 'Left to right' },
  { value: 'rtl', label: 'Right to left' },
];

export default function FixedStartEndDirection() {
  const [direction, setDirection] = useState<Direction>('ltr');

  return (
    <div>
      <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: '0 0 12px', padding: 0, border: 0 }}>
        <legend style={{ float: 'left', marginRight: 8 }}>direction:</legend>
        {choices.map(({ value, label }) => (
          <label key={value}>
            <input
              type="radio"
              name="fixed-start-end-direction"
              value={value}
              checked={direction === value}
              onChange={() => setDirection(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {/* The wrapper's dir only mirrors the surrounding text; the table takes its own `direction`. */}
      <div dir={direction}>
        <Table columns={columns} data={data} direction={direction} scroll={{ x: 1100 }} />
      </div>
      <p style={{ margin: '8px 0 0' }}>
        Station is pinned to the {direction === 'ltr' ? 'left' : 'right'} edge (start), Status to the{' '}
        {direction === 'ltr' ? 'right' : 'left'} edge (end). Scroll the table sideways to see the shadows.
      </p>
    </div>
  );
}
