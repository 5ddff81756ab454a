/**
 * A query that finds nothing in the page's language may be written in the other one: 虚拟列表 typed on
 * the English site, `virtual list` on the Chinese one. Its results then come from the other language's
 * index (loaded only then), labelled as such, with links into that language's pages.
 */

const HAN = /\p{sc=Han}/u;
const LETTER = /\p{L}/u;

/** The locale to search when `query` finds nothing in `locale`, if the query is written in another one. */
export function fallbackLocale(locale: string, query: string): string | undefined {
  const han = HAN.test(query);
  if (han && locale !== 'zh-CN') return 'zh-CN';
  if (!han && LETTER.test(query) && locale === 'zh-CN') return 'en-US';
  return undefined;
}
