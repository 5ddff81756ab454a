import { describe, expect, it } from 'vitest';
import {
  closestPages,
  editDistance,
  normalizeAddress,
  pageDistance,
  pagesOfLine,
  type PageLink,
} from '../../src/shared/site/closest-pages';

// Pages as the site has them (the product spec's routes and the English titles).
const PAGES: PageLink[] = [
  ['/', 'rc-table'],
  ['/demo/simple', 'Simple'],
  ['/demo/no-data', 'No data'],
  ['/demo/hide-header', 'Hide header'],
  ['/demo/scroll-x', 'Scroll X'],
  ['/demo/scroll-y', 'Scroll Y'],
  ['/demo/scroll-xy', 'Scroll X and Y'],
  ['/demo/sticky-header', 'Sticky header'],
  ['/demo/sticky-header-and-summary', 'Sticky header and summary'],
  ['/demo/fixed-columns', 'Fixed columns'],
  ['/demo/virtual-list', 'Virtual list'],
  ['/changelog', 'Changelog'],
];
const ZH_PAGES: PageLink[] = PAGES.map(([path, title]) => [path === '/' ? '/zh-CN' : `/zh-CN${path}`, title]);
const paths = (links: PageLink[]) => links.map((l) => l[0]);

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('stiky', 'sticky')).toBe(1);
    expect(editDistance('sticky', 'stiky')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('flaw', 'lawn')).toBe(2);
    expect(editDistance('abcd', 'abdc')).toBe(2);
  });
});

describe('an address as the reader meant it', () => {
  it('drops query, fragment, trailing and repeated slashes, and page endings; lower case; decoded', () => {
    expect(normalizeAddress('/Demo/Sticky-Header/')).toBe('/demo/sticky-header');
    expect(normalizeAddress('/demo//scroll-x?tab=api#x')).toBe('/demo/scroll-x');
    expect(normalizeAddress('/demo/simple.html')).toBe('/demo/simple');
    expect(normalizeAddress('/demo/simple.md')).toBe('/demo/simple');
    expect(normalizeAddress('/demo/simple.mdx')).toBe('/demo/simple.mdx');
    expect(normalizeAddress('/zh-CN/%E5%90%B8%E9%A1%B6')).toBe('/zh-cn/吸顶');
    expect(normalizeAddress('demo/simple')).toBe('/demo/simple');
    expect(normalizeAddress('/')).toBe('/');
    expect(normalizeAddress('')).toBe('/');
  });

  it('keeps a malformed address as typed instead of throwing', () => {
    expect(normalizeAddress('/%E0%A4%A/Sticky')).toBe('/%e0%a4%a/sticky');
  });
});

describe('how far a page is from an address', () => {
  it('counts edits over the whole address', () => {
    expect(pageDistance('/demo/sticky-header', '/demo/sticky-header')).toBe(0);
    expect(pageDistance('/demo/stiky-header', '/demo/sticky-header')).toBe(1);
    expect(pageDistance('/demo/scrol-xx', '/demo/scroll-x')).toBe(2);
  });

  it('counts edits of the last segment, one more in another folder', () => {
    expect(pageDistance('/sticky-header', '/demo/sticky-header')).toBe(1);
    expect(pageDistance('/demos/stiky-header', '/demo/sticky-header')).toBe(2);
  });

  it('accepts a quarter of the name in edits, at least two', () => {
    // "fixed-columns" has 13 characters: 3 edits are still a guess, 4 are not.
    expect(pageDistance('/demo/fxd-colmns', '/demo/fixed-columns')).toBe(3);
    expect(pageDistance('/demo/fxd-clmns', '/demo/fixed-columns')).toBe(Infinity);
    // "stiky-header" is 4 edits from "hide-header": only their shared word relates them.
    expect(pageDistance('/demo/stiky-header', '/demo/hide-header')).toBe(199);
    expect(pageDistance('/demo/ab', '/demo/simple')).toBe(Infinity);
    expect(pageDistance('/demo/smple', '/demo/simple')).toBe(1);
    expect(pageDistance('/demo/sxmplx', '/demo/simple')).toBe(2);
    expect(pageDistance('/demo/sxmxlx', '/demo/simple')).toBe(Infinity);
  });

  it('falls back on shared words of three letters or more, after every near spelling', () => {
    expect(pageDistance('/sticky', '/demo/sticky-header-and-summary')).toBe(199);
    expect(pageDistance('/demo/header-sticky', '/demo/sticky-header')).toBe(198);
    // Only the last segments: the folder "demo" is shared by every demo page.
    expect(pageDistance('/demo/unrelated', '/demo/simple')).toBe(Infinity);
    expect(pageDistance('/no/such', '/demo/no-data')).toBe(Infinity);
    expect(pageDistance('/totally/unrelated', '/demo/simple')).toBe(Infinity);
  });
});

describe('the closest pages to an address', () => {
  it('suggests the page a typo meant, first', () => {
    expect(paths(closestPages('/demo/stiky-header', PAGES))).toEqual(['/demo/sticky-header']);
    expect(paths(closestPages('/stiky-header', PAGES))[0]).toBe('/demo/sticky-header');
    expect(paths(closestPages('/demo/Scroll-X/', PAGES))[0]).toBe('/demo/scroll-x');
  });

  it('offers at most three, closest first, ties in page order', () => {
    expect(paths(closestPages('/demo/scroll-z', PAGES))).toEqual([
      '/demo/scroll-x',
      '/demo/scroll-y',
      '/demo/scroll-xy',
    ]);
    expect(paths(closestPages('/demo/scroll-z', PAGES, '', 1))).toEqual(['/demo/scroll-x']);
    expect(paths(closestPages('/sticky', PAGES))).toEqual(['/demo/sticky-header', '/demo/sticky-header-and-summary']);
  });

  it('offers nothing when nothing is close, and never the home page', () => {
    expect(closestPages('/no/such', PAGES)).toEqual([]);
    expect(closestPages('/', PAGES)).toEqual([]);
    expect(closestPages('/x', PAGES)).toEqual([]);
    expect(closestPages('/%E0%A4%A', PAGES)).toEqual([]);
  });

  it('compares a localized address without its prefix, and offers that locale’s pages', () => {
    expect(closestPages('/zh-CN/demo/stiky-header', ZH_PAGES, '/zh-CN')).toEqual([
      ['/zh-CN/demo/sticky-header', 'Sticky header'],
    ]);
    expect(closestPages('/zh-CN', ZH_PAGES, '/zh-CN')).toEqual([]);
    expect(closestPages('/zh-CN/no/such', ZH_PAGES, '/zh-CN')).toEqual([]);
    // The prefix alone is not stripped from a longer name.
    expect(paths(closestPages('/zh-CNdemo/simple', ZH_PAGES, '/zh-CN'))).toEqual(['/zh-CN/demo/simple']);
  });
});

describe('pages of the line an address is on', () => {
  const pages: PageLink[] = [
    ['/demo/sticky-header', 'Sticky header'],
    ['/7.x/demo/sticky-header', 'Sticky header'],
    ['/zh-CN/demo/sticky-header', '吸顶表头'],
    ['/zh-CN/7.x/demo/sticky-header', '吸顶表头'],
  ];
  it('answers a typo at the root with the current line, one under /7.x with 7.x, in either locale', () => {
    expect(pagesOfLine('/demo/stiky-header', pages.slice(0, 2), '', ['/7.x'])).toEqual([pages[0]]);
    expect(pagesOfLine('/7.x/demo/stiky-header', pages.slice(0, 2), '', ['/7.x'])).toEqual([pages[1]]);
    expect(pagesOfLine('/zh-CN/7.X/demo/stiky', pages.slice(2), '/zh-CN', ['/7.x'])).toEqual([pages[3]]);
    expect(pagesOfLine('/zh-CN/demo/stiky', pages.slice(2), '/zh-CN', ['/7.x'])).toEqual([pages[2]]);
  });
});
