import type { ApiSource } from './line.ts';

// What each line's package exports, checked against its lib/index.d.ts and the statics of its default export in
// Table.d.ts (rc-table on 7.x, @rc-component/table on 1.x) by tests/unit/api-docs.test.ts. `Table.Column` is a
// static of the default export; the same component is also a named export (`import { Column } from …`).
const exportsDefinition: ApiSource = {
  id: 'Exports',
  title: { 'en-US': 'Components and exports', 'zh-CN': '组件与导出' },
  properties: [
    {
      name: 'Table',
      type: 'component',
      description: {
        'en-US':
          'The default export: the table. Its props are TableProps (the Table section); its ref is a Reference (the Table ref section).',
        'zh-CN': '默认导出：表格组件。属性见 TableProps（Table 一节）；ref 为 Reference（表格 ref 一节）。',
      },
    },
    {
      name: 'Table.Column',
      type: 'component',
      description: {
        'en-US':
          'Declares one column in JSX, as a child of Table or of Table.ColumnGroup: its props are the Column fields and its React key becomes the column key. rc-table reads its props without rendering it, so it cannot be wrapped in a component of your own. A columns prop, when given, wins over these children. Also a named export, Column.',
        'zh-CN':
          '以 JSX 声明一列，作为 Table 或 Table.ColumnGroup 的子元素：属性即 Column 的各个字段，React key 成为列的 key。rc-table 直接读取它的属性而不渲染它，因此不能把它包在自己的组件里。同时提供 columns 属性时以 columns 为准。也可以按名称导入：Column。',
      },
    },
    {
      name: 'Table.ColumnGroup',
      type: 'component',
      description: {
        'en-US':
          'Declares a column group in JSX: its props are the Column fields, and its children (required) are the Table.Column or Table.ColumnGroup elements under its shared header cell. Also a named export, ColumnGroup.',
        'zh-CN':
          '以 JSX 声明一个列分组：属性即 Column 的各个字段，子元素（必填）是位于其共享表头单元格之下的 Table.Column 或 Table.ColumnGroup 元素。也可以按名称导入：ColumnGroup。',
      },
    },
    {
      name: 'Table.Summary',
      type: 'component',
      description: {
        'en-US':
          'Wraps the rows that the summary prop returns (a component since 7.15.0; before, only the holder of Row and Cell); see Table.Summary, Table.Summary.Row and Table.Summary.Cell. Also a named export, Summary.',
        'zh-CN': '包裹 summary 返回的总结栏各行（7.15.0 起才是组件）。也可按名称导入：Summary。',
      },
    },
    {
      name: 'Table.Summary.Row',
      type: 'component',
      description: {
        'en-US': 'One row of the summary, rendered as a tr.',
        'zh-CN': '总结栏中的一行，渲染为 tr。',
      },
    },
    {
      name: 'Table.Summary.Cell',
      type: 'component',
      description: {
        'en-US': 'One cell of a summary row, rendered as a td that follows fixed columns.',
        'zh-CN': '总结栏某一行中的单元格，渲染为 td，并跟随固定列固定。',
      },
    },
    {
      name: 'Table.EXPAND_COLUMN',
      type: '{}',
      description: {
        'en-US':
          'A marker to place in columns where the expand icon column should go, instead of expandable.expandIconColumnIndex. It takes effect with expandable.expandedRowRender; without it, or for a second marker, rc-table drops the marker and warns in development. Also a named export, EXPAND_COLUMN.',
        'zh-CN':
          '放入 columns 中的标记，指定展开图标列的位置，用来替代 expandable.expandIconColumnIndex。它在设置了 expandable.expandedRowRender 时生效；否则，或者出现第二个标记时，rc-table 会忽略该标记并在开发模式下给出警告。也可以按名称导入：EXPAND_COLUMN。',
      },
    },
    {
      name: 'VirtualTable',
      type: 'component',
      description: {
        'en-US': 'A Table that renders only the rows in view, for long lists; see the VirtualTable section.',
        'zh-CN': '只渲染可视区域内各行的 Table，适合长列表；见 VirtualTable 一节。',
      },
    },
    {
      name: 'TableProps',
      type: 'type',
      description: {
        'en-US': 'The props of Table, generic over the record type: TableProps<RecordType>.',
        'zh-CN': 'Table 的属性类型，以记录类型为泛型参数：TableProps<RecordType>。',
      },
    },
    {
      name: 'VirtualTableProps',
      type: 'type',
      description: {
        'en-US':
          "The props of VirtualTable. VirtualTable's own JSX type takes TableProps, which has no listItemHeight: type a props object as VirtualTableProps and spread it to use both.",
        'zh-CN':
          'VirtualTable 的属性类型。VirtualTable 自身的 JSX 类型接受的是 TableProps，其中没有 listItemHeight：把属性对象标注为 VirtualTableProps 再展开传入，就能同时使用两者。',
      },
    },
    {
      name: 'ColumnType',
      type: 'type',
      description: {
        'en-US': 'One column: the Column fields, generic over the record type.',
        'zh-CN': '单列的类型：即 Column 的各个字段，以记录类型为泛型参数。',
      },
    },
    {
      name: 'ColumnsType',
      type: 'type',
      description: {
        'en-US': 'The type of the columns prop: a readonly array of columns and column groups.',
        'zh-CN': 'columns 属性的类型：由列与列分组组成的只读数组。',
      },
    },
    {
      name: 'Reference',
      type: 'type',
      description: {
        'en-US': 'The type of the table ref: nativeElement and scrollTo.',
        'zh-CN': '表格 ref 的类型：nativeElement 与 scrollTo。',
      },
    },
    {
      name: 'convertChildrenToColumns',
      only: '1.x',
      type: '<RecordType>(children: React.ReactNode) => ColumnsType<RecordType>',
      description: {
        'en-US':
          'Turns Column and ColumnGroup elements into the columns array, as the table does with its children. Exported from the root since 1.10.2: code that imported it from lib/ or es/ (which breaks under Yarn PnP, Vite and Node ESM) imports it from the package itself.',
        'zh-CN':
          '把 Column 与 ColumnGroup 元素转换成 columns 数组，与表格处理其子元素的方式相同。自 1.10.2 起从包的根导出：原先从 lib/ 或 es/ 导入的代码（在 Yarn PnP、Vite 与 Node ESM 下会出错）改为直接从包导入。',
      },
    },
    {
      name: 'DefaultRecordType',
      only: '1.x',
      type: 'type',
      description: {
        'en-US':
          'Record<string, any>: the record type a Table gets when none is given. Exported from the root since 1.10.2.',
        'zh-CN': 'Record<string, any>：未指定时表格使用的记录类型。自 1.10.2 起从包的根导出。',
      },
    },
    {
      name: 'ExpandableConfig',
      only: '1.x',
      type: 'type',
      description: {
        'en-US': 'The type of the expandable prop, generic over the record type. Exported from the root since 1.10.2.',
        'zh-CN': 'expandable 属性的类型，以记录类型为泛型参数。自 1.10.2 起从包的根导出。',
      },
    },
    {
      name: 'ExpandIconProps',
      only: '1.x',
      type: 'type',
      description: {
        'en-US':
          "The props components.ExpandIcon receives: type 'row' with the record, or type 'all' for the expand-all toggle. Exported from the root since 1.12.0.",
        'zh-CN':
          "components.ExpandIcon 收到的属性：type 为 'row' 时带 record，为 'all' 时是全部展开开关。自 1.12.0 起从包的根导出。",
      },
    },
    {
      name: 'FixedType',
      only: '1.x',
      type: 'type',
      description: {
        'en-US':
          "The values of a column's fixed: 'start' | 'end' | boolean, and the deprecated 'left' | 'right'. Exported from the root since 1.10.2.",
        'zh-CN':
          "列的 fixed 可取的值：'start' | 'end' | boolean，以及已废弃的 'left' | 'right'。自 1.10.2 起从包的根导出。",
      },
    },
    {
      name: 'GetComponentProps',
      only: '1.x',
      type: 'type',
      description: {
        'en-US':
          'The type of onRow, onHeaderRow, onCell and onHeaderCell: (data, index?) => the attributes of the element. Exported from the root since 1.10.2.',
        'zh-CN':
          'onRow、onHeaderRow、onCell 与 onHeaderCell 的类型：(data, index?) => 元素的属性。自 1.10.2 起从包的根导出。',
      },
    },
    {
      name: 'GetRowKey',
      only: '1.x',
      type: 'type',
      description: {
        'en-US': 'The function form of rowKey: (record, index?) => React.Key. Exported from the root since 1.10.2.',
        'zh-CN': 'rowKey 的函数形式：(record, index?) => React.Key。自 1.10.2 起从包的根导出。',
      },
    },
    {
      name: 'RenderedCell',
      only: '1.x',
      type: 'type',
      description: {
        'en-US':
          "The object a column's render may return, { children, props } (deprecated: see the Deprecated table). Exported from the root since 1.10.2.",
        'zh-CN': '列的 render 可以返回的对象 { children, props }（已废弃：见已废弃的属性）。自 1.10.2 起从包的根导出。',
      },
    },
  ],
};

export default exportsDefinition;
