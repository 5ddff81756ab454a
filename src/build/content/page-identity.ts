import { DEFAULT_LOCALE, LOCALES } from '../../shared/i18n/locales.ts';
import { sectionById, type LineId } from '../../shared/site/config.ts';
import { LINES } from '../../shared/site/route.ts';
import { toKebab } from './slug.ts';

/**
 * Which page, locale and tab a file of the docs collection is, read once from its place and name under
 * `docs/`: `<line>/[<section>/]<name>[.$tab-<tab>][.<locale>].mdx`. The collection's loader names each
 * entry by it (pageEntryId), and the pages are assembled from it (pages.ts); nothing else reads a name.
 */
export interface PageIdentity {
  line: LineId;
  /** `en-US` for the page itself, another locale's id for its translation. */
  locale: string;
  /** Folder section (`demo`) or null for root pages. */
  section: string | null;
  /** The file's name without tab, locale and extension, as the author wrote it: `scrollX`, `index`. */
  name: string;
  /** Last address segment, `''` for the home page. */
  slug: string;
  /** Path within its line and locale (a route's path): `/`, `/changelog`, `/demo/scroll-x`. */
  path: string;
  /** The tab the file holds (`api`), or null for the page's body. */
  tab: string | null;
}

/** Pages are MDX: Markdown with demo, API and include elements. */
export const PAGE_EXTENSION = '.mdx';

const FILE_NAME = /^(?<name>[^.]+)(?:\.\$tab-(?<tab>[a-z0-9-]+))?(?:\.(?<locale>[a-z]{2}-[A-Z]{2}))?\.mdx$/;

/** A page file's identity from its path under `docs/` (`7.x/demo/scrollX.zh-CN.mdx`); fails on a file no page can be. */
export function pageIdentity(file: string): PageIdentity {
  const parts = file.split('/');
  const [lineId, ...rest] = parts;
  const line = LINES.find((l) => l.id === lineId);
  if (!line || rest.length < 1 || rest.length > 2)
    throw new Error(`docs/${file}: not a page of a line's content folder`);
  const section = rest.length === 2 ? rest[0] : null;
  if (section !== null && !sectionById(section)) throw new Error(`docs/${file}: not in a section`);
  const match = FILE_NAME.exec(rest[rest.length - 1]);
  if (!match?.groups) throw new Error(`docs/${file}: not named <page>[.$tab-<tab>][.<locale>]${PAGE_EXTENSION}`);
  const { name, tab = null, locale = DEFAULT_LOCALE.id } = match.groups;
  if (!LOCALES.some((l) => l.id === locale) || (match.groups.locale && locale === DEFAULT_LOCALE.id)) {
    throw new Error(`docs/${file}: ${locale} is not a translation locale of the site`);
  }
  const slug = section === null && name === 'index' ? '' : toKebab(name);
  return { line: line.id, locale, section, name, slug, path: '/' + [section, slug].filter(Boolean).join('/'), tab };
}

/**
 * The collection entry's id: the page's identity as a slug, `<line>/<locale>/<path>` with `index` for the
 * home page and `~<tab>` for a tab: `7.x/en-US/demo/scroll-x`, `1.x/zh-CN/index~api`. Unique per file (two
 * files claiming one page fail the build, pages.ts), readable in Astro's errors and in `getEntry`.
 */
export function pageEntryId(page: PageIdentity): string {
  const path = page.path === '/' ? '/index' : page.path;
  return `${page.line}/${page.locale}${path}${page.tab ? `~${page.tab}` : ''}`;
}
