import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/locales';
import { collectDemos } from '../../src/build/content/demos';
import { parsePage } from '../../src/build/content/include';
import { localizedPages, localizePage } from '../../src/build/content/localized';
import { pagesFromEntries, visiblePages } from '../../src/build/content/pages';
import { docsEntries } from './docs-collection';
import { buildSiteData, sectionLanding } from '../../src/shared/site/navigation';
import { demoId, toKebab } from '../../src/build/content/slug';
import { includeDebugPages } from '../../src/build/content/mode';

const root = process.cwd();
const pages = pagesFromEntries(docsEntries(root));
const [en, zh] = LOCALES;

describe('slugs and demo ids', () => {
  it('turns page file names into the spec addresses', () => {
    expect(toKebab('scrollXY')).toBe('scroll-xy');
    expect(toKebab('fixedColumnsAndHeaderRtl')).toBe('fixed-columns-and-header-rtl');
    expect(toKebab('fixedColumns-auto-height')).toBe('fixed-columns-auto-height');
    expect(toKebab('className')).toBe('class-name');
    expect(toKebab('jsx')).toBe('jsx');
  });

  it('derives demo ids from the page slug and the file name', () => {
    expect(demoId('scroll-x', '../examples/scroll-x.tsx')).toBe('scroll-x');
    expect(demoId('no-data', '../examples/no-data-text.tsx')).toBe('no-data-text');
    expect(demoId('jsx', '../examples/hover-perf.tsx')).toBe('jsx-hover-perf');
    expect(demoId('', './examples/basic-usage.tsx')).toBe('basic-usage');
  });
});

describe('the pages of the docs collection', () => {
  it('finds the home, changelog and every demo page of the spec, with their identifiers', () => {
    const byPath = new Map(pages.map((p) => [p.path, p.id]));
    expect(byPath.get('/')).toBe('docs/index');
    expect(byPath.get('/changelog')).toBe('docs/changelog');
    expect(byPath.get('/demo/scroll-xy')).toBe('docs/demo/scrollXY');
    expect(byPath.get('/demo/jsx')).toBe('docs/demo/jsx');
    const slugs =
      'simple nested jsx key aria animation caption no-data hide-header dropdown react-dnd styled-components class-name ellipsis ellipsis-custom-tooltip scroll-x scroll-y scroll-xy sticky-header sticky-header-and-summary fixed-columns fixed-columns-and-header fixed-columns-and-header-rtl fixed-columns-auto-height fixed-columns-resize column-resize grouping-columns colspan-rowspan colspan-rowspan-legacy expanded-row-render expand-icon children-indent sub-table title-and-footer row-and-cell-click scope-col scope-row virtual-list virtual-list-grid'.split(
        ' ',
      );
    expect(slugs).toHaveLength(39);
    for (const slug of slugs) expect(byPath.has(`/demo/${slug}`), slug).toBe(true);
  });

  it('titles the jsx page Hover Perf', () => {
    expect(pages.find((p) => p.path === '/demo/jsx')?.frontmatter.title).toBe('Hover Perf');
  });

  it('attaches tabs and translations to their pages', () => {
    const home = pages.find((p) => p.id === 'docs/index')!;
    expect(home.tabs).toEqual([{ key: 'api', title: 'API', file: 'docs/index.$tab-api.md' }]);
    expect(home.translations['zh-CN'].file).toBe('docs/index.zh-CN.md');
    expect(home.translations['zh-CN'].tabs[0].file).toBe('docs/index.$tab-api.zh-CN.md');
    expect(pages.some((p) => /zh-CN/.test(p.id))).toBe(false);
  });

  it('keeps debug pages out of production builds only', () => {
    const debug = pages.filter((p) => p.frontmatter.debug).map((p) => p.path);
    expect(debug).toContain('/demo/crash');
    expect(visiblePages(pages, { dev: false }).some((p) => p.frontmatter.debug)).toBe(false);
    expect(visiblePages(pages, { dev: true })).toHaveLength(pages.length);
    expect(includeDebugPages({ NODE_ENV: 'production' })).toBe(false);
    expect(includeDebugPages({ NODE_ENV: 'production', SITE_DEBUG: '1' })).toBe(true);
    expect(includeDebugPages({ NODE_ENV: 'development' })).toBe(true);
  });
});

describe('locales', () => {
  it('serves every page in every locale, at a unique address', () => {
    const all = localizedPages(pages);
    expect(all).toHaveLength(pages.length * LOCALES.length);
    expect(new Set(all.map((p) => p.path)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.routeId)).size).toBe(all.length);
    const scrollX = pages.find((p) => p.path === '/demo/scroll-x')!;
    expect(localizePage(scrollX, zh)).toMatchObject({
      path: '/zh-CN/demo/scroll-x',
      routeId: 'docs/demo/scrollX.zh-CN',
      file: 'docs/demo/scrollX.zh-CN.md',
      translated: true,
    });
  });

  it('falls back to the default content for a page without a translation', () => {
    const page = { ...pages[0], translations: {} };
    expect(localizePage(page, zh)).toMatchObject({
      file: page.file,
      translated: false,
      path: '/zh-CN' + (page.path === '/' ? '' : page.path),
    });
  });

  it('builds each locale its own navigation, sidebars and titles', () => {
    const site = (locale: typeof en) =>
      buildSiteData(
        pages.map((p) => localizePage(p, locale)),
        (s) => (locale === en ? { demo: 'Demo' } : { demo: '示例' })[s] ?? s,
      );
    const english = site(en);
    const chinese = site(zh);
    expect(english.nav.map((n) => n.title)).toEqual(['Demo', 'Changelog']);
    expect(chinese.nav.map((n) => n.title)).toEqual(['示例', '更新日志']);
    expect(chinese.nav[0].link).toMatch(/^\/zh-CN\/demo\//);
    expect(sectionLanding(english, '/demo')).toBe(english.sidebars.demo[0].items[0].path);
    // Groups in the order of their frontmatter, pages by their order inside a group.
    const groups = english.sidebars.demo.map((g) => g.title);
    expect(groups.slice(0, 6)).toEqual([
      'Basics',
      'Columns and cells',
      'Scrolling and fixed parts',
      'Expanding rows and trees',
      'Customising and integrations',
      'Performance',
    ]);
    expect(english.sidebars.demo[0].items[0].path).toBe('/demo/simple');
  });
});

describe('demos and includes', () => {
  it('collects every demo once, with a unique id', () => {
    const demos = collectDemos(root, pages);
    expect(new Set(demos.map((d) => d.id)).size).toBe(demos.length);
    expect(demos.find((d) => d.id === 'basic-usage')?.pagePath).toBe('/');
    expect(demos.filter((d) => d.pagePath === '/demo/no-data').map((d) => d.id)).toEqual([
      'no-data',
      'no-data-text',
      'no-data-render',
    ]);
  });

  it('inlines the changelog releases into both language versions', () => {
    // 413 releases: 7.55.1 back to 7.14.0 (126), the upstream changelog's 7.13.3 back to 3.2.0 (47) and
    // the 240 stable tags neither had; each a `###` heading under its major version's `##` heading.
    for (const file of ['docs/changelog.md', 'docs/changelog.zh-CN.md']) {
      const headings = parsePage(`${root}/${file}`).children.filter((n) => n.type === 'heading');
      const releases = headings.filter((h) => h.depth === 3 && /^\d+\.\d+\.\d+$/.test(toString(h)));
      expect(releases.length, file).toBe(413);
      expect(headings.filter((h) => h.depth === 2 && /^\d+\.x$/.test(toString(h))).map((h) => toString(h))).toEqual([
        '7.x',
        '6.x',
        '5.x',
        '4.x',
        '3.x',
      ]);
    }
  });
});
