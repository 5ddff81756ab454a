/**
 * The pages closest to an address that names none, for the not-found page's "did you mean". Pure: the page
 * list is embedded in the 404 page at build time; the browser passes `location.pathname`.
 */

/** A page the site has: its address and its title. */
export type PageLink = readonly [path: string, title: string];

/** Edit distance (insertions, deletions, substitutions of one character each). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * An address as a reader meant it: decoded (a malformed one as typed), lower case, without the query, the
 * fragment, a trailing slash, repeated slashes or a `.html`/`.md` ending.
 */
export function normalizeAddress(address: string): string {
  let path = address.split(/[?#]/)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed address is compared as typed.
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\.(html|md)$/, '')
    .replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const words = (path: string) =>
  lastSegment(path)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);

/** Distances below this are spellings; from 100 to 200, shared words (see pageDistance). */
const WORD_MATCH = 100;

/**
 * How far a page is from what was typed (lower is closer), or Infinity when it is not a sensible guess:
 * - the whole address, within a quarter of the name's length in edits, at least two (`/demo/stiky-header`);
 * - or its last segment, one edit more when the folders differ (`/stiky-header`, `/demos/sticky-header`);
 * - or, failing those, the words of three letters or more that the last segments share (`/sticky` → every
 *   sticky page): 200 less their number, so after every spelling.
 */
export function pageDistance(typed: string, page: string): number {
  const whole = editDistance(typed, page);
  const typedSlug = lastSegment(typed);
  const pageSlug = lastSegment(page);
  const slug =
    editDistance(typedSlug, pageSlug) + (typed.slice(0, -typedSlug.length) === page.slice(0, -pageSlug.length) ? 0 : 1);
  const best = Math.min(whole, slug);
  const allowed = Math.min(WORD_MATCH - 1, Math.max(2, Math.floor(Math.max(typedSlug.length, pageSlug.length) / 4)));
  if (best <= allowed) return best;
  const pageWords = new Set(words(page));
  const shared = words(typed).filter((w) => pageWords.has(w)).length;
  return shared > 0 ? 2 * WORD_MATCH - Math.min(shared, WORD_MATCH - 1) : Infinity;
}

/** A normalised address without the locale's prefix `base` (`/zh-cn/demo/x` → `/demo/x`), at a segment boundary. */
function withinBase(path: string, base: string): string {
  const lower = base.toLowerCase();
  return lower && (path === lower || path.startsWith(`${lower}/`)) ? path.slice(lower.length) || '/' : path;
}

/**
 * Up to `limit` pages closest to `address`, closest first (ties in the order of `pages`): the near spellings
 * if there are any, else the pages that share a word with the address. The site's home
 * pages are never offered: the not-found page links home already. `base` is the locale's address prefix
 * (`/zh-CN`), which both the address and the pages carry; the address is compared without it.
 */
export function closestPages(address: string, pages: readonly PageLink[], base = '', limit = 3): PageLink[] {
  const strip = (path: string) => withinBase(path, base);
  const typed = strip(normalizeAddress(address));
  if (typed === '/') return [];
  const candidates = pages
    .map((page, index) => ({ page, index, distance: pageDistance(typed, strip(normalizeAddress(page[0]))) }))
    .filter((c) => c.distance !== Infinity && strip(normalizeAddress(c.page[0])) !== '/');
  const near = candidates.filter((c) => c.distance < WORD_MATCH);
  return (near.length ? near : candidates)
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, limit)
    .map((c) => c.page);
}

/**
 * The pages of the line an address is on: those under the line prefix the address starts with (after the
 * locale's `base`), or, for an address under none of `linePrefixes` (`/7.x`), those under none either
 * (the current line). A typo on 7.x is answered with 7.x pages, one at the root with 1.x pages.
 */
export function pagesOfLine(
  address: string,
  pages: readonly PageLink[],
  base: string,
  linePrefixes: readonly string[],
): PageLink[] {
  const within = (path: string) => withinBase(path, base);
  const lineOf = (path: string) =>
    linePrefixes.find((prefix) => path === prefix.toLowerCase() || path.startsWith(`${prefix.toLowerCase()}/`));
  const line = lineOf(within(normalizeAddress(address)));
  return pages.filter((page) => lineOf(within(normalizeAddress(page[0]))) === line);
}
