import type { ApiDefinition } from './types';

// Deprecated Table props and Column fields, with what replaces them. Shown folded on the API tab. Three kinds, each
// checked by tests/unit/api-docs.test.ts (and the warnings by tests/unit/api-claims.test.tsx):
// - marked @deprecated in rc-table 7.55.1's lib/interface.d.ts (still read, most of them);
// - deprecated by a development warning only (`warns`): column render returning { children, props };
// - removed in 7.0.0 (`removed`): declared by rc-table 6.10.15 (lib/Table.d.ts, lib/ExpandableTable.d.ts) and by no
//   7.x release; rc-table 7.55.1 ignores them, and warns (`warns`) for some (es/Table.js, the Warning block).
const deprecated: ApiDefinition = {
  id: 'Deprecated',
  title: { 'en-US': 'Deprecated properties', 'zh-CN': '已废弃的属性' },
  collapsed: true,
  properties: [
    {
      name: 'expandedRowKeys',
      type: 'React.Key[]',
      replacement: { api: 'Table', name: 'expandable.expandedRowKeys' },
      description: {
        'en-US':
          'Top-level form of expandable.expandedRowKeys. rc-table still reads it (when both are set, the one in expandable wins) and warns in development when it is used without expandable.',
        'zh-CN':
          'expandable.expandedRowKeys 的旧写法（放在顶层）。rc-table 仍会读取（两者都设置时以 expandable 中的为准），并在没有 expandable 时于开发模式下给出警告。',
      },
    },
    {
      name: 'defaultExpandedRowKeys',
      type: 'React.Key[]',
      replacement: { api: 'Table', name: 'expandable.defaultExpandedRowKeys' },
      description: {
        'en-US':
          'Top-level form of expandable.defaultExpandedRowKeys. rc-table still reads it (when both are set, the one in expandable wins) and warns in development when it is used without expandable.',
        'zh-CN':
          'expandable.defaultExpandedRowKeys 的旧写法（放在顶层）。rc-table 仍会读取（两者都设置时以 expandable 中的为准），并在没有 expandable 时于开发模式下给出警告。',
      },
    },
    {
      name: 'defaultExpandAllRows',
      type: 'boolean',
      default: 'false',
      replacement: { api: 'Table', name: 'expandable.defaultExpandAllRows' },
      description: {
        'en-US':
          'Top-level form of expandable.defaultExpandAllRows. rc-table still reads it (when both are set, the one in expandable wins) and warns in development when it is used without expandable.',
        'zh-CN':
          'expandable.defaultExpandAllRows 的旧写法（放在顶层）。rc-table 仍会读取（两者都设置时以 expandable 中的为准），并在没有 expandable 时于开发模式下给出警告。',
      },
    },
    {
      name: 'expandedRowRender',
      type: '(record: RecordType, index: number, indent: number, expanded: boolean) => React.ReactNode',
      replacement: { api: 'Table', name: 'expandable.expandedRowRender' },
      description: {
        'en-US':
          'Top-level form of expandable.expandedRowRender. rc-table still reads it (when both are set, the one in expandable wins) and warns in development when it is used without expandable.',
        'zh-CN':
          'expandable.expandedRowRender 的旧写法（放在顶层）。rc-table 仍会读取（两者都设置时以 expandable 中的为准），并在没有 expandable 时于开发模式下给出警告。',
      },
    },
    {
      name: 'expandedRowClassName',
      type: '(record: RecordType, index: number, indent: number) => string',
      replacement: { api: 'Table', name: 'expandable.expandedRowClassName' },
      description: {
        'en-US':
          'Top-level form of expandable.expandedRowClassName. rc-table still reads it (when both are set, the one in expandable wins) and warns in development when it is used without expandable.',
        'zh-CN':
          'expandable.expandedRowClassName 的旧写法（放在顶层）。rc-table 仍会读取（两者都设置时以 expandable 中的为准），并在没有 expandable 时于开发模式下给出警告。',
      },
    },
    {
      name: 'expandRowByClick',
      type: 'boolean',
      default: 'false',
      replacement: { api: 'Table', name: 'expandable.expandRowByClick' },
      description: {
        'en-US':
          'Top-level form of expandable.expandRowByClick. rc-table still reads it (when both are set, the one in expandable wins) and warns in development when it is used without expandable.',
        'zh-CN':
          'expandable.expandRowByClick 的旧写法（放在顶层）。rc-table 仍会读取（两者都设置时以 expandable 中的为准），并在没有 expandable 时于开发模式下给出警告。',
      },
    },
    {
      name: 'expandIcon',
      type: '(props: RenderExpandIconProps<RecordType>) => React.ReactNode',
      replacement: { api: 'Table', name: 'expandable.expandIcon' },
      description: {
        'en-US':
          'Top-level form of expandable.expandIcon. rc-table still reads it (when both are set, the one in expandable wins) and warns in development when it is used without expandable.',
        'zh-CN':
          'expandable.expandIcon 的旧写法（放在顶层）。rc-table 仍会读取（两者都设置时以 expandable 中的为准），并在没有 expandable 时于开发模式下给出警告。',
      },
    },
    {
      name: 'onExpand',
      type: '(expanded: boolean, record: RecordType) => void',
      replacement: { api: 'Table', name: 'expandable.onExpand' },
      description: {
        'en-US':
          'Top-level form of expandable.onExpand. rc-table still reads it (when both are set, the one in expandable wins) and warns in development when it is used without expandable.',
        'zh-CN':
          'expandable.onExpand 的旧写法（放在顶层）。rc-table 仍会读取（两者都设置时以 expandable 中的为准），并在没有 expandable 时于开发模式下给出警告。',
      },
    },
    {
      name: 'onExpandedRowsChange',
      type: '(expandedKeys: React.Key[]) => void',
      replacement: { api: 'Table', name: 'expandable.onExpandedRowsChange' },
      description: {
        'en-US':
          'Top-level form of expandable.onExpandedRowsChange. rc-table still reads it (when both are set, the one in expandable wins) and warns in development when it is used without expandable.',
        'zh-CN':
          'expandable.onExpandedRowsChange 的旧写法（放在顶层）。rc-table 仍会读取（两者都设置时以 expandable 中的为准），并在没有 expandable 时于开发模式下给出警告。',
      },
    },
    {
      name: 'indentSize',
      type: 'number',
      replacement: { api: 'Table', name: 'expandable.indentSize' },
      description: {
        'en-US':
          'Top-level form of expandable.indentSize. rc-table still reads it (when both are set, the one in expandable wins) and warns in development when it is used without expandable.',
        'zh-CN':
          'expandable.indentSize 的旧写法（放在顶层）。rc-table 仍会读取（两者都设置时以 expandable 中的为准），并在没有 expandable 时于开发模式下给出警告。',
      },
    },
    {
      name: 'childrenColumnName',
      type: 'string',
      default: "'children'",
      replacement: { api: 'Table', name: 'expandable.childrenColumnName' },
      description: {
        'en-US':
          'Top-level form of expandable.childrenColumnName. rc-table still reads it; when both are set, the one in expandable wins.',
        'zh-CN':
          'expandable.childrenColumnName 的旧写法（放在顶层）。rc-table 仍会读取；两者都设置时以 expandable 中的为准。',
      },
    },
    {
      name: 'expandIconColumnIndex',
      type: 'number',
      replacement: { api: 'Exports', name: 'Table.EXPAND_COLUMN' },
      description: {
        'en-US':
          'Top-level form of expandable.expandIconColumnIndex, itself deprecated: put Table.EXPAND_COLUMN in columns where the expand icon column belongs.',
        'zh-CN':
          'expandable.expandIconColumnIndex 的旧写法（放在顶层），而后者本身也已废弃：请在 columns 中展开图标列应在的位置放入 Table.EXPAND_COLUMN。',
      },
    },
    {
      name: 'expandable.expandIconColumnIndex',
      type: 'number',
      default: '0',
      replacement: { api: 'Exports', name: 'Table.EXPAND_COLUMN' },
      description: {
        'en-US':
          "Index of the column before which the expand icon column is inserted (0, with expandable.fixed 'right', puts it last; -1 leaves it out). rc-table warns in development whenever it is 0 or more: put Table.EXPAND_COLUMN in columns instead.",
        'zh-CN':
          "展开图标列插入位置的列索引（为 0 且 expandable.fixed 为 'right' 时放在最后；为 -1 时不显示）。只要它为 0 或更大，rc-table 就会在开发模式下给出警告：请改为在 columns 中放入 Table.EXPAND_COLUMN。",
      },
    },
    {
      name: 'onCellClick',
      type: '(record: RecordType, e: React.MouseEvent<HTMLElement>) => void',
      replacement: { api: 'Column', name: 'onCell' },
      description: {
        'en-US':
          "A column field, still declared in the types but never called by rc-table 7.55.1: return { onClick } from the column's onCell instead.",
        'zh-CN': '列字段；类型中仍有声明，但 rc-table 7.55.1 从不调用它：请改为在该列的 onCell 中返回 { onClick }。',
      },
    },
    {
      name: 'render',
      type: '(value: any, record: RecordType, index: number) => { children?: React.ReactNode; props?: CellType<RecordType> }',
      warns: '`columns.render` return cell props is deprecated',
      replacement: { api: 'Column', name: 'onCell' },
      description: {
        'en-US':
          "A column's render returning an object: children is the content and props the cell's attributes (colSpan, rowSpan, className, …). rc-table 7.55.1 still applies it but warns in development that it is deprecated for performance: return the content from render and the attributes from onCell.",
        'zh-CN':
          '列的 render 返回对象：children 为内容，props 为单元格属性（colSpan、rowSpan、className 等）。rc-table 7.55.1 仍会应用它，但会在开发模式下警告：出于性能原因它已废弃。请在 render 中只返回内容，属性改由 onCell 返回。',
      },
    },
    {
      name: 'onRowClick',
      type: '(record: RecordType, index: number, event: React.SyntheticEvent) => void',
      removed: '7.0.0',
      warns: '`onRowClick` is removed, please use `onRow` instead',
      replacement: { api: 'Table', name: 'onRow' },
      description: {
        'en-US':
          'Called on a row click in 6.x. Removed in 7.0.0: rc-table ignores it and warns in development that it is removed. Return { onClick } from onRow instead: onRow={(record, index) => ({ onClick: (event) => … })}.',
        'zh-CN':
          '6.x 中行被点击时调用。7.0.0 已移除：rc-table 会忽略它，并在开发模式下警告它已被移除。请改为在 onRow 中返回 { onClick }：onRow={(record, index) => ({ onClick: (event) => … })}。',
      },
    },
    {
      name: 'onRowDoubleClick',
      type: '(record: RecordType, index: number, event: React.SyntheticEvent) => void',
      removed: '7.0.0',
      warns: '`onRowDoubleClick` is removed, please use `onRow` instead',
      replacement: { api: 'Table', name: 'onRow' },
      description: {
        'en-US':
          'Called on a row double click in 6.x. Removed in 7.0.0: rc-table ignores it and warns in development that it is removed. Return { onDoubleClick } from onRow instead: onRow={(record, index) => ({ onDoubleClick: (event) => … })}.',
        'zh-CN':
          '6.x 中行被双击时调用。7.0.0 已移除：rc-table 会忽略它，并在开发模式下警告它已被移除。请改为在 onRow 中返回 { onDoubleClick }：onRow={(record, index) => ({ onDoubleClick: (event) => … })}。',
      },
    },
    {
      name: 'onRowContextMenu',
      type: '(record: RecordType, index: number, event: React.SyntheticEvent) => void',
      removed: '7.0.0',
      warns: '`onRowContextMenu` is removed, please use `onRow` instead',
      replacement: { api: 'Table', name: 'onRow' },
      description: {
        'en-US':
          'Called on a row context menu (right click) in 6.x. Removed in 7.0.0: rc-table ignores it and warns in development that it is removed. Return { onContextMenu } from onRow instead: onRow={(record, index) => ({ onContextMenu: (event) => … })}.',
        'zh-CN':
          '6.x 中行被右键菜单时调用。7.0.0 已移除：rc-table 会忽略它，并在开发模式下警告它已被移除。请改为在 onRow 中返回 { onContextMenu }：onRow={(record, index) => ({ onContextMenu: (event) => … })}。',
      },
    },
    {
      name: 'onRowMouseEnter',
      type: '(record: RecordType, index: number, event: React.SyntheticEvent) => void',
      removed: '7.0.0',
      warns: '`onRowMouseEnter` is removed, please use `onRow` instead',
      replacement: { api: 'Table', name: 'onRow' },
      description: {
        'en-US':
          'Called on a row mouse enter in 6.x. Removed in 7.0.0: rc-table ignores it and warns in development that it is removed. Return { onMouseEnter } from onRow instead: onRow={(record, index) => ({ onMouseEnter: (event) => … })}.',
        'zh-CN':
          '6.x 中行被鼠标移入时调用。7.0.0 已移除：rc-table 会忽略它，并在开发模式下警告它已被移除。请改为在 onRow 中返回 { onMouseEnter }：onRow={(record, index) => ({ onMouseEnter: (event) => … })}。',
      },
    },
    {
      name: 'onRowMouseLeave',
      type: '(record: RecordType, index: number, event: React.SyntheticEvent) => void',
      removed: '7.0.0',
      warns: '`onRowMouseLeave` is removed, please use `onRow` instead',
      replacement: { api: 'Table', name: 'onRow' },
      description: {
        'en-US':
          'Called on a row mouse leave in 6.x. Removed in 7.0.0: rc-table ignores it and warns in development that it is removed. Return { onMouseLeave } from onRow instead: onRow={(record, index) => ({ onMouseLeave: (event) => … })}.',
        'zh-CN':
          '6.x 中行被鼠标移出时调用。7.0.0 已移除：rc-table 会忽略它，并在开发模式下警告它已被移除。请改为在 onRow 中返回 { onMouseLeave }：onRow={(record, index) => ({ onMouseLeave: (event) => … })}。',
      },
    },
    {
      name: 'getBodyWrapper',
      type: '(body: React.ReactElement) => React.ReactElement',
      removed: '7.0.0',
      warns: '`getBodyWrapper` is deprecated, please use custom `components` instead',
      replacement: { api: 'Table', name: 'components' },
      description: {
        'en-US':
          'Wrapped the body rows in an element of your own in 6.x. Removed in 7.0.0: rc-table ignores it and warns in development that it is deprecated. Give components.body.wrapper (the tbody) instead.',
        'zh-CN':
          '6.x 中用于把表体各行包在自定义元素中。7.0.0 已移除：rc-table 会忽略它，并在开发模式下警告它已废弃。请改用 components.body.wrapper（即 tbody）。',
      },
    },
    {
      name: 'useFixedHeader',
      type: 'boolean',
      removed: '7.0.0',
      replacement: { api: 'Table', name: 'scroll.y' },
      description: {
        'en-US':
          'Rendered the header as a table of its own above the body in 6.x, even without scroll.y. Removed in 7.0.0 and ignored without a warning: the header is a separate table when scroll.y or sticky is set.',
        'zh-CN':
          '6.x 中即使没有 scroll.y，也会把表头渲染为表体上方单独的 table。7.0.0 已移除，rc-table 会忽略它且不给出警告：设置了 scroll.y 或 sticky 时表头才是单独的 table。',
      },
    },
    {
      name: 'bodyStyle',
      type: 'React.CSSProperties',
      removed: '7.0.0',
      replacement: { api: 'Table', name: 'className' },
      description: {
        'en-US':
          "Inline style of the body's scroll container in 6.x. Removed in 7.0.0 and ignored without a warning: give the table a className and style its .rc-table-body (with scroll.y or sticky) or .rc-table-content element in CSS.",
        'zh-CN':
          '6.x 中表体滚动容器的内联样式。7.0.0 已移除，rc-table 会忽略它且不给出警告：请给表格设置 className，再用 CSS 为其中的 .rc-table-body（设置了 scroll.y 或 sticky 时）或 .rc-table-content 元素设置样式。',
      },
    },
    {
      name: 'rowRef',
      type: '(record: RecordType, index: number, indent: number) => React.Ref<React.ReactElement>',
      removed: '7.0.0',
      replacement: { api: 'Table', name: 'components' },
      description: {
        'en-US':
          'Returned a ref for each body row in 6.x. Removed in 7.0.0 and ignored without a warning: give components.body.row a component of your own, which receives every row and can hold a ref to its tr.',
        'zh-CN':
          '6.x 中为每个表体行返回一个 ref。7.0.0 已移除，rc-table 会忽略它且不给出警告：请为 components.body.row 提供自定义组件，它会收到每一行，并可以持有其 tr 的 ref。',
      },
    },
    {
      name: 'expandIconAsCell',
      type: 'boolean',
      removed: '7.0.0',
      replacement: { api: 'Table', name: 'expandable.showExpandColumn' },
      description: {
        'en-US':
          "Chose in 6.x whether the expand icon got a cell of its own or sat in the first column's cell. Removed in 7.0.0 and ignored without a warning: with expandedRowRender the icon always has a column of its own; place that column with Table.EXPAND_COLUMN, or hide it with expandable.showExpandColumn and render your own toggle.",
        'zh-CN':
          '6.x 中用于选择展开图标是独占一个单元格，还是放在第一列的单元格中。7.0.0 已移除，rc-table 会忽略它且不给出警告：设置了 expandedRowRender 时展开图标总是独占一列；可用 Table.EXPAND_COLUMN 指定这一列的位置，或用 expandable.showExpandColumn 隐藏它并渲染自己的切换按钮。',
      },
    },
  ],
};

export default deprecated;
