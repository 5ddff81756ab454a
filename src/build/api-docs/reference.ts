import type { ApiSource } from './line.ts';

// Checked against each line's Reference and ScrollConfig (lib/interface.d.ts of rc-table on 7.x, of
// @rc-component/table on 1.x) by tests/unit/api-docs.test.ts. `scrollTo.top` is a field of scrollTo's argument: `scrollTo({ top })`.
const reference: ApiSource = {
  id: 'Reference',
  title: { 'en-US': 'Table ref (Reference)', 'zh-CN': '表格 ref（Reference）' },
  properties: [
    {
      name: 'nativeElement',
      type: 'HTMLDivElement',
      description: {
        'en-US': 'The outermost div of the table, the one that carries className, style and id.',
        'zh-CN': '表格最外层的 div，即带有 className、style 和 id 的元素。',
      },
    },
    {
      name: 'scrollTo',
      type: '(config: { index?: number; key?: React.Key; top?: number }) => void',
      description: {
        'en-US':
          "Scrolls the body to a pixel offset (top) or brings a row into view (index or key). top moves only a body that scrolls on its own (scroll.y or sticky); Table brings a row into view with the browser's scrollIntoView, which scrolls the page as well when the row is off screen. VirtualTable scrolls its virtual list, also to rows not rendered yet. rc-table 7.55.1 declares no offset option.",
        'zh-CN':
          '把表体滚动到某个像素位置（top），或让某一行进入视野（index 或 key）。top 只对自身可以滚动的表体生效（设置了 scroll.y 或 sticky）；Table 用浏览器的 scrollIntoView 让行进入视野，行不在屏幕内时页面也会随之滚动。VirtualTable 滚动的是其虚拟列表，尚未渲染的行也能滚动到。rc-table 7.55.1 没有声明 offset 选项。',
      },
      on: {
        '1.x': {
          type: "(config: { index?: number; key?: React.Key; top?: number; offset?: number; align?: 'start' | 'center' | 'end' | 'nearest' }) => void",
          description: {
            'en-US':
              "Scrolls the body to a pixel offset (top) or brings a row into view (index or key), placed by align and moved by offset. top moves only a body that scrolls on its own (scroll.y or sticky); Table brings a row into view with the browser's scrollIntoView, which scrolls the page as well when the row is off screen. VirtualTable scrolls its virtual list, also to rows not rendered yet.",
            'zh-CN':
              '把表体滚动到某个像素位置（top），或让某一行进入视野（index 或 key），位置由 align 决定、再按 offset 偏移。top 只对自身可以滚动的表体生效（设置了 scroll.y 或 sticky）；Table 用浏览器的 scrollIntoView 让行进入视野，行不在屏幕内时页面也会随之滚动。VirtualTable 滚动的是其虚拟列表，尚未渲染的行也能滚动到。',
          },
        },
      },
    },
    {
      name: 'scrollTo.top',
      type: 'number',
      description: {
        'en-US': 'Pixel offset from the top of the body; when given, index and key are not read.',
        'zh-CN': '距表体顶部的像素偏移；提供它时不再读取 index 与 key。',
      },
    },
    {
      name: 'scrollTo.index',
      type: 'number',
      description: {
        'en-US':
          "Position of a record in data; the table scrolls to that record's row. In VirtualTable it counts the rows shown, expanded tree children included.",
        'zh-CN':
          '记录在 data 中的位置；表格滚动到该记录所在的行。在 VirtualTable 中按显示的行计数，包括已展开的树形子行。',
      },
    },
    {
      name: 'scrollTo.key',
      type: 'React.Key',
      description: {
        'en-US':
          'Row key (as rowKey gives it) of the row to scroll to. Given both, Table uses key and VirtualTable uses index.',
        'zh-CN': '要滚动到的行的 key（即 rowKey 得到的值）。两者都提供时，Table 使用 key，VirtualTable 使用 index。',
      },
    },
    {
      name: 'scrollTo.align',
      only: '1.x',
      type: "'start' | 'center' | 'end' | 'nearest'",
      default: "'nearest'",
      description: {
        'en-US':
          'Where the row lands in the body: at its top (start), middle (center), bottom (end), or wherever moves it least (nearest, which leaves a visible row where it is). VirtualTable has no center (its type allows it, the list does not). Ignored with top.',
        'zh-CN':
          '行停在表体中的位置：顶部（start）、中间（center）、底部（end），或移动最少的位置（nearest，已可见的行保持不动）。VirtualTable 不支持 center（类型允许，列表并不支持）。提供 top 时忽略。',
      },
    },
    {
      name: 'scrollTo.offset',
      only: '1.x',
      type: 'number',
      description: {
        'en-US':
          "Pixels to move the row by after align placed it, for index or key (ignored with top). The two tables read it in opposite directions: Table scrolls the body that much further (the row moves up by offset, so -40 clears a 40 px bar over the body's top), while VirtualTable leaves that much room above the row at align 'start' (40 clears the same bar). In VirtualTable an offset without align places the row at the top.",
        'zh-CN':
          "行按 align 就位后再移动的像素，用于 index 或 key（提供 top 时忽略）。两种表格对它的方向理解相反：Table 让表体再多滚这么多（行向上移动 offset，所以要空出表体顶部 40 px 的遮挡栏应写 -40），VirtualTable 在 align 为 'start' 时则在行上方留出这么多空间（写 40）。在 VirtualTable 中，只给 offset 不给 align 时行会放到顶部。",
      },
    },
  ],
};

export default reference;
