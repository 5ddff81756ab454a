import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  poster: string;
  color: string;
  small: string;
  medium: string;
  large: string;
}

const data: Row[] = [
  {
    key: '1',
    poster: 'Lighthouse',
    color: 'Full colour',
    small: '30 × 40 cm',
    medium: '50 × 70 cm',
    large: '70 × 100 cm',
  },
  {
    key: '2',
    poster: 'Lighthouse',
    color: 'Black and white',
    small: '21 × 30 cm',
    medium: '30 × 40 cm',
    large: '50 × 70 cm',
  },
  { key: '3', poster: 'Lighthouse', color: 'Sepia', small: '30 × 40 cm', medium: '40 × 50 cm', large: '61 × 91 cm' },
  {
    key: '4',
    poster: 'Harbour',
    color: 'Black and white',
    small: '21 × 30 cm',
    medium: '40 × 50 cm',
    large: '70 × 100 cm',
  },
  { key: '5', poster: 'Harbour', color: 'Sepia', small: '30 × 40 cm', medium: '50 × 70 cm', large: '61 × 91 cm' },
];

// The first row of each poster gets rowSpan = number of its variants; the rest get 0 (not rendered).
function posterRowSpan(index: number): number {
  const { poster } = data[index];
  if (index > 0 && data[index - 1].poster === poster) return 0;
  return data.filter((row) => row.poster === poster).length;
}

const columns: ColumnsType<Row> = [
  {
    title: 'Poster',
    dataIndex: 'poster',
    key: 'poster',
    // <th scope="rowgroup">: the poster name heads all the rows it spans.
    rowScope: 'rowgroup',
    onCell: (_record, index = 0) => ({ rowSpan: posterRowSpan(index) }),
  },
  // <th scope="row">: the colour heads its own row.
  { title: 'Colour', dataIndex: 'color', key: 'color', rowScope: 'row' },
  // One "Sizes available" header over three columns: colSpan 3, then 0 for the two it covers.
  { title: 'Sizes available', colSpan: 3, dataIndex: 'small', key: 'small' },
  { title: 'Medium', colSpan: 0, dataIndex: 'medium', key: 'medium' },
  { title: 'Large', colSpan: 0, dataIndex: 'large', key: 'large' },
];

export default function ScopeRowGroupDemo() {
  return <Table columns={columns} data={data} caption="Poster availability" />;
}
