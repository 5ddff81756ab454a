import type { ApiDefinition } from './types';

// Deprecated Table props and Column fields (each marked @deprecated in rc-table 7.55.1's lib/interface.d.ts), with
// what replaces them. Checked by tests/unit/api-docs.test.ts. Shown folded on the API tab.
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
  ],
};

export default deprecated;
