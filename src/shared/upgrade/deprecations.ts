import type { ApiProperty } from '../api-docs/types.ts';

/**
 * What rc-table 7.55.1 deprecates or removed, with what replaces it: the one source of the API tab's Deprecated
 * table (src/build/api-docs/deprecated.ts) and of the upgrade rules (./rules.ts), which flag these names in a
 * demo. Three kinds, each checked by tests/unit/api-docs.test.ts (and the warnings by tests/unit/api-claims.test.tsx):
 * - marked @deprecated in rc-table 7.55.1's lib/interface.d.ts (still read, most of them);
 * - deprecated by a development warning only (`warns`): column render returning { children, props };
 * - removed in 7.0.0 (`removed`): declared by rc-table 6.10.15 (lib/Table.d.ts, lib/ExpandableTable.d.ts) and by no
 *   7.x release; rc-table 7.55.1 ignores them, and warns (`warns`) for some (es/Table.js, the Warning block).
 * @rc-component/table 1.12.0 keeps all of these as they are in 7.55.1 (same declarations, same warnings).
 */
export interface LegacyProp extends ApiProperty {
  /** Where the name is written: a prop of `<Table>`, a field of a column object, a field of `expandable`. */
  scope: 'Table' | 'column' | 'expandable';
  /** The name in that scope (`expandIconColumnIndex` for `expandable.expandIconColumnIndex`). */
  key: string;
  replacement: NonNullable<ApiProperty['replacement']>;
}

export const LEGACY_PROPS: readonly LegacyProp[] = [
  {
    name: 'expandedRowKeys',
    scope: 'Table',
    key: 'expandedRowKeys',
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
    scope: 'Table',
    key: 'defaultExpandedRowKeys',
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
    scope: 'Table',
    key: 'defaultExpandAllRows',
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
    scope: 'Table',
    key: 'expandedRowRender',
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
    scope: 'Table',
    key: 'expandedRowClassName',
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
    scope: 'Table',
    key: 'expandRowByClick',
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
    scope: 'Table',
    key: 'expandIcon',
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
    scope: 'Table',
    key: 'onExpand',
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
    scope: 'Table',
    key: 'onExpandedRowsChange',
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
    scope: 'Table',
    key: 'indentSize',
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
    scope: 'Table',
    key: 'childrenColumnName',
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
    scope: 'Table',
    key: 'expandIconColumnIndex',
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
    scope: 'expandable',
    key: 'expandIconColumnIndex',
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
    scope: 'column',
    key: 'onCellClick',
    type: '(record: RecordType, e: React.MouseEvent<HTMLElement>) => void',
    replacement: { api: 'Column', name: 'onCell' },
    description: {
      'en-US':
        "A column field, still declared in the types but never called by rc-table: return { onClick } from the column's onCell instead.",
      'zh-CN': '列字段；类型中仍有声明，但 rc-table 从不调用它：请改为在该列的 onCell 中返回 { onClick }。',
    },
  },
  {
    name: 'render',
    scope: 'column',
    key: 'render',
    type: '(value: any, record: RecordType, index: number) => { children?: React.ReactNode; props?: CellType<RecordType> }',
    warns: '`columns.render` return cell props is deprecated',
    replacement: { api: 'Column', name: 'onCell' },
    description: {
      'en-US':
        "A column's render returning an object: children is the content and props the cell's attributes (colSpan, rowSpan, className, …). rc-table still applies it but warns in development that it is deprecated for performance: return the content from render and the attributes from onCell.",
      'zh-CN':
        '列的 render 返回 { children, props } 对象。rc-table 仍会应用，但在开发模式下警告其已废弃：内容由 render 返回，属性改由 onCell 返回。',
    },
  },
  {
    name: 'onRowClick',
    scope: 'Table',
    key: 'onRowClick',
    type: '(record, index, event) => void',
    removed: '7.0.0',
    warns: '`onRowClick` is removed, please use `onRow` instead',
    replacement: { api: 'Table', name: 'onRow' },
    description: {
      'en-US': '6.x row event. rc-table ignores it and warns in development: return { onClick } from onRow.',
      'zh-CN': '6.x 的行事件。rc-table 会忽略它，并在开发模式下给出警告：请在 onRow 中返回 { onClick }。',
    },
  },
  {
    name: 'onRowDoubleClick',
    scope: 'Table',
    key: 'onRowDoubleClick',
    type: '(record, index, event) => void',
    removed: '7.0.0',
    warns: '`onRowDoubleClick` is removed, please use `onRow` instead',
    replacement: { api: 'Table', name: 'onRow' },
    description: {
      'en-US': '6.x row event. rc-table ignores it and warns in development: return { onDoubleClick } from onRow.',
      'zh-CN': '6.x 的行事件。rc-table 会忽略它，并在开发模式下给出警告：请在 onRow 中返回 { onDoubleClick }。',
    },
  },
  {
    name: 'onRowContextMenu',
    scope: 'Table',
    key: 'onRowContextMenu',
    type: '(record, index, event) => void',
    removed: '7.0.0',
    warns: '`onRowContextMenu` is removed, please use `onRow` instead',
    replacement: { api: 'Table', name: 'onRow' },
    description: {
      'en-US': '6.x row event. rc-table ignores it and warns in development: return { onContextMenu } from onRow.',
      'zh-CN': '6.x 的行事件。rc-table 会忽略它，并在开发模式下给出警告：请在 onRow 中返回 { onContextMenu }。',
    },
  },
  {
    name: 'onRowMouseEnter',
    scope: 'Table',
    key: 'onRowMouseEnter',
    type: '(record, index, event) => void',
    removed: '7.0.0',
    warns: '`onRowMouseEnter` is removed, please use `onRow` instead',
    replacement: { api: 'Table', name: 'onRow' },
    description: {
      'en-US': '6.x row event. rc-table ignores it and warns in development: return { onMouseEnter } from onRow.',
      'zh-CN': '6.x 的行事件。rc-table 会忽略它，并在开发模式下给出警告：请在 onRow 中返回 { onMouseEnter }。',
    },
  },
  {
    name: 'onRowMouseLeave',
    scope: 'Table',
    key: 'onRowMouseLeave',
    type: '(record, index, event) => void',
    removed: '7.0.0',
    warns: '`onRowMouseLeave` is removed, please use `onRow` instead',
    replacement: { api: 'Table', name: 'onRow' },
    description: {
      'en-US': '6.x row event. rc-table ignores it and warns in development: return { onMouseLeave } from onRow.',
      'zh-CN': '6.x 的行事件。rc-table 会忽略它，并在开发模式下给出警告：请在 onRow 中返回 { onMouseLeave }。',
    },
  },
  {
    name: 'getBodyWrapper',
    scope: 'Table',
    key: 'getBodyWrapper',
    type: '(body) => ReactElement',
    removed: '7.0.0',
    warns: '`getBodyWrapper` is deprecated, please use custom `components` instead',
    replacement: { api: 'Table', name: 'components' },
    description: {
      'en-US':
        'Wrapped the body rows in 6.x. rc-table ignores it and warns in development: use components.body.wrapper.',
      'zh-CN': '6.x 中用于包裹表体各行。rc-table 会忽略它，并在开发模式下给出警告：请改用 components.body.wrapper。',
    },
  },
  {
    name: 'useFixedHeader',
    scope: 'Table',
    key: 'useFixedHeader',
    type: 'boolean',
    removed: '7.0.0',
    replacement: { api: 'Table', name: 'scroll.y' },
    description: {
      'en-US':
        'Split the header into its own table in 6.x; ignored without a warning. scroll.y or sticky does that now.',
      'zh-CN': '6.x 中把表头拆成单独的 table；现会被忽略且不给出警告。现在由 scroll.y 或 sticky 实现。',
    },
  },
  {
    name: 'bodyStyle',
    scope: 'Table',
    key: 'bodyStyle',
    type: 'React.CSSProperties',
    removed: '7.0.0',
    replacement: { api: 'Table', name: 'className' },
    description: {
      'en-US':
        "Style of the body's scroll box in 6.x; ignored without a warning. Style .rc-table-body or .rc-table-content under your className.",
      'zh-CN':
        '6.x 中表体滚动容器的样式；现会被忽略且不给出警告。请在 className 下为 .rc-table-body 或 .rc-table-content 设置样式。',
    },
  },
  {
    name: 'rowRef',
    scope: 'Table',
    key: 'rowRef',
    type: '(record, index, indent) => Ref',
    removed: '7.0.0',
    replacement: { api: 'Table', name: 'components' },
    description: {
      'en-US':
        'A ref per body row in 6.x; ignored without a warning. A components.body.row of your own can hold a ref to its tr.',
      'zh-CN': '6.x 中每个表体行的 ref；现会被忽略且不给出警告。自定义的 components.body.row 可以持有其 tr 的 ref。',
    },
  },
  {
    name: 'expandIconAsCell',
    scope: 'Table',
    key: 'expandIconAsCell',
    type: 'boolean',
    removed: '7.0.0',
    replacement: { api: 'Table', name: 'expandable.showExpandColumn' },
    description: {
      'en-US':
        'Put the expand icon in a cell of its own in 6.x; ignored without a warning. The icon now always has a column (place it with Table.EXPAND_COLUMN, hide it with showExpandColumn).',
      'zh-CN':
        '6.x 中让展开图标独占一个单元格；现会被忽略且不给出警告。现在展开图标总是独占一列（用 Table.EXPAND_COLUMN 指定位置，用 showExpandColumn 隐藏）。',
    },
  },
];

/** The 7.x line's packages and their 1.x names (rc-table's own dependencies moved the same way). */
export const PACKAGE_RENAMES: readonly { from: string; to: string }[] = [
  { from: 'rc-table', to: '@rc-component/table' },
  { from: 'rc-util', to: '@rc-component/util' },
  { from: 'classnames', to: 'clsx' },
];

/**
 * What @rc-component/table 1.12.0 exports from its root (lib/index.d.ts), values and types: a deep import of
 * `rc-table/lib/…` or `rc-table/es/…` moves to the root when every name it takes is here.
 */
export const ROOT_EXPORTS: readonly string[] = [
  'default',
  'genTable',
  'convertChildrenToColumns',
  'Summary',
  'Column',
  'ColumnGroup',
  'TableProps',
  'INTERNAL_COL_DEFINE',
  'EXPAND_COLUMN',
  'INTERNAL_HOOKS',
  'VirtualTable',
  'genVirtualTable',
  'VirtualTableProps',
  'Reference',
  'ColumnType',
  'ColumnsType',
  'DefaultRecordType',
  'ExpandIconProps',
  'ExpandableConfig',
  'FixedType',
  'GetComponentProps',
  'GetRowKey',
  'RenderedCell',
];

/**
 * `fixed` of a column and of `expandable`: 1.x reads 'left'/true as 'start' and 'right' as 'end' (es/hooks/useColumns),
 * and its FixedType marks 'left'/'right' deprecated. 7.x swapped left and right under direction 'rtl', so 'left'
 * was the start side there too: the rename keeps the layout in both directions.
 */
export const FIXED_RENAMES: Readonly<Record<'left' | 'right', 'start' | 'end'>> = { left: 'start', right: 'end' };

/** What @rc-component/table 1.12.0 deprecates that rc-table 7.55.1 did not (lib/interface.d.ts). */
export const DEPRECATED_IN_1X = {
  /** `expandable.expandIcon` (a render function for row icons) → `components.ExpandIcon` (a component, also for the expand-all icon). */
  expandIcon: { from: 'expandable.expandIcon', to: 'components.ExpandIcon' },
  /** Column and expandable `fixed: 'left' | 'right'` → `'start' | 'end'`. */
  fixed: { from: 'fixed', to: 'FixedType' },
} as const;
