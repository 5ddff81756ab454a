import type { ApiRow, ApiSource } from './line.ts';

// Checked against each line's Table.d.ts and interface.d.ts (node_modules/rc-table/lib on 7.x,
// node_modules/@rc-component/table/lib on 1.x) by tests/unit/api-docs.test.ts.

/**
 * The parts of a 1.x table that `classNames` and `styles` reach, each written once for both props: the key
 * under the prop (as its path, `header` then `cell`), and the element it lands on.
 */
const SEMANTIC_PARTS: readonly { key: readonly string[]; element: { 'en-US': string; 'zh-CN': string } }[] = [
  {
    key: ['section'],
    element: {
      'en-US': 'the div.rc-table-container that holds the header and the body (between title and footer)',
      'zh-CN': '包住表头与表体的 div.rc-table-container（位于 title 与 footer 之间）',
    },
  },
  {
    key: ['title'],
    element: {
      'en-US': 'the panel above the table (div.rc-table-title), rendered only when the title prop is given',
      'zh-CN': '表格上方的面板（div.rc-table-title），只有传了 title 属性才会渲染',
    },
  },
  {
    key: ['footer'],
    element: {
      'en-US': 'the panel below the table (div.rc-table-footer), rendered only when the footer prop is given',
      'zh-CN': '表格下方的面板（div.rc-table-footer），只有传了 footer 属性才会渲染',
    },
  },
  {
    key: ['content'],
    element: {
      'en-US':
        'the div.rc-table-content around the one table element. It exists only while header and body are one table: with scroll.y or sticky they split into div.rc-table-header and div.rc-table-body, and neither receives this key',
      'zh-CN':
        '包住唯一 table 元素的 div.rc-table-content。只有表头与表体同在一个 table 中时它才存在：设置 scroll.y 或 sticky 后二者拆成 div.rc-table-header 与 div.rc-table-body，都不会收到这个键',
    },
  },
  {
    key: ['header', 'wrapper'],
    element: { 'en-US': 'the thead element', 'zh-CN': 'thead 元素' },
  },
  {
    key: ['header', 'row'],
    element: { 'en-US': 'each tr of the header', 'zh-CN': '表头中的每个 tr' },
  },
  {
    key: ['header', 'cell'],
    element: { 'en-US': 'each th of the header', 'zh-CN': '表头中的每个 th' },
  },
  {
    key: ['body', 'wrapper'],
    element: { 'en-US': 'the tbody element', 'zh-CN': 'tbody 元素' },
  },
  {
    key: ['body', 'row'],
    element: {
      'en-US': 'each body row (a tr; in VirtualTable, the div of each row)',
      'zh-CN': '表体中的每一行（tr；在 VirtualTable 中是每行的 div）',
    },
  },
  {
    key: ['body', 'cell'],
    element: {
      'en-US': 'each body cell (a td; in VirtualTable, the div of each cell)',
      'zh-CN': '表体中的每个单元格（td；在 VirtualTable 中是每个单元格的 div）',
    },
  },
];

/** `classNames.<part>` and `styles.<part>` rows of 1.x, from SEMANTIC_PARTS. */
function semanticRows(prop: 'classNames' | 'styles'): ApiRow[] {
  const isClass = prop === 'classNames';
  return SEMANTIC_PARTS.map(({ key, element }) => ({
    name: [prop, ...key].join('.'),
    only: '1.x' as const,
    group: 'custom',
    type: isClass ? 'string' : 'React.CSSProperties',
    description: {
      'en-US': `${isClass ? 'Class name added to' : 'Inline style of'} ${element['en-US']}.`,
      'zh-CN': `${isClass ? '添加到' : '应用于'}${element['zh-CN']}${isClass ? '上的类名' : '的内联样式'}。`,
    },
  }));
}

const FIXED_1X_TYPE = "'start' | 'end' | boolean | 'left' | 'right'";

const table: ApiSource = {
  id: 'Table',
  title: { 'en-US': 'Table', 'zh-CN': 'Table 表格' },
  groups: [
    { id: 'basics', title: { 'en-US': 'A first table', 'zh-CN': '第一张表格' } },
    { id: 'layout', title: { 'en-US': 'Layout and scroll', 'zh-CN': '布局与滚动' } },
    { id: 'expanding', title: { 'en-US': 'Expanding rows and tree data', 'zh-CN': '展开行与树形数据' } },
    { id: 'rows', title: { 'en-US': 'Rows and cells', 'zh-CN': '行与单元格' } },
    { id: 'custom', title: { 'en-US': 'Customising', 'zh-CN': '自定义' } },
  ],
  properties: [
    {
      name: 'columns',
      group: 'basics',
      type: 'readonly (ColumnType<RecordType> | ColumnGroupType<RecordType>)[]',
      description: {
        'en-US': 'Column definitions, where an entry with children forms a grouped header.',
        'zh-CN': '列定义，带有 children 的项会形成表头分组。',
      },
    },
    {
      name: 'data',
      group: 'basics',
      type: 'readonly RecordType[]',
      description: {
        'en-US': 'Records to display, one per body row.',
        'zh-CN': '要展示的数据记录，每条对应表体中的一行。',
      },
    },
    {
      name: 'rowKey',
      group: 'basics',
      type: 'string | keyof RecordType | ((record: RecordType, index?: number) => React.Key)',
      default: "'key'",
      description: {
        'en-US': 'Field name or function that yields a unique key for each record.',
        'zh-CN': '为每条记录提供唯一 key 的字段名或函数。',
      },
    },
    {
      name: 'children',
      group: 'basics',
      type: 'React.ReactNode',
      description: {
        'en-US': 'Table.Column and Table.ColumnGroup elements, a JSX alternative to the columns prop.',
        'zh-CN': 'Table.Column 与 Table.ColumnGroup 元素，是 columns 属性的 JSX 写法替代方案。',
      },
    },
    {
      name: 'scroll',
      group: 'layout',
      type: '{ x?: number | string | true; y?: number | string }',
      description: {
        'en-US': 'Makes the table scrollable horizontally, vertically or both.',
        'zh-CN': '让表格可以横向、纵向或同时在两个方向上滚动。',
      },
    },
    {
      name: 'scroll.x',
      group: 'layout',
      type: 'number | string | true',
      description: {
        'en-US':
          "Width of the scrollable content: a number of pixels, a CSS width such as 'max-content', or true to let it take the width it needs.",
        'zh-CN': "可滚动内容的宽度：像素数值、'max-content' 这类 CSS 宽度，或 true 表示按内容所需宽度展开。",
      },
    },
    {
      name: 'scroll.y',
      group: 'layout',
      type: 'number | string',
      description: {
        'en-US':
          'Maximum height of the body, in pixels or as a CSS length, after which the body scrolls under a fixed header.',
        'zh-CN': '表体的最大高度（像素数值或 CSS 长度），超出后表体滚动且表头保持固定。',
      },
    },
    {
      name: 'tableLayout',
      group: 'layout',
      type: "'auto' | 'fixed'",
      description: {
        'en-US':
          "Sets the CSS table-layout of the table. When omitted, rc-table picks it in this order: if a column is fixed and the table scrolls sideways (scroll.x is set, or expandable.fixed), it is 'auto' when scroll.x is 'max-content' and 'fixed' for any other scroll.x, whatever scroll.y, sticky or ellipsis say; otherwise it is 'fixed' when scroll.y, sticky or a column's ellipsis is set; otherwise 'auto'.",
        'zh-CN':
          "设置表格的 CSS table-layout。未设置时，rc-table 按以下顺序决定：若有固定列且表格横向滚动（设置了 scroll.x 或 expandable.fixed），scroll.x 为 'max-content' 时为 'auto'，为其他值时为 'fixed'，此时不再看 scroll.y、sticky 与 ellipsis；否则，设置了 scroll.y、sticky 或任一列的 ellipsis 时为 'fixed'；其余情况为 'auto'。",
      },
    },
    {
      name: 'sticky',
      group: 'layout',
      type: 'boolean | { offsetHeader?: number; offsetSummary?: number; offsetScroll?: number; getContainer?: () => Window | HTMLElement }',
      description: {
        'en-US':
          "Makes the header a sticky header: its holder gets the class rc-table-sticky-holder, which rc-table's stylesheet (rc-table/assets/index.css) sets to position: sticky, so it sticks to the top of its nearest scrolling ancestor. A Table.Summary with fixed sticks to the bottom the same way, and when the body is wider than the table a sticky horizontal scroll bar is shown while the bottom of the table is out of view. Like scroll.y, it makes the body a scroll box of its own and the default tableLayout 'fixed'. Pass an object to tune offsets.",
        'zh-CN':
          "吸顶表头：表头容器带类名 rc-table-sticky-holder，rc-table 样式表将其设为 position: sticky，吸附在最近的滚动祖先元素顶部；固定的 Table.Summary 同样吸底；表体比表格宽时，表格底部不在视野内期间显示吸底横向滚动条。与 scroll.y 一样，表体成为独立滚动容器，tableLayout 默认为 'fixed'。传入对象可调整偏移。",
      },
    },
    {
      name: 'sticky.offsetHeader',
      group: 'layout',
      type: 'number',
      default: '0',
      description: {
        'en-US':
          "The stuck header's CSS top, in pixels: its distance from the top of its nearest scrolling ancestor (the page by default) while it is stuck.",
        'zh-CN': '吸顶表头的 CSS top（像素），相对最近的滚动祖先元素（默认为页面）。',
      },
    },
    {
      name: 'sticky.offsetSummary',
      group: 'layout',
      type: 'number',
      default: '0',
      description: {
        'en-US':
          'The CSS bottom, in pixels, of a summary fixed at the bottom (Table.Summary fixed): its distance from the bottom of its nearest scrolling ancestor while it is stuck.',
        'zh-CN': '底部固定总结栏的 CSS bottom（像素），相对最近的滚动祖先元素。',
      },
    },
    {
      name: 'sticky.offsetScroll',
      group: 'layout',
      type: 'number',
      default: '0',
      description: {
        'en-US':
          "The sticky horizontal scroll bar's CSS bottom, in pixels; it is also subtracted from the visible bottom edge of getContainer's element when rc-table decides whether to show the bar.",
        'zh-CN': '吸底横向滚动条的 CSS bottom（像素）；判断是否显示时也从 getContainer 元素的可见底边中减去。',
      },
    },
    {
      name: 'sticky.getContainer',
      group: 'layout',
      type: '() => Window | HTMLElement',
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
      group: 'layout',
      type: "'ltr' | 'rtl'",
      description: {
        'en-US': "Text direction of the table; 'rtl' mirrors the layout and fixed columns.",
        'zh-CN': "表格的文字方向；'rtl' 会镜像布局与固定列。",
      },
    },
    {
      name: 'showHeader',
      group: 'layout',
      type: 'boolean',
      default: 'true',
      description: {
        'en-US': 'Set to false to hide the header rows.',
        'zh-CN': '设为 false 可隐藏表头行。',
      },
    },
    {
      name: 'onScroll',
      group: 'layout',
      type: 'React.UIEventHandler<HTMLDivElement>',
      description: {
        'en-US':
          'Called when the body scrolls on its own, which it does only when scroll.y or sticky is set (the body is then a scroll box apart from the header). With scroll.x alone the header and body scroll sideways together and onScroll is not called; nor is it when components.body is a render function. In VirtualTable it is called when the virtual list scrolls.',
        'zh-CN':
          '表体自身滚动时调用；只有设置了 scroll.y 或 sticky 时表体才会自身滚动（此时表体是独立于表头的滚动容器）。只设置 scroll.x 时表头与表体一起横向滚动，不会调用 onScroll；components.body 为渲染函数时也不会调用。在 VirtualTable 中，虚拟列表滚动时调用。',
      },
    },
    {
      name: 'expandable',
      group: 'expanding',
      type: 'ExpandableConfig<RecordType>',
      description: {
        'en-US': 'Groups every setting for expandable rows and tree data into one object.',
        'zh-CN': '将可展开行与树形数据的所有设置集中在一个对象中。',
      },
    },
    {
      name: 'expandable.defaultExpandAllRows',
      group: 'expanding',
      type: 'boolean',
      default: 'false',
      description: {
        'en-US': 'Expands every row when the table first mounts.',
        'zh-CN': '表格首次挂载时展开所有行。',
      },
    },
    {
      name: 'expandable.defaultExpandedRowKeys',
      group: 'expanding',
      type: 'readonly React.Key[]',
      description: {
        'en-US': 'Keys of the rows that start out expanded when the expansion state is uncontrolled.',
        'zh-CN': '非受控模式下初始处于展开状态的行的 key。',
      },
    },
    {
      name: 'expandable.expandedRowKeys',
      group: 'expanding',
      type: 'readonly React.Key[]',
      description: {
        'en-US': 'Keys of the expanded rows, which puts the expansion state under your control.',
        'zh-CN': '当前展开行的 key；设置后展开状态为受控模式。',
      },
    },
    {
      name: 'expandable.expandedRowRender',
      group: 'expanding',
      type: '(record: RecordType, index: number, indent: number, expanded: boolean) => React.ReactNode',
      description: {
        'en-US':
          'Renders the content of the expanded row that opens below a record. Setting it adds the expand icon column (the other expand-column settings take effect only with it). It is not meant for tree data: when records also have children arrays, rc-table warns in development that expandedRowRender should not be used with a nested table.',
        'zh-CN':
          '渲染记录下方展开行的内容。设置它才有展开图标列（其余展开列设置也依赖它）。不要与树形数据同用：记录带 children 数组时 rc-table 会在开发模式下警告。',
      },
    },
    {
      name: 'expandable.forceRender',
      only: '1.x',
      group: 'expanding',
      type: 'boolean',
      description: {
        'en-US':
          "Renders every expandable row's content from the start, hidden until the row is expanded, so what it holds (a form, a chart, its state) exists before the first click. Without it the content is first rendered when the row opens, and kept (hidden with display: none) after it closes; in VirtualTable it then exists only while its row is open.",
        'zh-CN':
          '一开始就渲染每个可展开行的内容，在展开前保持隐藏，使其中的表单、图表及其状态在第一次点击前就已存在。不设置时，内容在行第一次展开时才渲染，收起后保留（以 display: none 隐藏）；在 VirtualTable 中则只在行展开期间存在。',
      },
    },
    {
      name: 'expandable.expandedRowClassName',
      group: 'expanding',
      type: 'string | ((record: RecordType, index: number, indent: number) => string)',
      description: {
        'en-US': 'Class name for the row that holds expanded content, either fixed or computed per record.',
        'zh-CN': '承载展开内容的行的类名，可以是固定字符串，也可以按记录计算。',
      },
    },
    {
      name: 'expandable.expandRowByClick',
      group: 'expanding',
      type: 'boolean',
      default: 'false',
      description: {
        'en-US': 'Toggles a row when any part of it is clicked, not only its expand icon.',
        'zh-CN': '点击行内任意位置即可切换展开状态，而不仅限于展开图标。',
      },
    },
    {
      name: 'expandable.expandIcon',
      only: '7.x',
      group: 'expanding',
      type: '(props: { prefixCls: string; expanded: boolean; record: RecordType; expandable: boolean; onExpand: (record: RecordType, event: React.MouseEvent<HTMLElement>) => void }) => React.ReactNode',
      description: {
        'en-US': 'Renders a custom expand toggle in place of the built-in icon.',
        'zh-CN': '渲染自定义的展开切换按钮，替代内置图标。',
      },
    },
    {
      name: 'expandable.indentSize',
      group: 'expanding',
      type: 'number',
      description: {
        'en-US':
          'Horizontal indentation, in pixels, added for each nesting level of tree data. It has no default on either line (older docs said 15): leave it out and tree rows are not indented.',
        'zh-CN':
          '树形数据每深入一层所增加的水平缩进（像素）。两条版本线都没有默认值（旧文档写作 15）：不设置时树形行不会缩进。',
      },
    },
    {
      name: 'expandable.rowExpandable',
      group: 'expanding',
      type: '(record: RecordType) => boolean',
      description: {
        'en-US': 'Decides for each record whether it can be expanded at all.',
        'zh-CN': '针对每条记录判断其是否允许展开。',
      },
    },
    {
      name: 'expandable.onExpand',
      group: 'expanding',
      type: '(expanded: boolean, record: RecordType) => void',
      description: {
        'en-US': 'Called when a single row is expanded or collapsed.',
        'zh-CN': '某一行被展开或收起时调用。',
      },
    },
    {
      name: 'expandable.onExpandedRowsChange',
      group: 'expanding',
      type: '(expandedKeys: readonly React.Key[]) => void',
      description: {
        'en-US': 'Called with the full list of expanded keys whenever that list changes.',
        'zh-CN': '展开行的 key 列表发生变化时调用，参数为完整的 key 列表。',
      },
    },
    {
      name: 'expandable.showExpandAll',
      only: '1.x',
      group: 'expanding',
      type: 'boolean',
      description: {
        'en-US':
          "Puts an expand-all toggle in the header of the expand column: one click expands every row that rowExpandable allows, the next collapses them. Only for expanded rows (expandedRowRender); tree data gets no toggle. A columnTitle that is not a function takes the toggle's place, so it disappears: pass columnTitle as a function and place the expandIcon it receives. With expandedRowKeys under your control, set them from onExpandedRowsChange, which the toggle calls as a row's icon does.",
        'zh-CN':
          '在展开列的表头放一个全部展开开关：点一次展开 rowExpandable 允许的所有行，再点一次全部收起。只对展开行（expandedRowRender）有效，树形数据没有这个开关。非函数的 columnTitle 会占据开关的位置，开关随之消失：请把 columnTitle 写成函数，并放入它收到的 expandIcon。若 expandedRowKeys 受控，请在 onExpandedRowsChange 中更新它，开关与行图标一样会调用它。',
      },
    },
    {
      name: 'expandable.onExpandAll',
      only: '1.x',
      group: 'expanding',
      type: '(expanded: boolean) => void',
      description: {
        'en-US':
          'Called when the expand-all toggle (showExpandAll) is clicked, with true when it expanded the rows and false when it collapsed them; onExpandedRowsChange follows with the new keys. onExpand is not called for each row.',
        'zh-CN':
          '点击全部展开开关（showExpandAll）时调用：展开时参数为 true，收起时为 false；随后 onExpandedRowsChange 会收到新的 key 列表。不会为每一行调用 onExpand。',
      },
    },
    {
      name: 'expandable.fixed',
      group: 'expanding',
      type: "'left' | 'right' | boolean",
      description: {
        'en-US':
          "Pins the expand icon column to one side while the table scrolls horizontally; true means left. 'right' with the column at its default place moves it to the end. Left unset, the expand column takes the fixed value of the column it is inserted before. Only with expandedRowRender (tree data has no expand column).",
        'zh-CN':
          "横向滚动时把展开图标列固定在一侧，true 即左侧；在默认位置时 'right' 把它移到最后。不设置时沿用其后一列的 fixed。仅在设置了 expandedRowRender 时生效。",
      },
      on: {
        '1.x': {
          type: FIXED_1X_TYPE,
          description: {
            'en-US':
              "Pins the expand icon column to the start or the end side while the table scrolls horizontally; true means 'start'. 'left' and 'right' are deprecated and read as 'start' and 'end', which are the right and left sides under direction 'rtl'. 'end' with the column at its default place moves it to the end. Left unset, the expand column takes the fixed value of the column it is inserted before. Only with expandedRowRender (tree data has no expand column).",
            'zh-CN':
              "横向滚动时把展开图标列固定在起始侧或结束侧，true 即 'start'。'left' 与 'right' 已废弃，分别按 'start' 与 'end' 处理，在 direction 为 'rtl' 时它们是右侧与左侧。在默认位置时 'end' 把它移到最后。不设置时沿用其后一列的 fixed。仅在设置了 expandedRowRender 时生效。",
          },
        },
      },
    },
    {
      name: 'expandable.childrenColumnName',
      group: 'expanding',
      type: 'string',
      default: "'children'",
      description: {
        'en-US': 'Name of the record field that holds child records for tree data.',
        'zh-CN': '树形数据中存放子记录的字段名。',
      },
    },
    {
      name: 'expandable.showExpandColumn',
      group: 'expanding',
      type: 'boolean',
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
      group: 'expanding',
      type: 'React.ReactNode',
      description: {
        'en-US': 'Header content of the expand icon column.',
        'zh-CN': '展开图标列的表头内容。',
      },
      on: {
        '1.x': {
          type: 'React.ReactNode | ((props: { expandIcon: React.ReactNode }) => React.ReactNode)',
          description: {
            'en-US':
              'Header content of the expand icon column. As a function (since 1.12.0) it receives the expand-all toggle as expandIcon (undefined without showExpandAll) and returns the header, so the toggle can sit beside your own text; any other value replaces the toggle.',
            'zh-CN':
              '展开图标列的表头内容。写成函数时（1.12.0 起）会收到全部展开开关 expandIcon（未设置 showExpandAll 时为 undefined），返回表头内容，于是开关可以和你自己的文字并排；其他值都会取代这个开关。',
          },
        },
      },
    },
    {
      name: 'expandable.columnWidth',
      group: 'expanding',
      type: 'number | string',
      description: {
        'en-US': 'Width of the expand icon column.',
        'zh-CN': '展开图标列的宽度。',
      },
    },
    {
      name: 'expandable.expandedRowOffset',
      group: 'expanding',
      type: 'number',
      default: '0',
      description: {
        'en-US':
          'Number of leading columns (the expand column included) that stay beside an expanded row instead of above it: they become fixed to the left, each of their cells grows its rowSpan by one for every expanded row it covers, and the expanded content spans only the columns after them.',
        'zh-CN':
          '展开行左侧保留的前几列（含展开图标列）的数量：这些列会固定在左侧，它们的单元格每覆盖一个展开行，rowSpan 就加一，展开内容只横跨其后的列。',
      },
    },
    {
      name: 'onRow',
      group: 'rows',
      type: '(record: RecordType, index?: number) => React.HTMLAttributes<any> & React.TdHTMLAttributes<any>',
      description: {
        'en-US': 'Returns extra attributes and event handlers for each body row.',
        'zh-CN': '为每个表体行返回额外的属性和事件处理函数。',
      },
    },
    {
      name: 'onHeaderRow',
      group: 'rows',
      type: '(columns: readonly ColumnType<RecordType>[], index?: number) => React.HTMLAttributes<any> & React.TdHTMLAttributes<any>',
      description: {
        'en-US': 'Returns extra attributes and event handlers for each header row.',
        'zh-CN': '为每个表头行返回额外的属性和事件处理函数。',
      },
    },
    {
      name: 'rowClassName',
      group: 'rows',
      type: 'string | ((record: RecordType, index: number, indent: number) => string)',
      description: {
        'en-US': 'Class name for body rows, either fixed or computed per record.',
        'zh-CN': '表体行的类名，可以是固定字符串，也可以按记录计算。',
      },
    },
    {
      name: 'rowHoverable',
      group: 'rows',
      type: 'boolean',
      default: 'true',
      description: {
        'en-US': 'Set to false to turn off the hover highlight of body rows.',
        'zh-CN': '设为 false 可关闭表体行的悬停高亮。',
      },
    },
    {
      name: 'emptyText',
      group: 'rows',
      type: 'React.ReactNode | (() => React.ReactNode)',
      default: "'No Data'",
      description: {
        'en-US': 'Content shown in the body when there are no records.',
        'zh-CN': '没有数据时在表体中显示的内容。',
      },
    },
    {
      name: 'title',
      group: 'rows',
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
      group: 'rows',
      type: '(data: readonly RecordType[]) => React.ReactNode',
      description: {
        'en-US': 'Renders a panel below the table from the current data.',
        'zh-CN': '根据当前数据在表格下方渲染一个面板。',
      },
    },
    {
      name: 'summary',
      group: 'rows',
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
      group: 'rows',
      type: 'React.ReactNode',
      description: {
        'en-US':
          'Content of the native caption element that labels the table. It is rendered in the body table, so it is dropped (as are aria-* attributes given to the table) when that table is replaced: components.body as a render function with scroll.y or sticky, and VirtualTable with rows.',
        'zh-CN':
          '原生 caption 元素的内容。它在表体的 table 中，该 table 被替换时会丢失（传给表格的 aria-* 属性也一样）：components.body 为渲染函数且设置了 scroll.y 或 sticky 时，以及 VirtualTable 有数据时。',
      },
    },
    {
      name: 'classNames',
      only: '1.x',
      group: 'custom',
      type: '{ section?; title?; footer?; content?: string; header?: { wrapper?; row?; cell?: string }; body?: { wrapper?; row?; cell?: string } }',
      description: {
        'en-US':
          "Class names for the table's inner parts, by name (each key below): a theme reaches them without a CSS selector into rc-table's markup, whose class names changed from 7.x (rc-table-cell-fix-left became rc-table-cell-fix-start). It adds to the classes rc-table sets, and to a column's className or what onRow and onCell return. The summary, the expand column's icons and the expanded rows have no key.",
        'zh-CN':
          '按名称（下列各键）为表格内部各部分添加类名：主题不必再用 CSS 选择器深入 rc-table 的结构，而这些结构类名自 7.x 起已有变化（rc-table-cell-fix-left 变为 rc-table-cell-fix-start）。它与 rc-table 自身的类名、列的 className 以及 onRow、onCell 返回的类名并存。总结栏、展开列的图标和展开行没有对应的键。',
      },
    },
    ...semanticRows('classNames'),
    {
      name: 'styles',
      only: '1.x',
      group: 'custom',
      type: '{ section?; title?; footer?; content?: React.CSSProperties; header?: { wrapper?; row?; cell?: React.CSSProperties }; body?: { wrapper?; row?; cell?: React.CSSProperties } }',
      description: {
        'en-US':
          'Inline styles for the same parts as classNames, by the same keys. styles.body.cell is applied last, over the inline style rc-table gives a cell itself: a position or an inset written there moves fixed cells out of place.',
        'zh-CN':
          '按与 classNames 相同的键，为同样的部分设置内联样式。styles.body.cell 最后应用，会盖过 rc-table 自己给单元格写的内联样式：在这里写 position 或 inset 会让固定列错位。',
      },
    },
    ...semanticRows('styles'),
    {
      name: 'className',
      group: 'custom',
      type: 'string',
      description: {
        'en-US': 'Extra class name added to the outermost wrapper element.',
        'zh-CN': '添加到最外层容器元素上的额外类名。',
      },
    },
    {
      name: 'style',
      group: 'custom',
      type: 'React.CSSProperties',
      description: {
        'en-US': 'Inline style applied to the outermost wrapper element.',
        'zh-CN': '应用于最外层容器元素的内联样式。',
      },
    },
    {
      name: 'id',
      group: 'custom',
      type: 'string',
      description: {
        'en-US': 'HTML id attribute set on the outermost wrapper element.',
        'zh-CN': '设置在最外层容器元素上的 HTML id 属性。',
      },
    },
    {
      name: 'prefixCls',
      group: 'custom',
      type: 'string',
      default: "'rc-table'",
      description: {
        'en-US': 'Prefix used for every CSS class name the table generates.',
        'zh-CN': '表格生成的所有 CSS 类名所使用的前缀。',
      },
    },
    {
      name: 'components',
      group: 'custom',
      type: 'TableComponents<RecordType>',
      description: {
        'en-US':
          'Swaps the elements used for the table, the header (table, wrapper, row, cell) and the body (wrapper, row, cell) with your own components. body may instead be one render function, (data, { scrollbarSize, ref, onScroll }) => node, that replaces the whole scrolling body; rc-table calls it only when scroll.y or sticky is set and silently ignores it otherwise. When it is used, the caption, the aria-* attributes given to the table and a summary that is not fixed are not rendered (they belong to the body table it replaces), the onScroll prop is not called, and every column needs a numeric width (rc-table warns otherwise). VirtualTable uses this render function for its own body: a body render function given to VirtualTable is ignored, while body.wrapper, row and cell are used.',
        'zh-CN':
          '用自定义组件替换表格、表头（table、wrapper、row、cell）和表体（wrapper、row、cell）的元素。body 也可以是渲染函数 (data, { scrollbarSize, ref, onScroll }) => node，替换整个滚动表体：仅在设置了 scroll.y 或 sticky 时调用，否则静默忽略；此时 caption、表格的 aria-* 属性和未固定的总结栏不会渲染，onScroll 不会调用，每列都需要数值宽度（否则会警告）。VirtualTable 会忽略 body 渲染函数，但使用 body.wrapper、row、cell。',
      },
    },
    {
      name: 'components.table',
      group: 'custom',
      type: 'React.ComponentType<any>',
      description: {
        'en-US':
          'Replaces the table element. With scroll.y or sticky the header is a table of its own, which this does not replace: set components.header.table for it.',
        'zh-CN':
          '替换 table 元素。设置 scroll.y 或 sticky 时表头是单独的 table，它不会被替换：请为它设置 components.header.table。',
      },
    },
    {
      name: 'components.header',
      group: 'custom',
      type: '{ table?; wrapper?; row?; cell?: React.ComponentType<any> }',
      description: {
        'en-US':
          "Replaces the header's elements: table (the header's own table, with scroll.y or sticky; rc-table 7.40.0 and later), wrapper (thead), row (tr) and cell (th). A custom cell receives the th's props, children included: pass them on.",
        'zh-CN':
          '替换表头的元素：table（设置 scroll.y 或 sticky 时表头自己的 table；rc-table 7.40.0 起）、wrapper（thead）、row（tr）和 cell（th）。自定义单元格会收到 th 的属性（包括 children），请原样传下去。',
      },
    },
    {
      name: 'components.body',
      group: 'custom',
      type: '{ wrapper?; row?; cell?: React.ComponentType<any> } | ((data: readonly RecordType[], info: { scrollbarSize: number; ref: React.Ref<{ scrollLeft: number }>; onScroll: (info: { currentTarget?: HTMLElement; scrollLeft?: number }) => void }) => React.ReactNode)',
      description: {
        'en-US':
          "Replaces the body's elements, wrapper (tbody), row (tr) and cell (td), or, as a function, the whole scrolling body (only with scroll.y or sticky: see components). A custom row or cell receives the element's props, children included: pass them on, or the cells stay empty.",
        'zh-CN':
          '替换表体的元素 wrapper（tbody）、row（tr）和 cell（td）；写成函数时替换整个滚动表体（仅在设置 scroll.y 或 sticky 时，见 components）。自定义的行或单元格会收到元素的属性（包括 children），请原样传下去，否则单元格是空的。',
      },
    },
    {
      name: 'components.ExpandIcon',
      only: '1.x',
      group: 'custom',
      type: "React.ComponentType<{ prefixCls: string; expanded: boolean; expandable: boolean; onClick: React.MouseEventHandler<HTMLElement> } & ({ type: 'row'; record: RecordType } | { type: 'all' })>",
      description: {
        'en-US':
          "The expand toggle as a component, drawn for each row (type 'row', with its record) and for the expand-all toggle in the header (type 'all', see expandable.showExpandAll), so one icon serves both. It replaces the deprecated expandable.expandIcon and wins over it when both are given. Call onClick from your element: rc-table does not attach it. expandable is false for a row that cannot expand, and for the expand-all toggle when no row can.",
        'zh-CN':
          "以组件形式提供的展开开关：既用于每一行（type 为 'row'，带该行的 record），也用于表头的全部展开开关（type 为 'all'，见 expandable.showExpandAll），一个图标两处通用。它取代已废弃的 expandable.expandIcon，两者同时提供时以它为准。请在自己的元素上调用 onClick：rc-table 不会替你绑定。不能展开的行，以及没有任何行可以展开时的全部展开开关，expandable 为 false。",
      },
    },
  ],
};

export default table;
