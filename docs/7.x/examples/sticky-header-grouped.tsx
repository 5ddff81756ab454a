import './table-theme.css';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Row {
  key: string;
  station: string;
  tempMin: number;
  tempMax: number;
  rain: number;
  windSpeed: number;
  windDirection: string;
}

const columns: ColumnsType<Row> = [
  { title: 'Station', dataIndex: 'station', key: 'station', width: 140 },
  {
    title: 'Temperature (°C)',
    key: 'temperature',
    children: [
      { title: 'Low', dataIndex: 'tempMin', key: 'tempMin', width: 80, align: 'right' },
      { title: 'High', dataIndex: 'tempMax', key: 'tempMax', width: 80, align: 'right' },
    ],
  },
  { title: 'Rain (mm)', dataIndex: 'rain', key: 'rain', width: 100, align: 'right' },
  {
    title: 'Wind',
    key: 'wind',
    children: [
      { title: 'km/h', dataIndex: 'windSpeed', key: 'windSpeed', width: 80, align: 'right' },
      { title: 'From', dataIndex: 'windDirection', key: 'windDirection', width: 80 },
    ],
  },
];

const stations = ['Aberdeen', 'Brest', 'Cork', 'Dover', 'Esbjerg', 'Faro', 'Gdańsk', 'Hamburg'];
const directions = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

const data: Row[] = Array.from({ length: 24 }, (_, i) => {
  const tempMin = ((i * 5) % 12) - 2;
  return {
    key: `${i + 1}`,
    station: `${stations[i % stations.length]} ${Math.floor(i / stations.length) + 1}`,
    tempMin,
    tempMax: tempMin + 4 + ((i * 3) % 7),
    rain: (i * 7) % 19,
    windSpeed: 10 + ((i * 11) % 40),
    windDirection: directions[(i * 3) % directions.length],
  };
});

export default function StickyHeaderGrouped() {
  return (
    <Table
      columns={columns}
      data={data}
      // Both header rows stick together: the group titles and the column titles under them.
      sticky={{ offsetHeader: 64 }}
      // Narrower than its 560px of columns (a phone), the table scrolls sideways inside itself.
      scroll={{ x: 560 }}
    />
  );
}
