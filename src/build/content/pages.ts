import { LINES } from '../../shared/site/route.ts';
import { sectionById, SITE_CONFIG, type LineId } from '../../shared/site/config.ts';
import type { Frontmatter } from './schema.ts';
import { toKebab } from './slug.ts';

export type { Frontmatter };

/** A line's content folder relative to docs/, with a trailing slash (`7.x/`). */
const folderOf = (line: { id: string }) => `${line.id}/`;

/** The files of the docs collection, relative to docs/: each line's root pages and section folders. */
export const DOCS_PATTERNS = LINES.flatMap((line) => [
  `${folderOf(line)}*.md`,
  ...SITE_CONFIG.sections.map((section) => `${folderOf(line)}${section.id}/*.md`),
]);

/** The line whose content folder holds a collection entry, and the entry's path within it. */
function lineOfEntry(id: string): { line: LineId; rest: string } {
  const line = LINES.find((l) => id.startsWith(folderOf(l)));
  if (!line) throw new Error(`docs/${id}.md: in no line's content folder`);
  return { line: line.id, rest: id.slice(folderOf(line).length) };
}

/** One entry of the docs collection as Astro loads it (`getCollection('docs')`), frontmatter validated. */
export interface DocEntry {
  /** Path under docs/ without `.md`: `7.x/demo/scrollX.zh-CN`. */
  id: string;
  data: Frontmatter;
}

export interface PageTab {
  key: string;
  title: string;
  /** Path from the repository root, e.g. `docs/7.x/index.$tab-api.md`. */
  file: string;
}

/** A page's translation into another locale: its own file, frontmatter and tabs. */
interface PageTranslation {
  file: string;
  frontmatter: Frontmatter;
  tabs: PageTab[];
}

export interface PageRecord {
  /** Page identifier and route id: `docs/7.x/index`, `docs/7.x/demo/scrollX`. */
  id: string;
  /** The component line the page documents. */
  line: LineId;
  /** Path from the repository root: `docs/7.x/demo/scrollX.md`. */
  file: string;
  /** Path within its line and locale (a route's path): `/`, `/changelog`, `/demo/scroll-x`. */
  path: string;
  /** Last address segment, `''` for the home page. */
  slug: string;
  /** Folder section (`demo`) or null for root pages. */
  section: string | null;
  frontmatter: Frontmatter;
  /** Extra tabs beside the page body (`index.$tab-api.md`). */
  tabs: PageTab[];
  /** Translations by locale id (`docs/7.x/demo/scrollX.zh-CN.md`). */
  translations: Record<string, PageTranslation>;
}

/** `index.zh-CN`: a translation, read by its locale, not a page of its own. */
export const LOCALE_SUFFIX = /\.([a-z]{2}-[A-Z]{2})(?:\.mdx?)?$/;
const TAB_SUFFIX = /^(.+)\.\$tab-([a-z0-9-]+)$/;

/**
 * The site's pages from the docs collection: each page with its tabs (`index.$tab-api`) and its
 * translations (`demo/scrollX.zh-CN`) attached. Fails on a tab or translation without its page, and on
 * two pages claiming one address.
 */
export function pagesFromEntries(entries: DocEntry[]): PageRecord[] {
  const pages: PageRecord[] = [];
  // Keyed by `<page id>|<locale id or ''>`.
  const tabsByPage = new Map<string, PageTab[]>();
  const translations = new Map<string, Record<string, PageTranslation>>();

  for (const entry of [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const file = `docs/${entry.id}.md`;
    const locale = LOCALE_SUFFIX.exec(entry.id)?.[1] ?? '';
    const plain = locale ? entry.id.replace(LOCALE_SUFFIX, '') : entry.id;
    const tab = TAB_SUFFIX.exec(plain);
    if (tab) {
      const key = `docs/${tab[1]}|${locale}`;
      tabsByPage.set(key, [...(tabsByPage.get(key) ?? []), { key: tab[2], title: entry.data.title, file }]);
      continue;
    }
    const id = `docs/${plain}`;
    if (locale) {
      translations.set(id, { ...translations.get(id), [locale]: { file, frontmatter: entry.data, tabs: [] } });
      continue;
    }
    const { line, rest } = lineOfEntry(plain);
    const slash = rest.lastIndexOf('/');
    const section = slash === -1 ? null : rest.slice(0, slash);
    if (section !== null && !sectionById(section)) throw new Error(`${file}: not in a section`);
    const base = rest.slice(slash + 1);
    const slug = section === null && base === 'index' ? '' : toKebab(base);
    pages.push({
      id,
      line,
      file,
      path: '/' + [section, slug].filter(Boolean).join('/'),
      slug,
      section,
      frontmatter: entry.data,
      tabs: [],
      translations: {},
    });
  }

  for (const page of pages) {
    page.tabs = tabsByPage.get(`${page.id}|`) ?? [];
    tabsByPage.delete(`${page.id}|`);
    page.translations = translations.get(page.id) ?? {};
    translations.delete(page.id);
    for (const [locale, translation] of Object.entries(page.translations)) {
      translation.tabs = tabsByPage.get(`${page.id}|${locale}`) ?? [];
      tabsByPage.delete(`${page.id}|${locale}`);
    }
  }
  const orphans = [...tabsByPage.keys(), ...translations.keys()];
  if (orphans.length) throw new Error(`tab or translation files without a page: ${orphans.join(', ')}`);
  checkUnique(pages);
  return pages;
}

function checkUnique(pages: PageRecord[]): void {
  const seen = new Map<string, string>();
  for (const page of pages) {
    const key = `${page.line} ${page.path}`;
    const other = seen.get(key);
    if (other) throw new Error(`${page.file} and ${other} both claim ${page.path} on ${page.line}`);
    seen.set(key, page.file);
  }
}

/** The section folders (`demo`) that hold at least one of these pages. */
export function sectionsOf(pages: PageRecord[]): string[] {
  return SITE_CONFIG.sections.map((s) => s.id).filter((s) => pages.some((p) => p.section === s));
}

/** Pages that exist in this build: `debug` pages only in the dev server and test builds. */
export function visiblePages(pages: PageRecord[], { dev }: { dev: boolean }): PageRecord[] {
  return pages.filter((p) => dev || !p.frontmatter.debug);
}
