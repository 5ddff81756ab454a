import type { ApiDefinition } from '../../shared/api-docs/types';

// Checked against rc-table 7.55.1 (Reference and ScrollConfig in node_modules/rc-table/lib/interface.d.ts)
// by tests/unit/api-docs.test.ts. `scrollTo.top` is a field of scrollTo's argument: `scrollTo({ top })`.
const reference: ApiDefinition = {
  id: 'Reference',
  title: { 'en-US': 'Table ref (Reference)', 'zh-CN': '表格 ref（Reference）' },
  properties: [
    {
      name: 'nativeElement',
      type: 'HTMLDivElement',
      since: '7.35.0',
      description: {
        'en-US': 'The outermost div of the table, the one that carries className, style and id.',
        'zh-CN': '表格最外层的 div，即带有 className、style 和 id 的元素。',
      },
    },
    {
      name: 'scrollTo',
      type: '(config: { index?: number; key?: React.Key; top?: number }) => void',
      since: '7.35.0',
      description: {
        'en-US':
          "Scrolls the body to a pixel offset (top) or brings a row into view (index or key). top moves only a body that scrolls on its own (scroll.y or sticky); Table brings a row into view with the browser's scrollIntoView, which scrolls the page as well when the row is off screen. VirtualTable scrolls its virtual list, also to rows not rendered yet. rc-table 7.55.1 declares no offset option.",
        'zh-CN':
          '把表体滚动到某个像素位置（top），或让某一行进入视野（index 或 key）。top 只对自身可以滚动的表体生效（设置了 scroll.y 或 sticky）；Table 用浏览器的 scrollIntoView 让行进入视野，行不在屏幕内时页面也会随之滚动。VirtualTable 滚动的是其虚拟列表，尚未渲染的行也能滚动到。rc-table 7.55.1 没有声明 offset 选项。',
      },
    },
    {
      name: 'scrollTo.top',
      type: 'number',
      since: '7.35.0',
      description: {
        'en-US': 'Pixel offset from the top of the body; when given, index and key are not read.',
        'zh-CN': '距表体顶部的像素偏移；提供它时不再读取 index 与 key。',
      },
    },
    {
      name: 'scrollTo.index',
      type: 'number',
      since: '7.35.0',
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
      since: '7.35.0',
      description: {
        'en-US':
          'Row key (as rowKey gives it) of the row to scroll to. Given both, Table uses key and VirtualTable uses index.',
        'zh-CN': '要滚动到的行的 key（即 rowKey 得到的值）。两者都提供时，Table 使用 key，VirtualTable 使用 index。',
      },
    },
  ],
};

export default reference;
