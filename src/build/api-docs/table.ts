import type { ApiDefinition } from '../../shared/api-docs/types';

// Checked against rc-table 7.55.1 (node_modules/rc-table/lib/Table.d.ts and interface.d.ts)
// by tests/unit/api-docs.test.ts.
const table: ApiDefinition = {
  id: 'Table',
  title: { 'en-US': 'Table', 'zh-CN': 'Table 表格' },
  properties: [
    {
      name: 'tableLayout',
      type: "'auto' | 'fixed'",
      description: {
        'en-US':
          "Sets the CSS table-layout of the table. When omitted, rc-table picks it in this order: if a column is fixed and the table scrolls sideways (scroll.x is set, or expandable.fixed), it is 'auto' when scroll.x is 'max-content' and 'fixed' for any other scroll.x, whatever scroll.y, sticky or ellipsis say; otherwise it is 'fixed' when scroll.y, sticky or a column's ellipsis is set; otherwise 'auto'.",
        'zh-CN':
          "设置表格的 CSS table-layout。未设置时，rc-table 按以下顺序决定：若有固定列且表格横向滚动（设置了 scroll.x 或 expandable.fixed），scroll.x 为 'max-content' 时为 'auto'，为其他值时为 'fixed'，此时不再看 scroll.y、sticky 与 ellipsis；否则，设置了 scroll.y、sticky 或任一列的 ellipsis 时为 'fixed'；其余情况为 'auto'。",
      },
    },
    {
      name: 'prefixCls',
      type: 'string',
      default: "'rc-table'",
      description: {
        'en-US': 'Prefix used for every CSS class name the table generates.',
        'zh-CN': '表格生成的所有 CSS 类名所使用的前缀。',
      },
    },
    {
      name: 'className',
      type: 'string',
      description: {
        'en-US': 'Extra class name added to the outermost wrapper element.',
        'zh-CN': '添加到最外层容器元素上的额外类名。',
      },
    },
    {
      name: 'style',
      type: 'React.CSSProperties',
      description: {
        'en-US': 'Inline style applied to the outermost wrapper element.',
        'zh-CN': '应用于最外层容器元素的内联样式。',
      },
    },
    {
      name: 'id',
      type: 'string',
      description: {
        'en-US': 'HTML id attribute set on the outermost wrapper element.',
        'zh-CN': '设置在最外层容器元素上的 HTML id 属性。',
      },
    },
    {
      name: 'scroll',
      type: '{ x?: number | string | true; y?: number | string }',
      description: {
        'en-US': 'Makes the table scrollable horizontally, vertically or both.',
        'zh-CN': '让表格可以横向、纵向或同时在两个方向上滚动。',
      },
    },
    {
      name: 'scroll.x',
      type: 'number | string | true',
      description: {
        'en-US':
          "Width of the scrollable content: a number of pixels, a CSS width such as 'max-content', or true to let it take the width it needs.",
        'zh-CN': "可滚动内容的宽度：像素数值、'max-content' 这类 CSS 宽度，或 true 表示按内容所需宽度展开。",
      },
    },
    {
      name: 'scroll.y',
      type: 'number | string',
      description: {
        'en-US':
          'Maximum height of the body, in pixels or as a CSS length, after which the body scrolls under a fixed header.',
        'zh-CN': '表体的最大高度（像素数值或 CSS 长度），超出后表体滚动且表头保持固定。',
      },
    },
    {
      name: 'expandable',
      type: 'ExpandableConfig<RecordType>',
      description: {
        'en-US': 'Groups every setting for expandable rows and tree data into one object.',
        'zh-CN': '将可展开行与树形数据的所有设置集中在一个对象中。',
      },
    },
    {
      name: 'expandable.defaultExpandAllRows',
      type: 'boolean',
      default: 'false',
      description: {
        'en-US': 'Expands every row when the table first mounts.',
        'zh-CN': '表格首次挂载时展开所有行。',
      },
    },
    {
      name: 'expandable.defaultExpandedRowKeys',
      type: 'readonly React.Key[]',
      description: {
        'en-US': 'Keys of the rows that start out expanded when the expansion state is uncontrolled.',
        'zh-CN': '非受控模式下初始处于展开状态的行的 key。',
      },
    },
    {
      name: 'expandable.expandedRowKeys',
      type: 'readonly React.Key[]',
      description: {
        'en-US': 'Keys of the expanded rows, which puts the expansion state under your control.',
        'zh-CN': '当前展开行的 key；设置后展开状态为受控模式。',
      },
    },
    {
      name: 'expandable.expandedRowRender',
      type: '(record: RecordType, index: number, indent: number, expanded: boolean) => React.ReactNode',
      description: {
        'en-US':
          'Renders the content of the expanded row that opens below a record. Setting it adds the expand icon column (the other expand-column settings take effect only with it). It is not meant for tree data: when records also have children arrays, rc-table warns in development that expandedRowRender should not be used with a nested table.',
        'zh-CN':
          '渲染记录下方展开行的内容。设置它才有展开图标列（其余展开列设置也依赖它）。不要与树形数据同用：记录带 children 数组时 rc-table 会在开发模式下警告。',
      },
    },
    {
      name: 'expandable.expandedRowClassName',
      type: 'string | ((record: RecordType, index: number, indent: number) => string)',
      description: {
        'en-US': 'Class name for the row that holds expanded content, either fixed or computed per record.',
        'zh-CN': '承载展开内容的行的类名，可以是固定字符串，也可以按记录计算。',
      },
    },
    {
      name: 'expandable.expandRowByClick',
      type: 'boolean',
      default: 'false',
      description: {
        'en-US': 'Toggles a row when any part of it is clicked, not only its expand icon.',
        'zh-CN': '点击行内任意位置即可切换展开状态，而不仅限于展开图标。',
      },
    },
    {
      name: 'expandable.expandIcon',
      type: '(props: { prefixCls: string; expanded: boolean; record: RecordType; expandable: boolean; onExpand: (record: RecordType, event: React.MouseEvent<HTMLElement>) => void }) => React.ReactNode',
      description: {
        'en-US': 'Renders a custom expand toggle in place of the built-in icon.',
        'zh-CN': '渲染自定义的展开切换按钮，替代内置图标。',
      },
    },
    {
      name: 'expandable.indentSize',
      type: 'number',
      description: {
        'en-US':
          'Horizontal indentation, in pixels, added for each nesting level of tree data. rc-table 7.55.1 sets no default (older docs said 15): leave it out and tree rows are not indented.',
        'zh-CN':
          '树形数据每深入一层所增加的水平缩进（像素）。rc-table 7.55.1 没有默认值（旧文档写作 15）：不设置时树形行不会缩进。',
      },
    },
    {
      name: 'expandable.rowExpandable',
      type: '(record: RecordType) => boolean',
      description: {
        'en-US': 'Decides for each record whether it can be expanded at all.',
        'zh-CN': '针对每条记录判断其是否允许展开。',
      },
    },
    {
      name: 'expandable.onExpand',
      type: '(expanded: boolean, record: RecordType) => void',
      description: {
        'en-US': 'Called when a single row is expanded or collapsed.',
        'zh-CN': '某一行被展开或收起时调用。',
      },
    },
    {
      name: 'expandable.onExpandedRowsChange',
      type: '(expandedKeys: readonly React.Key[]) => void',
      description: {
        'en-US': 'Called with the full list of expanded keys whenever that list changes.',
        'zh-CN': '展开行的 key 列表发生变化时调用，参数为完整的 key 列表。',
      },
    },
    {
      name: 'expandable.fixed',
      type: "'left' | 'right' | boolean",
      since: '7.14.0',
      description: {
        'en-US':
          "Pins the expand icon column to one side while the table scrolls horizontally; true means left. 'right' with the column at its default place moves it to the end. Left unset, the expand column takes the fixed value of the column it is inserted before. Only with expandedRowRender (tree data has no expand column).",
        'zh-CN':
          "横向滚动时把展开图标列固定在一侧，true 即左侧；在默认位置时 'right' 把它移到最后。不设置时沿用其后一列的 fixed。仅在设置了 expandedRowRender 时生效。",
      },
    },
    {
      name: 'expandable.childrenColumnName',
      type: 'string',
      default: "'children'",
      description: {
        'en-US': 'Name of the record field that holds child records for tree data.',
        'zh-CN': '树形数据中存放子记录的字段名。',
      },
    },
    {
      name: 'expandable.showExpandColumn',
      type: 'boolean',
      since: '7.20.0',
      default: 'true',
      description: {
        'en-US':
          'Set to false to leave out the expand icon column (with expandedRowRender). Rows can still be expanded through expandRowByClick or expandedRowKeys.',
        'zh-CN':
          '设为 false 去掉展开图标列（需 expandedRowRender）；行仍可经 expandRowByClick 或 expandedRowKeys 展开。',
      },
    },
    {
      name: 'expandable.columnTitle',
      type: 'React.ReactNode',
      since: '7.26.0',
      description: {
        'en-US': 'Header content of the expand icon column.',
        'zh-CN': '展开图标列的表头内容。',
      },
    },
    {
      name: 'expandable.columnWidth',
      type: 'number | string',
      since: '7.12.0',
      description: {
        'en-US': 'Width of the expand icon column.',
        'zh-CN': '展开图标列的宽度。',
      },
    },
    {
      name: 'expandable.expandedRowOffset',
      type: 'number',
      since: '7.51.0',
      default: '0',
      description: {
        'en-US':
          'Number of leading columns (the expand column included) that stay beside an expanded row instead of above it: they become fixed to the left, each of their cells grows its rowSpan by one for every expanded row it covers, and the expanded content spans only the columns after them.',
        'zh-CN':
          '展开行左侧保留的前几列（含展开图标列）的数量：这些列会固定在左侧，它们的单元格每覆盖一个展开行，rowSpan 就加一，展开内容只横跨其后的列。',
      },
    },
    {
      name: 'rowKey',
      type: 'string | keyof RecordType | ((record: RecordType, index?: number) => React.Key)',
      default: "'key'",
      description: {
        'en-US': 'Field name or function that yields a unique key for each record.',
        'zh-CN': '为每条记录提供唯一 key 的字段名或函数。',
      },
    },
    {
      name: 'rowClassName',
      type: 'string | ((record: RecordType, index: number, indent: number) => string)',
      description: {
        'en-US': 'Class name for body rows, either fixed or computed per record.',
        'zh-CN': '表体行的类名，可以是固定字符串，也可以按记录计算。',
      },
    },
    {
      name: 'data',
      type: 'readonly RecordType[]',
      description: {
        'en-US': 'Records to display, one per body row.',
        'zh-CN': '要展示的数据记录，每条对应表体中的一行。',
      },
    },
    {
      name: 'onRow',
      type: '(record: RecordType, index?: number) => React.HTMLAttributes<any> & React.TdHTMLAttributes<any>',
      description: {
        'en-US': 'Returns extra attributes and event handlers for each body row.',
        'zh-CN': '为每个表体行返回额外的属性和事件处理函数。',
      },
    },
    {
      name: 'onHeaderRow',
      type: '(columns: readonly ColumnType<RecordType>[], index?: number) => React.HTMLAttributes<any> & React.TdHTMLAttributes<any>',
      description: {
        'en-US': 'Returns extra attributes and event handlers for each header row.',
        'zh-CN': '为每个表头行返回额外的属性和事件处理函数。',
      },
    },
    {
      name: 'showHeader',
      type: 'boolean',
      default: 'true',
      description: {
        'en-US': 'Set to false to hide the header rows.',
        'zh-CN': '设为 false 可隐藏表头行。',
      },
    },
    {
      name: 'title',
      type: '(data: readonly RecordType[]) => React.ReactNode',
      description: {
        'en-US':
          'Renders a panel above the table from the current data. Known rc-table bug (issue #924): without an expandable prop, title makes rc-table log the misleading development warning "expanded related props have been moved into `expandable`"; pass expandable={{}} to silence it.',
        'zh-CN':
          '根据当前数据在表格上方渲染面板。已知问题（issue #924）：未传 expandable 时，title 会触发误导性的开发警告“expanded related props have been moved into `expandable`”；传入 expandable={{}} 可消除。',
      },
    },
    {
      name: 'footer',
      type: '(data: readonly RecordType[]) => React.ReactNode',
      description: {
        'en-US': 'Renders a panel below the table from the current data.',
        'zh-CN': '根据当前数据在表格下方渲染一个面板。',
      },
    },
    {
      name: 'summary',
      type: '(data: readonly RecordType[]) => React.ReactNode',
      description: {
        'en-US':
          'Renders the summary (rows built with Table.Summary.Row and Table.Summary.Cell) in a tfoot after the body; return a Table.Summary element with fixed to pin it.',
        'zh-CN':
          '在表体之后的 tfoot 中渲染总结栏（由 Table.Summary.Row 与 Table.Summary.Cell 组成）；返回带 fixed 的 Table.Summary 元素可将其固定。',
      },
    },
    {
      name: 'caption',
      type: 'React.ReactNode',
      since: '7.27.0',
      description: {
        'en-US':
          'Content of the native caption element that labels the table. It is rendered in the body table, so it is dropped (as are aria-* attributes given to the table) when that table is replaced: components.body as a render function with scroll.y or sticky, and VirtualTable with rows.',
        'zh-CN':
          '原生 caption 元素的内容。它在表体的 table 中，该 table 被替换时会丢失（传给表格的 aria-* 属性也一样）：components.body 为渲染函数且设置了 scroll.y 或 sticky 时，以及 VirtualTable 有数据时。',
      },
    },
    {
      name: 'emptyText',
      type: 'React.ReactNode | (() => React.ReactNode)',
      default: "'No Data'",
      description: {
        'en-US': 'Content shown in the body when there are no records.',
        'zh-CN': '没有数据时在表体中显示的内容。',
      },
    },
    {
      name: 'columns',
      type: 'readonly (ColumnType<RecordType> | ColumnGroupType<RecordType>)[]',
      description: {
        'en-US': 'Column definitions, where an entry with children forms a grouped header.',
        'zh-CN': '列定义，带有 children 的项会形成表头分组。',
      },
    },
    {
      name: 'children',
      type: 'React.ReactNode',
      description: {
        'en-US': 'Table.Column and Table.ColumnGroup elements, a JSX alternative to the columns prop.',
        'zh-CN': 'Table.Column 与 Table.ColumnGroup 元素，是 columns 属性的 JSX 写法替代方案。',
      },
    },
    {
      name: 'components',
      type: 'TableComponents<RecordType>',
      description: {
        'en-US':
          'Swaps the elements used for the table, the header (table, wrapper, row, cell) and the body (wrapper, row, cell) with your own components. body may instead be one render function, (data, { scrollbarSize, ref, onScroll }) => node, that replaces the whole scrolling body; rc-table calls it only when scroll.y or sticky is set and silently ignores it otherwise. When it is used, the caption, the aria-* attributes given to the table and a summary that is not fixed are not rendered (they belong to the body table it replaces), the onScroll prop is not called, and every column needs a numeric width (rc-table warns otherwise). VirtualTable uses this render function for its own body: a body render function given to VirtualTable is ignored, while body.wrapper, row and cell are used.',
        'zh-CN':
          '用自定义组件替换表格、表头（table、wrapper、row、cell）和表体（wrapper、row、cell）的元素。body 也可以是渲染函数 (data, { scrollbarSize, ref, onScroll }) => node，替换整个滚动表体：仅在设置了 scroll.y 或 sticky 时调用，否则静默忽略；此时 caption、表格的 aria-* 属性和未固定的总结栏不会渲染，onScroll 不会调用，每列都需要数值宽度（否则会警告）。VirtualTable 会忽略 body 渲染函数，但使用 body.wrapper、row、cell。',
      },
    },
    {
      name: 'sticky',
      type: 'boolean | { offsetHeader?: number; offsetSummary?: number; offsetScroll?: number; getContainer?: () => Window | HTMLElement }',
      since: '7.9.0',
      description: {
        'en-US':
          "Makes the header a sticky header: its holder gets the class rc-table-sticky-holder, which rc-table's stylesheet (rc-table/assets/index.css) sets to position: sticky, so it sticks to the top of its nearest scrolling ancestor. A Table.Summary with fixed sticks to the bottom the same way, and when the body is wider than the table a sticky horizontal scroll bar is shown while the bottom of the table is out of view. Like scroll.y, it makes the body a scroll box of its own and the default tableLayout 'fixed'. Pass an object to tune offsets.",
        'zh-CN':
          "吸顶表头：表头容器带类名 rc-table-sticky-holder，rc-table 样式表将其设为 position: sticky，吸附在最近的滚动祖先元素顶部；固定的 Table.Summary 同样吸底；表体比表格宽时，表格底部不在视野内期间显示吸底横向滚动条。与 scroll.y 一样，表体成为独立滚动容器，tableLayout 默认为 'fixed'。传入对象可调整偏移。",
      },
    },
    {
      name: 'sticky.offsetHeader',
      type: 'number',
      since: '7.9.0',
      default: '0',
      description: {
        'en-US':
          "The stuck header's CSS top, in pixels: its distance from the top of its nearest scrolling ancestor (the page by default) while it is stuck.",
        'zh-CN': '吸顶表头的 CSS top（像素），相对最近的滚动祖先元素（默认为页面）。',
      },
    },
    {
      name: 'sticky.offsetSummary',
      type: 'number',
      since: '7.15.0',
      default: '0',
      description: {
        'en-US':
          'The CSS bottom, in pixels, of a summary fixed at the bottom (Table.Summary fixed): its distance from the bottom of its nearest scrolling ancestor while it is stuck.',
        'zh-CN': '底部固定总结栏的 CSS bottom（像素），相对最近的滚动祖先元素。',
      },
    },
    {
      name: 'sticky.offsetScroll',
      type: 'number',
      since: '7.9.0',
      default: '0',
      description: {
        'en-US':
          "The sticky horizontal scroll bar's CSS bottom, in pixels; it is also subtracted from the visible bottom edge of getContainer's element when rc-table decides whether to show the bar.",
        'zh-CN': '吸底横向滚动条的 CSS bottom（像素）；判断是否显示时也从 getContainer 元素的可见底边中减去。',
      },
    },
    {
      name: 'sticky.getContainer',
      type: '() => Window | HTMLElement',
      since: '7.10.0',
      default: '() => window',
      description: {
        'en-US':
          "Returns the scrolling element that the sticky horizontal scroll bar watches: rc-table listens to its scroll events and shows the bar while the bottom of the table is below that element's visible bottom edge and its top above it. It has no effect on the header, which sticks by CSS position: sticky to its nearest scrolling ancestor whatever getContainer returns, nor on a fixed summary.",
        'zh-CN':
          '返回吸底横向滚动条监听的滚动元素：表格底部低于其可见底边、顶部高于它时显示滚动条。它不影响表头（表头凭 CSS position: sticky 吸附在最近的滚动祖先元素上），也不影响固定的总结栏。',
      },
    },
    {
      name: 'direction',
      type: "'ltr' | 'rtl'",
      since: '7.3.0',
      description: {
        'en-US': "Text direction of the table; 'rtl' mirrors the layout and fixed columns.",
        'zh-CN': "表格的文字方向；'rtl' 会镜像布局与固定列。",
      },
    },
    {
      name: 'rowHoverable',
      type: 'boolean',
      since: '7.44.0',
      default: 'true',
      description: {
        'en-US': 'Set to false to turn off the hover highlight of body rows.',
        'zh-CN': '设为 false 可关闭表体行的悬停高亮。',
      },
    },
    {
      name: 'onScroll',
      type: 'React.UIEventHandler<HTMLDivElement>',
      since: '7.43.0',
      description: {
        'en-US':
          'Called when the body scrolls on its own, which it does only when scroll.y or sticky is set (the body is then a scroll box apart from the header). With scroll.x alone the header and body scroll sideways together and onScroll is not called; nor is it when components.body is a render function. In VirtualTable it is called when the virtual list scrolls.',
        'zh-CN':
          '表体自身滚动时调用；只有设置了 scroll.y 或 sticky 时表体才会自身滚动（此时表体是独立于表头的滚动容器）。只设置 scroll.x 时表头与表体一起横向滚动，不会调用 onScroll；components.body 为渲染函数时也不会调用。在 VirtualTable 中，虚拟列表滚动时调用。',
      },
    },
  ],
};

export default table;
