import './table-theme.css';
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  a: string;
  b: number;
  c: number;
}

const columns: ColumnsType<Row> = [
  { title: 'Month', dataIndex: 'a', key: 'a' },
  { title: 'Visitors', dataIndex: 'b', key: 'b', align: 'right' },
  { title: 'Sign-ups', dataIndex: 'c', key: 'c', align: 'right' },
];

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const data: Row[] = months.flatMap((month, m) =>
  [2024, 2025].map((year, y) => ({
    key: `${year}-${m + 1}`,
    a: `${month} ${year}`,
    b: 1200 + ((m * 7 + y * 3) % 9) * 150,
    c: 40 + ((m * 5 + y * 11) % 13) * 6,
  })),
);

const visitors = data.reduce((sum, row) => sum + row.b, 0);
const signUps = data.reduce((sum, row) => sum + row.c, 0);

export default function StickyHeaderAndSummaryOffset() {
  const [showRate, setShowRate] = useState(false);
  return (
    <Table
      columns={columns}
      data={data}
      // The header stops under this site's 64px header bar; the summary sticks 16px above the window's bottom.
      sticky={{ offsetHeader: 64, offsetSummary: 16 }}
      summary={() => (
        <Table.Summary fixed="bottom">
          <Table.Summary.Row onClick={() => setShowRate((value) => !value)} style={{ cursor: 'pointer' }}>
            <Table.Summary.Cell index={0}>
              {/* No handler of its own: its click bubbles up to the row's onClick, and it lets the keyboard reach it. */}
              <button type="button" aria-pressed={showRate} style={{ font: 'inherit', fontWeight: 600 }}>
                {showRate ? 'Sign-up rate' : 'Total'}
              </button>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {showRate ? '' : visitors.toLocaleString('en-GB')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {showRate ? `${((signUps / visitors) * 100).toFixed(2)}%` : signUps.toLocaleString('en-GB')}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
