// The pages the site must have, written out from the product spec's route table (its 39 demo slugs)
// and the pages' titles as readers see them. Deliberately not read from docs/ or the build: a page
// that goes missing, moves or changes its title must fail these tests.

export interface SitePage {
  path: string;
  /** The heading and `<title>` (before " - rc-table") of the English page. */
  title: string;
  /** The same for the Chinese page at `/zh-CN…`. */
  zhTitle: string;
  /** Only in test builds (frontmatter `debug: true`). */
  debug?: boolean;
}

const page = (path: string, title: string, zhTitle: string): SitePage => ({ path, title, zhTitle });
const demo = (slug: string, title: string, zhTitle: string) => page(`/demo/${slug}`, title, zhTitle);

/** The demo pages in sidebar order (groups Basics … Performance), which is also the reading order. */
export const demoPages: SitePage[] = [
  demo('simple', 'Simple', '基本用法'),
  demo('nested', 'Nested dataIndex', '嵌套 dataIndex'),
  demo('key', 'Row key', '行 key'),
  demo('aria', 'ARIA labels', 'ARIA 标签'),
  demo('caption', 'Caption', '表格标题（caption）'),
  demo('no-data', 'No data', '空数据'),
  demo('hide-header', 'Hide header', '隐藏表头'),
  demo('class-name', 'Class names', '类名'),
  demo('title-and-footer', 'Title and footer', '标题与页脚'),
  demo('ellipsis', 'Ellipsis', '单元格省略'),
  demo('ellipsis-custom-tooltip', 'Ellipsis with custom tooltip', '省略与自定义提示'),
  demo('grouping-columns', 'Grouping columns', '表头分组'),
  demo('colspan-rowspan', 'Colspan and rowspan', '行列合并'),
  demo('colspan-rowspan-legacy', 'Colspan and rowspan (legacy)', '行列合并（旧版写法）'),
  demo('column-resize', 'Column resize', '可伸缩列'),
  demo('scope-col', 'Column scope', '列作用域'),
  demo('scope-row', 'Row scope', '行作用域'),
  demo('scroll-x', 'Scroll X', '横向滚动'),
  demo('scroll-y', 'Scroll Y', '纵向滚动'),
  demo('scroll-xy', 'Scroll X and Y', '横向与纵向滚动'),
  demo('sticky-header', 'Sticky header', '吸顶表头'),
  demo('sticky-header-and-summary', 'Sticky header and summary', '吸顶表头与总结栏'),
  demo('fixed-columns', 'Fixed columns', '固定列'),
  demo('fixed-columns-and-header', 'Fixed columns and header', '固定列和表头'),
  demo('fixed-columns-and-header-rtl', 'Fixed columns and header (RTL)', '固定列和表头（RTL）'),
  demo('fixed-columns-auto-height', 'Fixed columns with row heights', '固定列与不等行高'),
  demo('fixed-columns-resize', 'Fixed columns resize', '固定列与尺寸变化'),
  demo('expanded-row-render', 'Expanded row render', '可展开行'),
  demo('expand-icon', 'Custom expand icon', '自定义展开图标'),
  demo('children-indent', 'Tree data', '树形数据'),
  demo('sub-table', 'Sub table', '子表格'),
  demo('row-and-cell-click', 'Row and cell click', '行与单元格点击'),
  demo('animation', 'Animation', '动画'),
  demo('dropdown', 'Dropdown', '下拉菜单'),
  demo('react-dnd', 'Drag rows with react-dnd', '使用 react-dnd 拖拽行'),
  demo('styled-components', 'styled-components', 'styled-components'),
  demo('jsx', 'Hover Perf', '悬停性能'),
  demo('virtual-list', 'Virtual list', '虚拟列表'),
  demo('virtual-list-grid', 'Virtual list grid', '虚拟网格'),
];

/** The page that throws on purpose; test builds only. */
export const crashPage: SitePage = { ...demo('crash', 'Crash test', '崩溃测试'), debug: true };

export const homePage = page('/', 'rc-table', 'rc-table');
export const changelogPage = page('/changelog', 'Changelog', '更新日志');

/** Every page of a test build, in reading order (home, the demos, the changelog), then the debug page. */
export const pages: SitePage[] = [homePage, ...demoPages, changelogPage, crashPage];

/** Demo pages only the current line (1.x, at the root) has: what 7.x cannot do (issue 25). */
export const onlyOnCurrentLine: SitePage[] = [
  demo('expand-all', 'Expand all', '全部展开'),
  demo('expanded-force-render', 'Render collapsed rows', '渲染收起的行'),
  demo('fixed-start-end-direction', 'Fixed start and end', '固定在行首与行尾'),
  demo('scroll-to-align', 'scrollTo align and offset', 'scrollTo 的 align 与 offset'),
  demo('semantic-theme', 'Semantic classNames and styles', '语义化 classNames 与 styles'),
];

/**
 * The root pages whose every demo a11y.spec.ts brings to life and audits, one test per page; other sweeps of these
 * pages need not bring their demos to life again.
 */
export const pagesWithDemosAudited: SitePage[] = [homePage, ...demoPages, ...onlyOnCurrentLine];

/** Root pages only the current line has: the upgrade guide from 7.x (issue 26). */
export const guidePage = page('/migration', 'Upgrade from rc-table 7', '从 rc-table 7 升级');

/** An address of the 7.x line, under /7.x (`zh`: under /zh-CN/7.x). */
export const on7x = (path: string, zh = false) => `${zh ? '/zh-CN' : ''}/7.x${path === '/' ? '' : path}`;

/** The Chinese address of an English page. */
export const zhPath = (path: string) => (path === '/' ? '/zh-CN' : `/zh-CN${path}`);

/** The home page's `<title>`: what rc-table is, not its name alone (a bookmark or a search result says it). */
export const HOME_TITLE = { en: 'rc-table: the React table component', zh: 'rc-table：React 表格组件' };

/** The `<title>` of a page (`zh`: of its Chinese version): the home page's says what rc-table is. */
export const documentTitle = (title: string, zh = false) =>
  title === 'rc-table' ? HOME_TITLE[zh ? 'zh' : 'en'] : `${title} - rc-table`;
