import type { ApiSource } from './line.ts';

// Checked against rc-table 7.55.1 (FooterRowProps in node_modules/rc-table/lib/Footer/Row.d.ts)
// by tests/unit/api-docs.test.ts.
const summaryRow: ApiSource = {
  id: 'SummaryRow',
  title: { 'en-US': 'Table.Summary.Row', 'zh-CN': 'Table.Summary.Row 总结栏的行' },
  properties: [
    {
      name: 'children',
      type: 'React.ReactNode',
      description: {
        'en-US': 'The cells of the row: Table.Summary.Cell elements.',
        'zh-CN': '该行的单元格：Table.Summary.Cell 元素。',
      },
    },
    {
      name: 'className',
      type: 'string',
      description: {
        'en-US': 'Class name of the tr element.',
        'zh-CN': 'tr 元素的类名。',
      },
    },
    {
      name: 'style',
      type: 'React.CSSProperties',
      description: {
        'en-US': 'Inline style of the tr element.',
        'zh-CN': 'tr 元素的内联样式。',
      },
    },
    {
      name: 'onClick',
      type: '(event?: React.MouseEvent<HTMLElement>) => void',
      description: {
        'en-US': 'Called when the row is clicked.',
        'zh-CN': '点击该行时调用。',
      },
    },
  ],
};

export default summaryRow;
