import { describe, expect, it } from 'vitest';
import { rawIndexes, preparedIndexes } from './search-fixtures';
import { fallbackLocale } from '../../src/shared/search/fallback';
import { editDistance, parseQuery, search, searchAll } from '../../src/shared/search/rank';
import type { Fragment, SearchGroup, SearchHit } from '../../src/shared/search/types';

// Real data: the index the build ships, built from docs/ and src/shared/api-docs.
const enIndex = rawIndexes['en-US'];
const en = preparedIndexes['en-US'];
const zh = preparedIndexes['zh-CN'];

// The spec's numbers (product spec, business constants), written here as the spec states them.
const PAGE_TITLE_WEIGHT = 100;
const TITLE_WEIGHT = 10;
const GROUP_ORDER_FACTOR = 1000;
const LEADING_CONTEXT = 20;

const hitsOf = (groups: SearchGroup[]) => groups.flatMap((g) => g.hits);
const text = (fragments: Fragment[]) => fragments.map((f) => f.text).join('');
const marked = (fragments: Fragment[]) => fragments.filter((f) => f.highlighted).map((f) => f.text);
const allMarks = (hit: SearchHit) => [...marked(hit.title), ...marked(hit.text)];
const find = (groups: SearchGroup[], link: string) => hitsOf(groups).find((h) => h.link === link);
const first = (index: typeof en, query: string) => hitsOf(search(index, query))[0];
const rankOf = (groups: SearchGroup[], link: string) =>
  hitsOf(groups).findIndex((h) => h.link.split('#')[0] === link) + 1;

describe('ranking', () => {
  it('weighs a word in a page title 100, in a section or API row title 10', () => {
    const groups = search(en, 'sticky');
    const page = find(groups, '/demo/sticky-header')!;
    const row = find(groups, '/?tab=api#api-table-sticky-offsetheader')!;
    expect(page.type).toBe('page');
    expect(marked(page.title)).toEqual(['Sticky']);
    expect(row.type).toBe('title');
    expect(marked(row.title)).toEqual(['sticky']);
    // The same word, found once in each title: the ratio of the spec's weights.
    expect(page.priority / row.priority).toBeCloseTo(PAGE_TITLE_WEIGHT / TITLE_WEIGHT, 6);
  });

  it('puts the row of an API name typed whole first, labelled as an API group', () => {
    for (const [query, link] of [
      ['rowKey', '/?tab=api#api-table-rowkey'],
      ['onHeaderCell', '/?tab=api#api-column-onheadercell'],
      ['components', '/?tab=api#api-table-components'],
    ]) {
      const [group] = search(en, query);
      expect(group.api, query).toBe(true);
      expect(group.hits[0].link, query).toBe(link);
      expect(group.hits[0].api).toBe(true);
    }
  });

  it('lists a page whose title holds the query among the first three results, first in its group', () => {
    // The case: "sticky", and others of the same shape. A reader reads the list top down, group
    // after group: the page named after the word must be in sight at once.
    for (const [query, link] of [
      ['sticky', '/demo/sticky-header'],
      ['ellipsis', '/demo/ellipsis'],
      ['caption', '/demo/caption'],
      ['virtual', '/demo/virtual-list'],
    ]) {
      const groups = search(en, query);
      expect(rankOf(groups, link), query).toBeGreaterThanOrEqual(1);
      expect(rankOf(groups, link), query).toBeLessThanOrEqual(3);
      const at = groups.findIndex((g) => g.hits.some((h) => h.link === link));
      expect(groups[at].hits[0].link, query).toBe(link);
      // Hits that merely mention the word come after the titled ones of their group.
      for (const g of groups) {
        const types = g.hits.map((h) => h.type);
        const firstMention = types.indexOf('content');
        if (firstMention >= 0)
          expect(types.slice(firstMention), `${query}: ${g.title}`).toEqual(
            types.slice(firstMention).map(() => 'content'),
          );
      }
    }
    // "sticky": the two pages named after it, then their demos; the API group follows, the `sticky` row
    // first, its fields next, the rows that only mention the word last.
    const sticky = search(en, 'sticky');
    expect(sticky.map((g) => g.hits[0].link).slice(0, 2)).toEqual([
      '/demo/sticky-header',
      '/?tab=api#api-table-sticky',
    ]);
    expect(sticky[0].hits.slice(0, 2).map((h) => h.link)).toEqual([
      '/demo/sticky-header',
      '/demo/sticky-header-and-summary',
    ]);
    expect(sticky[1].api).toBe(true);
    expect(
      sticky[1].hits
        .slice(1, 5)
        .map((h) => h.link)
        .sort(),
    ).toEqual(
      ['offsetheader', 'offsetscroll', 'getcontainer', 'offsetsummary']
        .map((f) => `/?tab=api#api-table-sticky-${f}`)
        .sort(),
    );
  });

  it('lists each group once, all its hits together', () => {
    for (const query of ['sticky', 'fixed', 'expand', 'scroll', 'header', 'virtual', 'ellipsis'])
      for (const index of [en, zh]) {
        const keys = search(index, query).map((g) => `${g.title}${g.api ? ' (API)' : ''}`);
        expect(new Set(keys).size, `${query}: ${keys.join(' → ')}`).toBe(keys.length);
      }
  });

  it('finds a demo by its title', () => {
    const hit = first(en, 'inside scroll box');
    expect(hit).toMatchObject({ type: 'demo', link: '/demo/sticky-header#sticky-header-container' });
  });

  it('gives partial credit: a question in words finds the page that answers it first', () => {
    // None of these pages has every word of the question.
    expect(first(en, 'how to merge cells').link).toBe('/demo/colspan-rowspan');
    expect(first(en, 'resize column width by dragging').link.split('#')[0]).toBe('/demo/column-resize');
    expect(first(en, 'show tooltip on truncated text').link.split('#')[0]).toBe('/demo/ellipsis-custom-tooltip');
    expect(rankOf(search(en, 'make header stay on top'), '/demo/sticky-header')).toBeLessThanOrEqual(3);
    // Stop words change nothing.
    expect(first(en, 'how to merge cells')).toEqual(first(en, 'merge cells'));
  });

  it('ranks exact > prefix > stem > synonym > typo on the same page title', () => {
    const score = (query: string) => find(search(en, query), '/demo/sticky-header')!.priority;
    const exact = score('sticky');
    const prefix = score('stick'); // the word being typed
    const stem = score('stickies'); // Porter: stickies and sticky share a stem
    const synonym = score('stuck'); // the table: stuck → sticky
    const typo = score('stiky');
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(stem);
    expect(stem).toBeGreaterThan(synonym);
    expect(synonym).toBeGreaterThan(typo);
    expect(marked(find(search(en, 'stiky'), '/demo/sticky-header')!.title)).toEqual(['Sticky']);
    // Too short to guess at: no typo matching under five letters.
    expect(hitsOf(search(en, 'stik'))).toEqual([]);
  });

  it('finds word forms and the synonym table: dragging, hidden, colour, infinite → virtual', () => {
    expect(allMarks(first(en, 'dragging rows')).join(' ')).toMatch(/drag/i);
    expect(first(en, 'infinite scroll').link.split('#')[0]).toMatch(/^\/demo\/virtual-list/);
    // The pages about header and body columns lining up ("keeps the two aligned", "line up", "stay in line").
    const aligned = ['/demo/scroll-y', '/demo/scroll-xy', '/demo/fixed-columns-auto-height'];
    expect(aligned).toContain(first(en, 'misaligned columns').link.split('#')[0]);
    expect(hitsOf(search(en, 'color')).some((h) => allMarks(h).some((m) => /colou?r/i.test(m)))).toBe(true);
  });

  it('finds a camel-case prefix (expandR → expandedRowRender), below a name it starts', () => {
    const { groups } = searchAll(en, 'expandR');
    const hits = hitsOf(groups);
    const straight = hits.find((h) => h.link === '/?tab=api#api-table-expandable-expandrowbyclick')!;
    expect(marked(straight.title)).toEqual(['expandR']);
    // Camel-case parts: "expand" + "R" of expandedRowRender, highlighted part by part.
    const camel = hits.find((h) => text(h.title) === 'expandable.expandedRowRender')!;
    expect(camel.title).toEqual([
      { text: 'expandable.' },
      { text: 'expand', highlighted: true },
      { text: 'ed' },
      { text: 'R', highlighted: true },
      { text: 'owRender' },
    ]);
    expect(straight.priority).toBeGreaterThan(camel.priority);
  });

  it('puts a deprecated row and the release notes below the docs that use the same words', () => {
    // The Deprecated table repeats names (expandedRowRender, indentSize) that the Table table documents.
    for (const name of ['expandedRowRender', 'indentSize', 'expandRowByClick']) {
      const links = hitsOf(search(en, name)).map((h) => h.link);
      const current = links.indexOf(`/?tab=api#api-table-expandable-${name.toLowerCase()}`);
      expect(current, name).toBe(0);
      expect(links.indexOf(`/?tab=api#api-deprecated-${name.toLowerCase()}`), name).toBeGreaterThan(current);
    }
    // Release notes mention 列宽 in passing; the Column width row documents it.
    expect(first(zh, '列宽').link).not.toMatch(/changelog/);
    // Asked for, the changelog is still found.
    expect(first(en, 'release notes').link).toBe('/changelog');
  });

  it('groups hits by top navigation item (order × 1000) and lists groups by their best hit', () => {
    for (const query of ['sticky', 'expandable', 'fixed columns', 'scroll', 'how to merge cells', '展开']) {
      const groups = search(query === '展开' ? zh : en, query);
      const all = hitsOf(groups);
      expect(all.length).toBeGreaterThan(0);
      // The best hit of all comes first, whatever its group (scores equal up to rounding are a tie).
      expect(groups[0].hits[0].priority).toBeCloseTo(Math.max(...all.map((h) => h.priority)), 6);
      const descending = (xs: number[]) => xs.every((x, i) => i === 0 || x <= xs[i - 1] + 1e-6);
      expect(descending(groups.map((g) => g.hits[0].priority)), query).toBe(true);
      for (const group of groups) {
        expect(descending(group.hits.map((h) => h.priority)), query).toBe(true);
        const index = query === '展开' ? zh : en;
        const page = index.units.find((u) => u.link === group.hits[0].link)!.page;
        expect(group.priority).toBe(page.navOrder * GROUP_ORDER_FACTOR);
      }
    }
    // "expandable": the prop's row first, then its demo pages, not a passing mention on the home page.
    const expandable = search(en, 'expandable');
    expect(expandable[0].hits[0].link).toBe('/?tab=api#api-table-expandable');
    const demos = expandable.find((g) => g.title === 'Demo')!;
    // On 1.x, "Expand all" (expandable.showExpandAll) is a demo page of the prop as much as expanded rows are.
    expect(demos.hits.slice(0, 3).map((h) => h.link)).toEqual(
      expect.arrayContaining(['/demo/expanded-row-render', '/demo/expand-all']),
    );
    expect(rankOf(search(zh, '展开'), '/zh-CN/demo/expanded-row-render')).toBeLessThanOrEqual(2);
  });

  it('keeps at most 50 hits and counts them all', () => {
    const { groups, total } = searchAll(en, 'table');
    expect(hitsOf(groups).length).toBeLessThanOrEqual(50);
    expect(total).toBeGreaterThan(hitsOf(groups).length);
    expect(searchAll(en, 'rowKey').total).toBeGreaterThanOrEqual(hitsOf(search(en, 'rowKey')).length);
  });

  it(`cuts the text before the first match to its last ${LEADING_CONTEXT} characters, at a word boundary`, () => {
    const hit = find(search(en, 'evergreen'), '/#browser-and-react-support')!;
    expect(hit.text[0].text.startsWith('...')).toBe(true);
    const lead = hit.text[0].text.slice(3);
    expect(lead.length).toBeLessThanOrEqual(LEADING_CONTEXT);
    const paragraph = enIndex.pages[0].sections.find((s) => s.link === '/#browser-and-react-support')!.paragraphs[0];
    // The kept part starts a word: the character before it in the paragraph is not a letter or digit.
    const at = paragraph.indexOf(`${lead}evergreen`);
    expect(at).toBeGreaterThan(0);
    expect(paragraph[at - 1]).toMatch(/[^\p{L}\p{N}]/u);
    expect(hit.text[1]).toEqual({ text: 'evergreen', highlighted: true });
  });

  it('matches Chinese by words: 列宽拖拽, 行点击事件, 固定表头, 多级表头', () => {
    expect(rankOf(search(zh, '列宽拖拽'), '/zh-CN/demo/column-resize')).toBeLessThanOrEqual(3);
    expect(first(zh, '行点击事件').link.split('#')[0]).toBe('/zh-CN/demo/row-and-cell-click');
    // With or without the space, the same answer.
    expect(first(zh, '行点击 事件').link).toBe(first(zh, '行点击事件').link);
    expect(rankOf(search(zh, '固定表头'), '/zh-CN/demo/sticky-header')).toBeGreaterThan(0);
    expect(rankOf(search(zh, '固定表头'), '/zh-CN/demo/fixed-columns-and-header')).toBeLessThanOrEqual(3);
    expect(first(zh, '多级表头').link.split('#')[0]).toBe('/zh-CN/demo/grouping-columns');
    expect(search(en, '吸顶')).toEqual([]);
  });

  it('takes punctuation and regular-expression characters as text, and stays quick on a long query', () => {
    for (const query of ['.*+?^${}()|[]\\', '.*', '(', 'a|b', '\\d+', '[]']) {
      expect(() => search(en, query)).not.toThrow();
    }
    expect(hitsOf(search(en, '.*'))).toEqual([]);
    expect(find(search(en, 'scroll.x'), '/?tab=api#api-table-scroll-x')).toBeDefined();
    // Bounds loose enough for a busy 2-core machine (about 1 s seen under load), tight enough to catch
    // typo matching run over the whole 10,000 characters.
    const long = 'a'.repeat(10_000);
    let started = performance.now();
    search(en, long);
    expect(performance.now() - started).toBeLessThan(3000);
    const words = Array.from({ length: 2000 }, (_, i) => `w${i}x`)
      .join(' ')
      .slice(0, 10_000);
    expect(parseQuery(words).length).toBe(10);
    started = performance.now();
    expect(search(en, words)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('handles emoji, case, and empty or blank queries', () => {
    expect(search(en, '🙂')).toEqual([]);
    expect(() => search(en, '\uD83D')).not.toThrow(); // half an emoji
    expect(search(en, 'STICKY')).toEqual(search(en, 'sticky'));
    expect(search(en, '')).toEqual([]);
    expect(search(en, ' \t\n ')).toEqual([]);
  });
});

describe('the other language', () => {
  it('is searched for a query written in it that finds nothing in the page language', () => {
    expect(hitsOf(search(en, '虚拟列表'))).toEqual([]);
    expect(fallbackLocale('en-US', '虚拟列表')).toBe('zh-CN');
    expect(hitsOf(search(zh, '虚拟列表'))[0].link).toBe('/zh-CN/demo/virtual-list');
    expect(fallbackLocale('zh-CN', 'virtual list')).toBe('en-US');
    // Already the language of the page, or no words at all: nothing else to search.
    expect(fallbackLocale('zh-CN', '虚拟列表')).toBeUndefined();
    expect(fallbackLocale('en-US', 'virtual list')).toBeUndefined();
    expect(fallbackLocale('en-US', '1234 !!')).toBeUndefined();
  });
});

// fold and humps (tokenize.ts): tests/unit/search-tokenize.test.ts.
describe('ranking helpers', () => {
  it('measures edits, an adjacent swap counting one', () => {
    expect(editDistance('stiky', 'sticky', 1)).toBe(1);
    expect(editDistance('expandeble', 'expandable', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'xyz', 1)).toBe(2); // stops counting past the limit
    expect(editDistance('ab', 'ba', 1)).toBe(1);
    expect(editDistance('sticky', 'sticky', 0)).toBe(0);
    expect(editDistance('', 'ab', 2)).toBe(2);
    // Lengths too far apart: past the limit without counting.
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
    // Optimal string alignment: a swapped pair is not edited again (true Damerau distance would say 2).
    expect(editDistance('ca', 'abc', 3)).toBe(3);
  });

  it('reads a query as its distinct terms, at most 10 words', () => {
    expect(parseQuery('  sticky Sticky header ').map((t) => t.term)).toEqual(['sticky', 'header']);
    const words = Array.from({ length: 12 }, (_, i) => `word${String.fromCharCode(97 + i)}`);
    // A lone Chinese character is a term but not one of the 10 words.
    const terms = parseQuery(`行 ${words.join(' ')}`, 'zh-CN').map((t) => t.term);
    expect(terms).toEqual(['行', ...words.slice(0, 10)]);
  });
});

describe('matching what is typed', () => {
  it('completes the word being typed from its third letter, not a word followed by a space', () => {
    expect(hitsOf(search(en, 'st'))).toEqual([]);
    expect(first(en, 'sti').link).toBe('/demo/sticky-header');
    expect(first(en, 'virt').link).toBe('/demo/virtual-list');
    // "virt " is a finished word: nothing has that word.
    expect(hitsOf(search(en, 'virt '))).toEqual([]);
    // Only the last word is completed: "row chang" finds the Changelog page by its title, "chang row" does not
    // (at most a mention of a change in its text).
    expect(find(search(en, 'row chang'), '/changelog')?.type).toBe('page');
    expect(find(search(en, 'chang row'), '/changelog')?.type).not.toBe('page');
  });

  it('forgives one typo from five letters and two from nine', () => {
    expect(first(en, 'elipsis').link).toBe('/demo/ellipsis');
    // expandable with two letters wrong (10 letters).
    expect(first(en, 'expendible').link).toBe('/?tab=api#api-table-expandable');
    // ellipsis with two letters wrong (8 letters): too far.
    expect(hitsOf(search(en, 'ellupsus'))).toEqual([]);
    // Numbers are not guessed at.
    expect(hitsOf(search(en, 'summ4ry'))).toEqual([]);
  });
});

describe('camel-case queries', () => {
  it('find a name whose last parts they are: rowRender → expandedRowRender (issue 25)', () => {
    const hits = search(preparedIndexes['en-US'], 'rowRender').flatMap((g) => g.hits.map((h) => h.link));
    expect(hits[0]).toBe('/?tab=api#api-table-expandable-expandedrowrender');
    const named = search(preparedIndexes['en-US'], 'RowClassName').flatMap((g) => g.hits.map((h) => h.link));
    expect(named[0]).toBe('/?tab=api#api-table-rowclassname');
  });
});
