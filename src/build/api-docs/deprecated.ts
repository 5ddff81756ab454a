import { LEGACY_PROPS } from '../../shared/upgrade/deprecations.ts';
import type { ApiRow, ApiSource } from './line.ts';

// Deprecated Table props and Column fields, with what replaces them, shown folded on the API tab. The facts of both
// lines live in src/shared/upgrade/deprecations.ts, which the upgrade rules read too; this table shows them without
// the rules' scope and key. What 1.x deprecates on top (expandable.expandIcon) and where it points elsewhere
// (the top-level expandIcon) is written here as the line's change.
const LINE_CHANGES: Record<string, Pick<ApiRow, 'on'>> = {
  expandIcon: {
    on: {
      '1.x': {
        replacement: { api: 'Table', name: 'components.ExpandIcon' },
        description: {
          'en-US':
            'Top-level form of the row icon renderer, which 1.x deprecates in expandable as well. rc-table still reads it (expandable.expandIcon wins when both are set, components.ExpandIcon over both) and warns in development when it is used without expandable.',
          'zh-CN':
            '行图标渲染函数的顶层旧写法，1.x 在 expandable 中也已废弃它。rc-table 仍会读取（两者都设置时以 expandable.expandIcon 为准，components.ExpandIcon 又优先于二者），并在没有 expandable 时于开发模式下给出警告。',
        },
      },
    },
  },
};

const EXPANDABLE_EXPAND_ICON_1X: ApiRow = {
  name: 'expandable.expandIcon',
  only: '1.x',
  type: '(props: { prefixCls: string; expanded: boolean; record: RecordType; expandable: boolean; onExpand: (record: RecordType, event: React.MouseEvent<HTMLElement>) => void }) => React.ReactNode',
  replacement: { api: 'Table', name: 'components.ExpandIcon' },
  description: {
    'en-US':
      'Renders a custom expand toggle for each row. Deprecated in 1.12.0 and still read, but for rows only: the expand-all toggle (showExpandAll) is drawn by components.ExpandIcon or the built-in icon, so a table themed through expandIcon shows a mismatched icon in its header. components.ExpandIcon, when given, wins over it.',
    'zh-CN':
      '为每一行渲染自定义的展开开关。1.12.0 起废弃，但仍会读取，且只用于行：全部展开开关（showExpandAll）由 components.ExpandIcon 或内置图标绘制，因此只用 expandIcon 定制的表格，表头里的图标会对不上。提供 components.ExpandIcon 时以它为准。',
  },
};

const deprecated: ApiSource = {
  id: 'Deprecated',
  title: { 'en-US': 'Deprecated properties', 'zh-CN': '已废弃的属性' },
  collapsed: true,
  properties: [
    ...LEGACY_PROPS.map(({ scope: _scope, key: _key, ...property }) => ({
      ...property,
      ...LINE_CHANGES[property.name],
    })),
    EXPANDABLE_EXPAND_ICON_1X,
  ],
};

export default deprecated;
