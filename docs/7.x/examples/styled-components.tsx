import './table-theme.css';
import styled from 'styled-components';
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

const data: Row[] = [
  { key: '1', a: 'Alice', b: 32, c: 'Leeds', d: 'Engineer' },
  { key: '2', a: 'Bruno', b: 41, c: 'Porto', d: 'Designer' },
  { key: '3', a: 'Chen', b: 28, c: 'Taipei', d: 'Analyst' },
];

// A styled <tr>: rc-table renders every body row with it, passing its usual
// props (className, style, data-row-key) straight through. The fixed componentId
// keeps the generated class name identical in server-rendered HTML and in the
// browser (the styled-components Babel/SWC plugin would otherwise add one).
const HoverRow = styled.tr.withConfig({ displayName: 'HoverRow', componentId: 'demo-hover-row' })`
  transition: transform 0.3s ease;

  & > td {
    transition:
      background-color 0.3s ease,
      color 0.3s ease;
  }

  &:hover {
    transform: scale(1.02);
  }

  &:hover > td {
    color: #fff;
    background: #1677ff;
  }
`;

export default function StyledComponents() {
  return <Table columns={columns} data={data} components={{ body: { row: HoverRow } }} />;
}
