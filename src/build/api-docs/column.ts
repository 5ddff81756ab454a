import type { ApiSource } from './line.ts';

// Checked against each line's ColumnType and ColumnGroupType (lib/interface.d.ts of rc-table on 7.x, of
// @rc-component/table on 1.x) by tests/unit/api-docs.test.ts.
const column: ApiSource = {
  id: 'Column',
  title: { 'en-US': 'Column', 'zh-CN': 'Column 列' },
  properties: [
    {
      name: 'key',
      type: 'React.Key',
      description: {
        'en-US': 'Unique identifier of the column, needed when dataIndex alone does not tell columns apart.',
        'zh-CN': '列的唯一标识，当仅凭 dataIndex 无法区分各列时需要设置。',
      },
    },
    {
      name: 'className',
      type: 'string',
      description: {
        'en-US': 'Class name added to every cell of the column, header included.',
        'zh-CN': '添加到该列所有单元格（包括表头）上的类名。',
      },
    },
    {
      name: 'colSpan',
      type: 'number',
      description: {
        'en-US': 'Number of columns the header cell spans; 0 hides that header cell.',
        'zh-CN': '表头单元格横跨的列数；为 0 时不渲染该表头单元格。',
      },
    },
    {
      name: 'rowSpan',
      type: 'number',
      description: {
        'en-US': 'Number of header rows the header cell spans.',
        'zh-CN': '表头单元格纵跨的表头行数。',
      },
    },
    {
      name: 'title',
      type: 'React.ReactNode',
      description: {
        'en-US': 'Content of the header cell.',
        'zh-CN': '表头单元格的内容。',
      },
    },
    {
      name: 'dataIndex',
      type: 'string | number | (string | number)[]',
      description: {
        'en-US': 'Field of the record that the column shows; an array is a path into nested objects.',
        'zh-CN': '该列展示的记录字段；传入数组时表示指向嵌套对象的路径。',
      },
    },
    {
      name: 'width',
      type: 'number | string',
      description: {
        'en-US': 'Width of the column, in pixels or as a CSS length.',
        'zh-CN': '列宽，可以是像素数值或 CSS 长度。',
      },
    },
    {
      name: 'minWidth',
      type: 'number',
      description: {
        'en-US':
          "Minimum width of the column in pixels. Table applies it only while its layout is 'auto' (set, or chosen as tableLayout describes); under 'fixed' it is ignored. VirtualTable makes each column as wide as the larger of width and minWidth.",
        'zh-CN':
          "列的最小宽度（像素）。Table 只在布局为 'auto'（手动设置，或按 tableLayout 所述规则得出）时应用它，为 'fixed' 时忽略。VirtualTable 中每列的宽度取 width 与 minWidth 中较大的一个。",
      },
    },
    {
      name: 'fixed',
      type: "'left' | 'right' | boolean",
      description: {
        'en-US': 'Pins the column to one side while the table scrolls horizontally; true means left.',
        'zh-CN': '横向滚动时将该列固定在一侧；true 表示固定在左侧。',
      },
      on: {
        '1.x': {
          type: "'start' | 'end' | boolean | 'left' | 'right'",
          description: {
            'en-US':
              "Pins the column to the start or the end side while the table scrolls horizontally; true means 'start'. Under direction 'rtl' start is the right side, so one column definition serves both directions (7.x swapped 'left' and 'right' for rtl). 'left' and 'right' are deprecated and read as 'start' and 'end' ('start' and 'end' arrived in 1.2.0). The fixed cells' classes follow: rc-table-cell-fix-start and -fix-end, not 7.x's -fix-left and -fix-right, so CSS written for 7.x stops matching.",
            'zh-CN':
              "横向滚动时将该列固定在起始侧或结束侧；true 表示 'start'。direction 为 'rtl' 时起始侧在右边，所以一份列定义两种方向通用（7.x 在 rtl 下互换 'left' 与 'right'）。'left' 与 'right' 已废弃，分别按 'start' 与 'end' 处理（'start' 与 'end' 自 1.2.0 起可用）。固定单元格的类名也随之改变：是 rc-table-cell-fix-start 与 -fix-end，而不是 7.x 的 -fix-left 与 -fix-right，为 7.x 写的 CSS 将不再匹配。",
          },
        },
      },
    },
    {
      name: 'align',
      type: "'start' | 'end' | 'left' | 'right' | 'center' | 'justify' | 'match-parent'",
      description: {
        'en-US': 'Horizontal text alignment of the cells in the column.',
        'zh-CN': '该列单元格内文字的水平对齐方式。',
      },
    },
    {
      name: 'ellipsis',
      type: 'boolean | { showTitle?: boolean }',
      description: {
        'en-US':
          "Cuts overflowing cell text with an ellipsis. With true or { showTitle: true }, a body cell whose content is text (a string, a number, or an element holding only a string) also gets that text as its title attribute, the browser's tooltip; an object without showTitle: true leaves it out. Header cells get the title whenever ellipsis is set.",
        'zh-CN':
          '用省略号截断溢出的文字。为 true 或 { showTitle: true } 时，文字内容的表体单元格还会带上同样文字的 title 属性（浏览器提示）；表头单元格只要设置了 ellipsis 就会带上。',
      },
    },
    {
      name: 'rowScope',
      type: "'row' | 'rowgroup'",
      description: {
        'en-US': 'Renders the body cells of the column as th elements with this scope, marking them as row headers.',
        'zh-CN': '将该列的表体单元格渲染为带有此 scope 的 th 元素，使其成为行表头。',
      },
    },
    {
      name: 'hidden',
      type: 'boolean',
      description: {
        'en-US': 'Leaves the column out of the rendered table without removing it from columns.',
        'zh-CN': '在不从 columns 中移除的情况下，让该列不被渲染。',
      },
    },
    {
      name: 'onCell',
      type: '(record: RecordType, index?: number) => React.HTMLAttributes<any> & React.TdHTMLAttributes<any>',
      description: {
        'en-US':
          'Returns extra attributes, such as colSpan, rowSpan or event handlers, for each body cell of the column.',
        'zh-CN': '为该列的每个表体单元格返回额外属性，例如 colSpan、rowSpan 或事件处理函数。',
      },
    },
    {
      name: 'onHeaderCell',
      type: '(column: ColumnType<RecordType> | ColumnGroupType<RecordType>, index?: number) => React.HTMLAttributes<any> & React.TdHTMLAttributes<any>',
      description: {
        'en-US':
          'Returns extra attributes and event handlers for the header cell of the column. rc-table calls it with the column alone: index is always undefined.',
        'zh-CN': '为该列的表头单元格返回额外的属性和事件处理函数。调用时只传入列，index 始终为 undefined。',
      },
    },
    {
      name: 'render',
      type: '(value: any, record: RecordType, index: number) => React.ReactNode | RenderedCell<RecordType>',
      description: {
        'en-US':
          "Produces the content of each body cell from its value, record and row index. Returning an object { children, props } to set the cell's props (colSpan, rowSpan, …) still works but is deprecated: rc-table warns in development; return the attributes from onCell instead.",
        'zh-CN':
          '根据值、记录和行索引生成表体单元格的内容。返回 { children, props } 设置单元格属性的写法已废弃（仍生效，开发模式下会警告）：属性请由 onCell 返回。',
      },
    },
    {
      name: 'shouldCellUpdate',
      type: '(record: RecordType, prevRecord: RecordType) => boolean',
      description: {
        'en-US': 'Lets a body cell skip re-rendering when this returns false for the new and previous record.',
        'zh-CN': '对新旧记录返回 false 时，表体单元格将跳过重新渲染。',
      },
    },
    {
      name: 'children',
      type: 'readonly (ColumnType<RecordType> | ColumnGroupType<RecordType>)[]',
      description: {
        'en-US': 'Sub-columns that turn this entry into a column group under one shared header cell.',
        'zh-CN': '子列定义，使该项成为共用同一表头单元格的列分组。',
      },
    },
  ],
};

export default column;
