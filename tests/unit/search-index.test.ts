import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { packIndex, unpackIndex } from '../../src/shared/search/index-format';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/locales';
import { collectDemos } from '../../src/build/content/demos';
import { docsPages } from './docs-collection';
import { localizePage } from '../../src/build/content/localized';
import { apiRowId } from '../../src/shared/api-docs/row-id';
import { buildSearchIndex, leadOf } from '../../src/build/search/build-index';
import { apiDefinitionsOf } from '../../src/build/api-docs/definitions';
import { CURRENT_LINE } from '../../src/shared/site/route';

// The current line's API: the tables of the root's API tab.
const apiDefinitions = apiDefinitionsOf(CURRENT_LINE.id);

// The index is built here exactly as the build builds it: from the real docs/ and src/shared/api-docs.
const root = process.cwd();
// The current line's pages of a test build (debug pages included), as its endpoint gets them; the 7.x
// line's index for what only its changelog has.
const allPages = await docsPages(root);
const linePages = (line: string) => allPages.filter((p) => p.line === line);
const content = { pages: linePages(CURRENT_LINE.id), demos: collectDemos(root, linePages(CURRENT_LINE.id)) };
const en = buildSearchIndex(root, 'en-US', content.pages, CURRENT_LINE.id);
const zh = buildSearchIndex(root, 'zh-CN', content.pages, CURRENT_LINE.id);
const en7 = buildSearchIndex(root, 'en-US', linePages('7.x'), '7.x');
const zh7 = buildSearchIndex(root, 'zh-CN', linePages('7.x'), '7.x');
const home = en.pages.find((p) => p.link === '/')!;
const INDEX_BUDGET_GZ = 40 * 1024;

describe('search index', () => {
  it('has one record per page of the build (debug pages left out), in every locale, with the locale’s addresses', () => {
    const readerPages = content.pages.filter((p) => !p.frontmatter.debug);
    expect(readerPages.length).toBeLessThan(content.pages.length);
    for (const index of [en, zh]) {
      const locale = LOCALES.find((l) => l.id === index.locale)!;
      expect(index.pages.map((p) => p.link).sort()).toEqual(
        readerPages.map((p) => localizePage(p, locale).path).sort(),
      );
    }
    expect(en.pages.some((p) => p.link === '/demo/crash')).toBe(false);
    expect(zh.pages.every((p) => p.link === '/zh-CN' || p.link.startsWith('/zh-CN/'))).toBe(true);
  });

  it('groups pages under their top navigation item; the home page comes first', () => {
    expect(en.pages[0]).toMatchObject({ link: '/', navOrder: 0, navTitle: 'rc-table' });
    for (const page of en.pages.filter((p) => p.link.startsWith('/demo/'))) {
      expect(page).toMatchObject({ navTitle: 'Demo', navOrder: 1 });
    }
    expect(en.pages.find((p) => p.link === '/changelog')?.navTitle).toBe('Changelog');
    const orders = en.pages.map((p) => p.navOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('links sections to their heading, and a tab’s sections through ?tab=', () => {
    const sticky = en.pages.find((p) => p.link === '/demo/sticky-header')!;
    expect(sticky.title).toBe('Sticky header');
    expect(sticky.description).toMatch(/sticky prop/);
    expect(home.sections.find((s) => s.rawTitle === 'Install')?.link).toBe('/#install');
    expect(home.sections.find((s) => s.rawTitle === 'Column')?.link).toBe('/?tab=api#column');
    const changelog = en7.pages.find((p) => p.link === '/7.x/changelog')!;
    // The releases are generated from data at build time: they are sections of the page all the same.
    expect(changelog.sections.find((s) => s.rawTitle === '7.13.3')).toMatchObject({ link: '/7.x/changelog#7133' });
    // Every one of the 413 releases, generated from docs/7.x/data, is a section in both languages, with
    // what it brought or broke; its date, group labels, pull-request numbers and fixes are left out
    // (all the notes would not fit the index's budget).
    const zhChangelog = zh7.pages.find((p) => p.link === '/zh-CN/7.x/changelog')!;
    for (const page of [changelog, zhChangelog]) {
      const releases = page.sections.filter((s) => /^\d+\.\d+\.\d+$/.test(s.rawTitle));
      expect(releases).toHaveLength(413);
      const text = (v: string) => releases.find((r) => r.rawTitle === v)!.paragraphs.join(' ');
      // 7.51.0 adds a feature; 7.55.1 only fixes; 7.0.0 breaks.
      expect(text('7.51.0')).toContain('expandable.expandedRowOffset');
      expect(text('7.51.0')).not.toMatch(/#1283|Released|发布于|Features|新功能/);
      expect(text('7.55.1')).toBe('');
      expect(text('7.0.0')).toContain('onRowClick');
      expect(page.sections.find((s) => s.link.endsWith('#migrating-to-7'))?.paragraphs.join(' ')).toContain('6.10.15');
    }
    expect(changelog.sections.find((s) => s.rawTitle === '7.55.1')).toMatchObject({ link: '/7.x/changelog#7551' });
    expect(zhChangelog.sections.find((s) => s.rawTitle === '7.14.0')).toMatchObject({
      link: '/zh-CN/7.x/changelog#7140',
    });
    // The 1.x changelog: each of its 35 releases, with what it brought (the line's own major version).
    const changelog1x = en.pages.find((p) => p.link === '/changelog')!;
    const releases1x = changelog1x.sections.filter((s) => /^\d+\.\d+\.\d+$/.test(s.rawTitle));
    expect(releases1x).toHaveLength(35);
    expect(releases1x.find((r) => r.rawTitle === '1.12.0')).toMatchObject({ link: '/changelog#1120' });
    for (const page of [...en.pages, ...en7.pages]) {
      for (const s of page.sections) expect(s.link.startsWith(page.link)).toBe(true);
    }
  });

  it('indexes every property the API tab shows as a section of the tab, linked to its row', () => {
    const shown = [...readFileSync('docs/1.x/index.$tab-api.mdx', 'utf8').matchAll(/<API id="(\w+)"[^>]*\/>/g)].map(
      (m) => m[1],
    );
    expect(shown).toContain('Table');
    for (const definition of shown.map((id) => apiDefinitions[id])) {
      for (const prop of definition.properties) {
        const link = `/?tab=api#${apiRowId(definition.id, prop.name)}`;
        const section = home.sections.find((s) => s.link === link);
        expect(section, link).toMatchObject({ rawTitle: prop.name, title: prop.name });
        // The description's first sentence: what the row is (the whole text is on the tab).
        expect(prop.description['en-US'].startsWith(section!.paragraphs[0])).toBe(true);
        expect(section!.paragraphs[0]).toMatch(/\.$/);
        expect(section?.paragraphs).toContain(prop.type);
      }
    }
    const links = home.sections.map((s) => s.link);
    expect(links).toContain('/?tab=api#api-table-rowkey');
    expect(links).toContain('/?tab=api#api-table-expandable-expandedrowrender');
    expect(links).toContain('/?tab=api#api-column-render');
    // The Chinese index carries the Chinese descriptions.
    const zhRow = zh.pages
      .find((p) => p.link === '/zh-CN')!
      .sections.find((s) => s.link === '/zh-CN?tab=api#api-table-sticky');
    expect(zhRow?.paragraphs[0]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('has every demo of the site, at page#demo-id, with the API names its source uses as keywords', () => {
    const indexed = en.pages.flatMap((p) => p.demos.map((d) => d.link)).sort();
    const debugPaths = new Set(content.pages.filter((p) => p.frontmatter.debug).map((p) => p.path));
    const readerDemos = content.demos.filter((d) => !debugPaths.has(d.pagePath));
    expect(indexed).toEqual(readerDemos.map((d) => `${d.pagePath}#${d.id}`).sort());
    const demo = en.pages.flatMap((p) => p.demos).find((d) => d.link === '/demo/sticky-header#sticky-header')!;
    expect(demo).toMatchObject({ rawTitle: 'Sticky header', title: 'Sticky header' });
    expect(demo.keywords).toEqual(expect.arrayContaining(['sticky', 'offsetHeader']));
    // Names nearly every demo uses tell demos apart from nothing.
    expect(demo.keywords).not.toContain('columns');
    for (const d of en.pages.flatMap((p) => p.demos)) expect(d.title).toBe(d.rawTitle || d.link.split('#')[1]);
  });

  it('stays within 40 KB gzipped per line and locale, as published', () => {
    for (const index of [en, zh, en7, zh7]) {
      expect(gzipSync(packIndex(index), { level: 6 }).length).toBeLessThanOrEqual(INDEX_BUDGET_GZ);
    }
  });

  it('publishes the index in a form that loads back whole', () => {
    for (const index of [en, zh]) expect(unpackIndex(packIndex(index))).toEqual(index);
    // Titles that differ from the heading (a tab's opening text, a demo without a title) travel as they are.
    expect(packIndex(en)).toContain('"title":"rc-table"');
  });
});

describe('an API row in the index', () => {
  it('keeps the first sentence of its description, in either language', () => {
    expect(leadOf('Sets the layout. Use fixed for wide tables.')).toBe('Sets the layout.');
    expect(leadOf('Version 1.2.0 added it. More.')).toBe('Version 1.2.0 added it.');
    expect(leadOf('设置表格布局。宽表格请用 fixed。')).toBe('设置表格布局。');
    expect(leadOf('No full stop')).toBe('No full stop');
  });
});
