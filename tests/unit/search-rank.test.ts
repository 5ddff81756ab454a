import { describe, expect, it } from 'vitest';
import { docsPages } from './docs-collection';
import { buildSearchIndex } from '../../src/build/search/build-index';
import {
  editDistance,
  fold,
  GROUP_ORDER_FACTOR,
  humps,
  MATCH_FACTOR,
  MAX_HITS,
  MAX_KEYWORDS,
  parseQuery,
  prepareIndex,
  search,
  WEIGHT,
} from '../../src/lib/search/rank';
import type { Fragment, SearchGroup, SearchHit, SearchIndex } from '../../src/lib/search/types';

// Real data: the index the build ships, built from docs/ and app/api-docs.
const pages = docsPages(process.cwd());
const enIndex = buildSearchIndex(process.cwd(), 'en-US', pages);
const en = prepareIndex(enIndex);
const zh = prepareIndex(buildSearchIndex(process.cwd(), 'zh-CN', pages));

const hitsOf = (groups: SearchGroup[]) => groups.flatMap((g) => g.hits);
const text = (fragments: Fragment[]) => fragments.map((f) => f.text).join('');
const marked = (fragments: Fragment[]) => fragments.filter((f) => f.highlighted).map((f) => f.text);
const allMarks = (hit: SearchHit) => [...marked(hit.title), ...marked(hit.text)];
const find = (groups: SearchGroup[], link: string, type?: SearchHit['type']) =>
  hitsOf(groups).find((h) => h.link === link && (!type || h.type === type));
const pageOf = (index: SearchIndex, link: string) => index.pages.find((p) => p.link === link)!;
const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

describe('ranking', () => {
  it('counts 100 for a keyword in a page title', () => {
    const groups = search(en, 'sticky');
    const hit = find(groups, '/demo/sticky-header')!;
    expect(hit.type).toBe('page');
    // The description has "sticky" too: a keyword counts once, where it weighs most.
    expect(contains(pageOf(enIndex, '/demo/sticky-header').description, 'sticky')).toBe(true);
    expect(hit.priority).toBe(WEIGHT.pageTitle);
    expect(marked(hit.title)).toEqual(['Sticky']);
    expect(marked(hit.text)).toContain('sticky');

    // Two keywords, both in the title: 200.
    expect(find(search(en, 'sticky header'), '/demo/sticky-header')!.priority).toBe(2 * WEIGHT.pageTitle);
    // One in the title, one in the text only: 101.
    const mixed = find(search(en, 'sticky window'), '/demo/sticky-header')!;
    expect(mixed.priority).toBe(WEIGHT.pageTitle + WEIGHT.text);
  });

  it('counts 10 for a keyword in a section or demo title, and puts the closest title first on a tie', () => {
    const groups = search(en, 'rowKey');
    const row = find(groups, '/?tab=api#api-table-rowkey')!;
    expect(row).toMatchObject({
      type: 'title',
      priority: WEIGHT.title,
      title: [{ text: 'rowKey', highlighted: true }],
    });
    const longer = find(groups, '/?tab=api#api-table-expandable-expandedrowkeys')!;
    expect(longer.priority).toBe(row.priority);
    expect(groups[0].hits[0]).toBe(row);

    const demo = find(search(en, 'inside scroll box'), '/demo/sticky-header#sticky-header-container')!;
    expect(demo.type).toBe('demo');
    expect(demo.priority).toBe(3 * WEIGHT.title);
  });

  it('calls a hit found only in the text a content hit, with the text highlighted', () => {
    const hit = find(search(en, 'evergreen'), '/#browser-and-react-support')!;
    expect(hit).toMatchObject({ type: 'content', priority: WEIGHT.text, pageTitle: 'rc-table' });
    expect(text(hit.title)).toBe('Browser and React support');
    expect(marked(hit.text)).toEqual(['evergreen']);
  });

  it('needs every keyword in a hit, and finds them in any case', () => {
    const groups = search(en, 'sticky summary');
    expect(hitsOf(groups).length).toBeGreaterThan(0);
    for (const hit of hitsOf(groups)) {
      const marks = allMarks(hit).map((m) => m.toLowerCase());
      expect(marks.some((m) => m.includes('sticky') || m.includes('stick'))).toBe(true);
    }
    expect(search(en, 'STICKY')).toEqual(search(en, 'sticky'));
  });

  it('sorts hits by priority and groups them by top navigation item, ordered by order × 1000', () => {
    for (const query of ['sticky', 'fixed columns', 'scroll', 'expand', 'a']) {
      const groups = search(en, query);
      const priorities = groups.map((g) => g.priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
      expect(new Set(groups.map((g) => g.title)).size).toBe(groups.length);
      for (const group of groups) {
        const p = group.hits.map((h) => h.priority);
        expect(p).toEqual([...p].sort((a, b) => b - a));
        for (const hit of group.hits) {
          const page = enIndex.pages.find(
            (pg) => hit.link === pg.link || hit.link.startsWith(`${pg.link}#`) || hit.link.startsWith(`${pg.link}?`),
          )!;
          expect(page.navTitle).toBe(group.title);
          expect(group.priority).toBe(page.navOrder * GROUP_ORDER_FACTOR);
        }
      }
    }
    // The home page (no navigation item, order 0) first, then Demo (1), then Changelog (100 + its order).
    const titles = search(en, 'sticky').map((g) => g.title);
    expect(titles.slice(0, 2)).toEqual(['rc-table', 'Demo']);
    expect(titles.indexOf('Changelog')).not.toBe(0);
  });

  it('keeps at most MAX_HITS hits, the best ones', () => {
    const all = hitsOf(search(en, 'e'));
    expect(all.length).toBe(MAX_HITS);
  });

  it('cuts a first unhighlighted fragment longer than 20 characters to ... and its last 20', () => {
    const hit = find(search(en, 'evergreen'), '/#browser-and-react-support')!;
    const paragraph = pageOf(enIndex, '/').sections.find((s) => s.link === '/#browser-and-react-support')!
      .paragraphs[0];
    const before = paragraph.slice(0, paragraph.indexOf('evergreen'));
    expect(before.length).toBeGreaterThan(20);
    expect(hit.text[0]).toEqual({ text: `...${before.slice(-20)}` });
    expect(hit.text[1]).toEqual({ text: 'evergreen', highlighted: true });

    // A match within the first 20 characters keeps its start.
    const early = find(search(en, 'stylesheet once'), '/#install')!;
    expect(text(early.text).startsWith('Import the stylesheet')).toBe(true);
  });

  it('finds a word with a small typo, below the exact word', () => {
    const exact = find(search(en, 'sticky'), '/demo/sticky-header')!;
    const typo = find(search(en, 'stiky'), '/demo/sticky-header')!;
    expect(typo.type).toBe('page');
    expect(marked(typo.title)).toEqual(['Sticky']);
    expect(typo.priority).toBe(WEIGHT.pageTitle * MATCH_FACTOR.typo);
    expect(typo.priority).toBeLessThan(exact.priority);

    const expandable = find(search(en, 'expandeble'), '/?tab=api#api-table-expandable')!;
    expect(expandable.type).toBe('title');
    expect(marked(expandable.title)).toEqual(['expandable']);
    // Too short to guess at: no typo matching under five letters.
    expect(hitsOf(search(en, 'stik'))).toEqual([]);
  });

  it('finds a camel-case prefix (expandR → expandedRowRender), below an exact match', () => {
    const groups = search(en, 'expandR');
    const prefix = find(groups, '/?tab=api#api-table-expandable-expandedrowrender')!;
    const exact = find(groups, '/?tab=api#api-table-expandable-expandrowbyclick')!;
    expect(prefix.type).toBe('title');
    expect(prefix.title).toEqual([
      { text: 'expandable.' },
      { text: 'expand', highlighted: true },
      { text: 'ed' },
      { text: 'R', highlighted: true },
      { text: 'owRender' },
    ]);
    expect(prefix.priority).toBe(WEIGHT.title * MATCH_FACTOR.prefix);
    expect(exact.priority).toBeGreaterThan(prefix.priority);
    const all = hitsOf(groups);
    expect(all.indexOf(exact)).toBeLessThan(all.indexOf(prefix));
  });

  it('takes regular-expression characters literally', () => {
    const special = '.*+?^${}()|[]\\';
    for (const query of [special, ...special.split(''), '.*', 'scroll.x', '[]', '(', 'a|b', '\\d+']) {
      const groups = search(en, query);
      for (const hit of hitsOf(groups)) {
        // Each highlight is the query itself (or several copies of it side by side).
        for (const mark of allMarks(hit)) expect(mark.toLowerCase().split(query.toLowerCase()).join('')).toBe('');
      }
    }
    expect(hitsOf(search(en, '[]')).length).toBeGreaterThan(0); // array types: `readonly React.Key[]`
    expect(hitsOf(search(en, 'scroll.x')).length).toBeGreaterThan(0);
    expect(hitsOf(search(en, '.*'))).toEqual([]);
    expect(hitsOf(search(en, special))).toEqual([]);
  });

  it('answers a 10,000-character query quickly', () => {
    const long = 'a'.repeat(10_000);
    let started = performance.now();
    expect(search(en, long)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(200);

    const words = Array.from({ length: 2000 }, (_, i) => `w${i}x`)
      .join(' ')
      .slice(0, 10_000);
    expect(words.length).toBe(10_000);
    expect(parseQuery(words)).toHaveLength(MAX_KEYWORDS);
    started = performance.now();
    expect(search(en, words)).toEqual([]);
    expect(search(en, 'sticky '.repeat(1428).padEnd(10_000))).toEqual(search(en, 'sticky'));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('handles emoji in a query', () => {
    expect(search(en, '🙂')).toEqual([]);
    expect(search(en, 'sticky 🙂')).toEqual([]);
    expect(search(en, '🙂🙂 \u{1F9EA}')).toEqual([]);
    expect(() => search(en, '\uD83D')).not.toThrow(); // half an emoji
  });

  it('finds Chinese text by substring', () => {
    const groups = search(zh, '吸顶');
    const page = find(groups, '/zh-CN/demo/sticky-header')!;
    expect(page.type).toBe('page');
    expect(marked(page.title)).toEqual(['吸顶']);
    // Inside a sentence, with no spaces around it.
    const row = find(search(zh, '横向滚动条'), '/zh-CN?tab=api#api-table-sticky')!;
    expect(marked(row.text)).toEqual(['横向滚动条']);
    // Mixed with an English keyword.
    expect(find(search(zh, 'sticky 吸顶'), '/zh-CN/demo/sticky-header')?.type).toBe('page');
    // The English index has no Chinese text.
    expect(search(en, '吸顶')).toEqual([]);
  });

  it('has no results for an empty or blank query', () => {
    expect(search(en, '')).toEqual([]);
    expect(search(en, ' \t\n ')).toEqual([]);
  });
});

describe('ranking helpers', () => {
  it('splits a query at white space into distinct keywords', () => {
    expect(parseQuery('  sticky   Header sticky STICKY\theader ')).toEqual(['sticky', 'Header']);
    expect(parseQuery('')).toEqual([]);
  });

  it('lower-cases without changing the length', () => {
    expect(fold('ExpandedRowRender')).toBe('expandedrowrender');
    expect(fold('İstanbul').length).toBe('İstanbul'.length);
  });

  it('splits words into camel-case parts', () => {
    expect(humps('expandedRowRender')).toEqual([0, 8, 11]);
    expect(humps('HTMLElement')).toEqual([0, 4]);
    expect(humps('offset64px')).toEqual([0, 6, 8]);
    expect(humps('sticky')).toEqual([0]);
  });

  it('measures edits, an adjacent swap counting one', () => {
    expect(editDistance('stiky', 'sticky', 1)).toBe(1);
    expect(editDistance('expandeble', 'expandable', 2)).toBe(1);
    expect(editDistance('sticyk', 'sticky', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'xyz', 1)).toBe(2); // stops counting past the limit
  });
});
