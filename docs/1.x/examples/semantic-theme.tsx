import './semantic-theme.css';
import Table, { type ColumnsType, type TableProps } from '@rc-component/table';

interface Row {
  key: string;
  time: string;
  destination: string;
  platform: number;
  remark: string;
}

const columns: ColumnsType<Row> = [
  { title: 'Time', dataIndex: 'time', key: 'time', width: 80 },
  { title: 'Destination', dataIndex: 'destination', key: 'destination' },
  { title: 'Platform', dataIndex: 'platform', key: 'platform', width: 100, align: 'right' },
  { title: 'Remark', dataIndex: 'remark', key: 'remark' },
];

const data: Row[] = [
  { key: '1', time: '07:42', destination: 'Harbour Terminal', platform: 2, remark: 'On time' },
  { key: '2', time: '07:55', destination: 'University', platform: 4, remark: 'Front four coaches only' },
  { key: '3', time: '08:03', destination: 'Airport', platform: 1, remark: 'Delayed 5 min' },
  { key: '4', time: '08:10', destination: 'Old Town', platform: 3, remark: 'On time' },
  { key: '5', time: '08:24', destination: 'Lakeside', platform: 2, remark: 'Replacement bus from Elm Road' },
];

// Every semantic part, by name. `classNames` carries what must change between light and dark mode
// (colours live in semantic-theme.css under these class names); `styles` carries the rest inline.
const classNames: TableProps<Row>['classNames'] = {
  section: 'semantic-theme-section',
  title: 'semantic-theme-title',
  footer: 'semantic-theme-footer',
  content: 'semantic-theme-content',
  header: {
    wrapper: 'semantic-theme-header-wrapper',
    row: 'semantic-theme-header-row',
    cell: 'semantic-theme-header-cell',
  },
  body: {
    wrapper: 'semantic-theme-body-wrapper',
    row: 'semantic-theme-body-row',
    cell: 'semantic-theme-body-cell',
  },
};

const styles: TableProps<Row>['styles'] = {
  section: { borderRadius: '0 0 8px 8px', overflow: 'hidden' },
  title: { padding: '10px 14px', borderRadius: '8px 8px 0 0', fontWeight: 700, letterSpacing: '0.04em' },
  footer: { padding: '6px 14px', borderRadius: 8, marginTop: 8, fontSize: 12 },
  content: { width: '100%' },
  header: {
    wrapper: { textTransform: 'uppercase', letterSpacing: '0.03em' },
    row: { height: 40 },
    cell: { padding: '6px 14px', fontSize: 12, fontWeight: 600, textAlign: 'start' },
  },
  body: {
    wrapper: { fontVariantNumeric: 'tabular-nums' },
    row: { height: 44, transition: 'background 0.15s' },
    cell: { padding: '6px 14px' },
  },
};

export default function SemanticTheme() {
  return (
    <Table
      columns={columns}
      data={data}
      classNames={classNames}
      styles={styles}
      // As wide as the columns need, so the title and footer line up with the table.
      style={{ width: 'fit-content', maxWidth: '100%' }}
      // A top-level `title` is mistaken for a legacy expand prop (and warned about) unless an
      // `expandable` object is present; an empty one is enough.
      expandable={{}}
      title={() => 'Departures: Central Station'}
      footer={() => 'Times are local. Platforms can change at short notice.'}
    />
  );
}
