import type { ApiSource } from './line.ts';

// Checked against each line's VirtualTableProps (lib/VirtualTable/index.d.ts of rc-table on 7.x, of
// @rc-component/table on 1.x) by tests/unit/api-docs.test.ts. Only what VirtualTable adds to or changes in TableProps is listed here.
const virtualTable: ApiSource = {
  id: 'VirtualTable',
  title: { 'en-US': 'VirtualTable', 'zh-CN': 'VirtualTable 虚拟列表表格' },
  properties: [
    {
      name: 'listItemHeight',
      type: 'number',
      default: '24',
      description: {
        'en-US':
          'Estimated height of one row in pixels, used to work out which rows are in view before they have been measured. Rows keep their real height; an estimate close to it keeps the scroll bar steady.',
        'zh-CN':
          '单行的预估高度（像素），在行被实际测量之前用来计算哪些行处于可视区域。行按真实高度显示；预估值越接近真实高度，滚动条越稳定。',
      },
    },
    {
      name: 'scroll',
      type: '{ x?: number; y: number }',
      required: true,
      description: {
        'en-US': "Replaces Table's scroll: both parts are numbers of pixels, and y must be given.",
        'zh-CN': '替代 Table 的 scroll：两项都是像素数值，并且必须提供 y。',
      },
      on: {
        '1.x': {
          type: '{ x?: number; y?: number }',
          description: {
            'en-US':
              "Replaces Table's scroll: both parts are numbers of pixels. The object must be given; since 1.8.0 its y may be left out in the type, but the table still needs it (see scroll.y).",
            'zh-CN':
              '替代 Table 的 scroll：两项都是像素数值。这个对象必须提供；自 1.8.0 起类型允许省略 y，但表格仍然需要它（见 scroll.y）。',
          },
        },
      },
    },
    {
      name: 'scroll.x',
      type: 'number',
      default: '1',
      description: {
        'en-US':
          "Total width of the columns in pixels. Every column gets a numeric width: a number is kept, a percentage is taken of scroll.x, and the other columns (no width, or a string such as '10em') share equally what is left of scroll.x or of the table's own width, whichever is larger; if the columns are still narrower than that, all of them widen in proportion. A value that is not a number counts as 1, so the columns fill the table's width (in development rc-table warns when it was given as true or a string).",
        'zh-CN':
          "所有列的总宽度（像素）。每一列都会得到一个数值宽度：数值保持不变，百分比按 scroll.x 换算，其余列（未设 width，或是 '10em' 这类字符串）平分 scroll.x 与表格自身宽度中较大者剩下的宽度；如果各列加起来仍然更窄，就按比例一起加宽。非数值按 1 处理，于是各列铺满表格宽度（开发模式下传入 true 或字符串时 rc-table 会给出警告）。",
      },
    },
    {
      name: 'scroll.y',
      type: 'number',
      required: true,
      description: {
        'en-US':
          'Height of the scrolling body in pixels; only the rows in view are rendered. Without a number rc-table uses 500 and warns in development. The body is shorter when the rows do not fill it.',
        'zh-CN':
          '滚动表体的高度（像素）；只渲染处于可视区域的行。不是数值时 rc-table 使用 500，并在开发模式下给出警告。行数不足以填满时，表体会相应变矮。',
      },
      on: {
        '1.x': {
          required: false,
          description: {
            'en-US':
              'Height of the scrolling body in pixels; only the rows in view are rendered. Optional in the type since 1.8.0, but not in practice: left out (or not a number), the body is 500 px high and rc-table warns in development. The body is shorter when the rows do not fill it.',
            'zh-CN':
              '滚动表体的高度（像素）；只渲染处于可视区域的行。自 1.8.0 起类型中可以省略，但实际上不能省：不提供（或不是数值）时表体高 500 px，rc-table 在开发模式下给出警告。行数不足以填满时，表体会相应变矮。',
          },
        },
      },
    },
  ],
};

export default virtualTable;
