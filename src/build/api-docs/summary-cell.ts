import type { ApiSource } from './line.ts';

// Checked against rc-table 7.55.1 (SummaryCellProps in node_modules/rc-table/lib/Footer/Cell.d.ts)
// by tests/unit/api-docs.test.ts.
const summaryCell: ApiSource = {
  id: 'SummaryCell',
  title: { 'en-US': 'Table.Summary.Cell', 'zh-CN': 'Table.Summary.Cell 总结栏的单元格' },
  properties: [
    {
      name: 'index',
      type: 'number',
      required: true,
      description: {
        'en-US':
          'Index of the column the cell starts in (the expand column counts). Cells render in the order written; index tells a cell under a fixed column where to stick.',
        'zh-CN':
          '该单元格起始列的索引（展开图标列也计算在内）。单元格按书写顺序渲染；index 让位于固定列下的单元格知道固定在哪里。',
      },
    },
    {
      name: 'colSpan',
      type: 'number',
      default: '1',
      description: {
        'en-US':
          'Number of columns the cell spans. A fixed summary gets an extra column above the vertical scroll bar; the cell that ends in the last column spans it too.',
        'zh-CN':
          '单元格横跨的列数。固定的总结栏会在纵向滚动条上方多出一列；结束于最后一列的单元格会把这一列也一并横跨。',
      },
    },
    {
      name: 'rowSpan',
      type: 'number',
      description: {
        'en-US': 'Number of summary rows the cell spans.',
        'zh-CN': '单元格纵跨的总结栏行数。',
      },
    },
    {
      name: 'align',
      type: "'start' | 'end' | 'left' | 'right' | 'center' | 'justify' | 'match-parent'",
      description: {
        'en-US': 'Horizontal text alignment of the cell.',
        'zh-CN': '单元格内文字的水平对齐方式。',
      },
    },
    {
      name: 'className',
      type: 'string',
      description: {
        'en-US': 'Class name of the td element.',
        'zh-CN': 'td 元素的类名。',
      },
    },
    {
      name: 'children',
      type: 'React.ReactNode',
      description: {
        'en-US': 'Content of the cell.',
        'zh-CN': '单元格的内容。',
      },
    },
  ],
};

export default summaryCell;
