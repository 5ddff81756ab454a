import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/locales';
import { collectDemos } from '../../src/build/content/demos';
import { parsePage } from '../../src/build/content/include';
import { localizedPages, localizePage } from '../../src/build/content/localized';
import { pagesFromEntries, visiblePages } from '../../src/build/content/pages';
import { docsEntries } from './docs-collection';
import { pageEntryId, pageIdentity } from '../../src/build/content/page-identity';
import { buildSiteData, sectionLanding } from '../../src/shared/site/navigation';
import { demoId, toKebab } from '../../src/build/content/slug';
import { includeDebugPages } from '../../src/build/content/mode';
import { LINE_FIXTURES } from './fixtures/lines';

const root = process.cwd();
const pages = pagesFromEntries(await docsEntries(root));
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

describe.each(LINE_FIXTURES)('the pages of the $line line', (fixture) => {
  const own = pages.filter((p) => p.line === fixture.line);
  const folder = `docs/${fixture.line}`;

  it('finds the home, the changelog and every demo page, with their identifiers', () => {
    const byPath = new Map(own.map((p) => [p.path, p.id]));
    expect(byPath.get('/')).toBe(`${folder}/index`);
    expect(byPath.get('/changelog')).toBe(`${folder}/changelog`);
    expect(byPath.get('/demo/scroll-xy')).toBe(`${folder}/demo/scrollXY`);
    expect(byPath.get('/demo/jsx')).toBe(`${folder}/demo/jsx`);
    const demoPages = own.filter((p) => p.section === 'demo' && !p.frontmatter.debug).map((p) => p.slug);
    expect(demoPages.sort()).toEqual([...fixture.demoSlugs].sort());
  });

  it('titles the jsx page Hover Perf', () => {
    expect(own.find((p) => p.path === '/demo/jsx')?.frontmatter.title).toBe('Hover Perf');
  });

  it('attaches tabs and translations to their pages', () => {
    const home = own.find((p) => p.id === `${folder}/index`)!;
    expect(home.tabs).toEqual([
      { key: 'api', title: 'API', file: `${folder}/index.$tab-api.mdx`, entry: `${fixture.line}/en-US/index~api` },
    ]);
    expect(home.entry).toBe(`${fixture.line}/en-US/index`);
    expect(home.translations['zh-CN'].file).toBe(`${folder}/index.zh-CN.mdx`);
    expect(home.translations['zh-CN'].entry).toBe(`${fixture.line}/zh-CN/index`);
    expect(home.translations['zh-CN'].tabs[0]).toMatchObject({
      file: `${folder}/index.$tab-api.zh-CN.mdx`,
      entry: `${fixture.line}/zh-CN/index~api`,
    });
    expect(own.some((p) => /zh-CN/.test(p.id))).toBe(false);
  });

  it('serves every page in every locale, at an address of its own line', () => {
    const scrollX = own.find((p) => p.path === '/demo/scroll-x')!;
    const prefix = fixture.line === '7.x' ? '/7.x' : '';
    expect(localizePage(scrollX, zh)).toMatchObject({
      path: `/zh-CN${prefix}/demo/scroll-x`,
      file: `${folder}/demo/scrollX.zh-CN.mdx`,
      entry: `${fixture.line}/zh-CN/demo/scroll-x`,
      translated: true,
    });
  });

  it("builds each locale the line's own navigation, sidebars and titles", () => {
    const site = (locale: typeof en) =>
      buildSiteData(
        own.map((p) => localizePage(p, locale)),
        (s) => (locale === en ? { demo: 'Demo' } : { demo: '示例' })[s] ?? s,
      );
    const english = site(en);
    const chinese = site(zh);
    const prefix = fixture.line === '7.x' ? '/7.x' : '';
    expect(english.nav.map((n) => n.title)).toEqual(fixture.nav.en);
    expect(chinese.nav.map((n) => n.title)).toEqual(fixture.nav.zh);
    // API first: the home page's API tab (the "API in the header of every page"), then the sections.
    expect(chinese.nav[0].link).toBe(`/zh-CN${prefix}?tab=api`);
    expect(chinese.nav[1].link.startsWith(`/zh-CN${prefix}/demo/`)).toBe(true);
    expect(sectionLanding(english, `${prefix}/demo`)).toBe(english.sidebars.demo[0].items[0].path);
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
    expect(english.sidebars.demo[0].items[0].path).toBe(`${prefix}/demo/simple`);
  });

  it('collects every demo once per line, with a unique id', () => {
    const demos = collectDemos(root, own);
    expect(demos.every((d) => d.line === fixture.line)).toBe(true);
    expect(new Set(demos.map((d) => d.id)).size).toBe(demos.length);
    expect(demos.find((d) => d.id === 'basic-usage')?.pagePath).toBe('/');
    expect(demos.filter((d) => d.pagePath === '/demo/no-data').map((d) => d.id)).toEqual([
      'no-data',
      'no-data-text',
      'no-data-render',
    ]);
  });

  it('inlines every release into both language versions of the changelog', () => {
    for (const file of [`${folder}/changelog.mdx`, `${folder}/changelog.zh-CN.mdx`]) {
      const headings = parsePage(`${root}/${file}`).children.filter((n) => n.type === 'heading');
      const releases = headings.filter((h) => h.depth === 3 && /^\d+\.\d+\.\d+$/.test(toString(h)));
      expect(releases.length, file).toBe(fixture.releases);
      expect(headings.filter((h) => h.depth === 2 && /^\d+\.x$/.test(toString(h))).map((h) => toString(h))).toEqual(
        fixture.changelogMajors,
      );
    }
  });
});

describe('the pages of both lines', () => {
  it('keeps debug pages out of production builds only', () => {
    const debug = pages.filter((p) => p.frontmatter.debug).map((p) => p.path);
    expect(debug).toContain('/demo/crash');
    expect(visiblePages(pages, { dev: false }).some((p) => p.frontmatter.debug)).toBe(false);
    expect(visiblePages(pages, { dev: true })).toHaveLength(pages.length);
    expect(includeDebugPages({ NODE_ENV: 'production' })).toBe(false);
    expect(includeDebugPages({ NODE_ENV: 'production', SITE_DEBUG: '1' })).toBe(true);
    expect(includeDebugPages({ NODE_ENV: 'development' })).toBe(true);
  });

  it('serves every page in every locale, at a unique address', () => {
    const all = localizedPages(pages);
    expect(all).toHaveLength(pages.length * LOCALES.length);
    expect(new Set(all.map((p) => p.path)).size).toBe(all.length);
  });

  it('names every file of the collection by its line, locale, path and tab', async () => {
    const entries = await docsEntries(root);
    const byFile = new Map(entries.map((e) => [e.filePath, e.id]));
    expect(byFile.get('docs/1.x/index.mdx')).toBe('1.x/en-US/index');
    expect(byFile.get('docs/7.x/demo/scrollXY.zh-CN.mdx')).toBe('7.x/zh-CN/demo/scroll-xy');
    expect(byFile.get('docs/1.x/index.$tab-api.zh-CN.mdx')).toBe('1.x/zh-CN/index~api');
    expect(byFile.get('docs/7.x/changelog.mdx')).toBe('7.x/en-US/changelog');
    // Partials, examples and the other folders are not pages.
    expect(entries.every((e) => /^docs\/\d+\.x\/(demo\/)?[^/]+\.mdx$/.test(e.filePath ?? ''))).toBe(true);
    // Every page, tab and translation of the site is one entry: the ids are unique.
    const files = pages.flatMap((p) => [p, ...p.tabs, ...Object.values(p.translations).flatMap((t) => [t, ...t.tabs])]);
    expect(files).toHaveLength(entries.length);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('reads a page, its translation and its tab from their file names', () => {
    expect(pageIdentity('7.x/demo/fixedColumns-auto-height.zh-CN.mdx')).toEqual({
      line: '7.x',
      locale: 'zh-CN',
      section: 'demo',
      name: 'fixedColumns-auto-height',
      slug: 'fixed-columns-auto-height',
      path: '/demo/fixed-columns-auto-height',
      tab: null,
    });
    expect(pageIdentity('1.x/index.$tab-api.mdx')).toMatchObject({ path: '/', slug: '', tab: 'api', locale: 'en-US' });
    expect(pageEntryId(pageIdentity('1.x/migration.zh-CN.mdx'))).toBe('1.x/zh-CN/migration');
    expect(() => pageIdentity('9.x/index.mdx')).toThrow(/not a page/);
    expect(() => pageIdentity('7.x/partials/x.mdx')).toThrow(/not in a section/);
    expect(() => pageIdentity('7.x/index.md')).toThrow(/not named/);
    expect(() => pageIdentity('7.x/index.fr-FR.mdx')).toThrow(/not a translation locale/);
    expect(() => pageIdentity('7.x/index.en-US.mdx')).toThrow(/not a translation locale/);
  });

  it('fails on a translation or tab without its page, and on two files claiming one address', () => {
    const entry = (filePath: string) => ({ id: filePath, filePath, data: { title: 'T' } });
    expect(() => pagesFromEntries([entry('docs/7.x/demo/lost.zh-CN.mdx')])).toThrow(/without a page/);
    expect(() => pagesFromEntries([entry('docs/7.x/index.mdx'), entry('docs/7.x/index.$tab-api.zh-CN.mdx')])).toThrow(
      /without a page/,
    );
    expect(() => pagesFromEntries([entry('docs/7.x/demo/scrollX.mdx'), entry('docs/7.x/demo/scroll-x.mdx')])).toThrow(
      /both claim \/demo\/scroll-x on 7\.x/,
    );
  });

  it('falls back to the default content for a page without a translation', () => {
    const page = { ...pages[0], translations: {} };
    expect(localizePage(page, zh)).toMatchObject({
      file: page.file,
      translated: false,
      path: '/zh-CN' + (page.path === '/' ? '' : page.path),
    });
  });
});
