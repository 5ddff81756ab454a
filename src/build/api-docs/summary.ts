import type { ApiSource } from './line.ts';

// Checked against rc-table 7.55.1 (SummaryProps in node_modules/rc-table/lib/Footer/Summary.d.ts)
// by tests/unit/api-docs.test.ts.
const summary: ApiSource = {
  id: 'Summary',
  title: { 'en-US': 'Table.Summary', 'zh-CN': 'Table.Summary 总结栏' },
  properties: [
    {
      name: 'fixed',
      type: "boolean | 'top' | 'bottom'",
      default: 'false',
      description: {
        'en-US':
          "Keeps the summary in view while the body scrolls: true or 'bottom' pins it under the body, 'top' (since 7.16.0) right under the header. It takes effect only when scroll.y or sticky is set and the summary prop returns this Table.Summary element itself (not wrapped in a fragment); otherwise the summary scrolls with the rows.",
        'zh-CN':
          "表体滚动时让总结栏保持可见：true 或 'bottom' 固定在表体下方，'top'（7.16.0 起）固定在表头正下方。只有设置了 scroll.y 或 sticky，且 summary 属性直接返回这个 Table.Summary 元素（没有包在 Fragment 里）时才生效；否则总结栏随行一起滚动。",
      },
    },
    {
      name: 'children',
      type: 'React.ReactNode',
      description: {
        'en-US': 'The summary rows: Table.Summary.Row elements.',
        'zh-CN': '总结栏的各行：Table.Summary.Row 元素。',
      },
    },
  ],
};

export default summary;
