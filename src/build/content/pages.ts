import { LINES } from '../../shared/site/route.ts';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales.ts';
import { SITE_CONFIG, type LineId } from '../../shared/site/config.ts';
import { PAGE_EXTENSION, pageIdentity, type PageIdentity } from './page-identity.ts';
import type { Frontmatter } from './schema.ts';

export type { Frontmatter };

/** A line's content folder relative to docs/, with a trailing slash (`7.x/`). */
const folderOf = (line: { id: string }) => `${line.id}/`;

/** The files of the docs collection, relative to docs/: each line's root pages and section folders. */
export const DOCS_PATTERNS = LINES.flatMap((line) => [
  `${folderOf(line)}*${PAGE_EXTENSION}`,
  ...SITE_CONFIG.sections.map((section) => `${folderOf(line)}${section.id}/*${PAGE_EXTENSION}`),
]);

/** One entry of the docs collection as Astro loads it (`getCollection('docs')`), frontmatter validated. */
export interface DocEntry {
  /** The page identity as a slug (`7.x/zh-CN/demo/scroll-x`, pageEntryId): what `render` is given. */
  id: string;
  /** Path from the repository root: `docs/7.x/demo/scrollX.zh-CN.mdx`. */
  filePath?: string;
  data: Frontmatter;
}

export interface PageTab {
  key: string;
  title: string;
  /** Path from the repository root, e.g. `docs/7.x/index.$tab-api.mdx`. */
  file: string;
  /** Its collection entry's id (`7.x/en-US/index~api`). */
  entry: string;
}

/** A page's translation into another locale: its own file, frontmatter and tabs. */
interface PageTranslation {
  file: string;
  entry: string;
  frontmatter: Frontmatter;
  tabs: PageTab[];
}

export interface PageRecord {
  /** Page identifier and route id: `docs/7.x/index`, `docs/7.x/demo/scrollX`. */
  id: string;
  /** The component line the page documents. */
  line: LineId;
  /** Path from the repository root: `docs/7.x/demo/scrollX.mdx`. */
  file: string;
  /** Its collection entry's id (`7.x/en-US/demo/scroll-x`). */
  entry: string;
  /** Path within its line and locale (a route's path): `/`, `/changelog`, `/demo/scroll-x`. */
  path: string;
  /** Last address segment, `''` for the home page. */
  slug: string;
  /** Folder section (`demo`) or null for root pages. */
  section: string | null;
  frontmatter: Frontmatter;
  /** Extra tabs beside the page body (`index.$tab-api.mdx`). */
  tabs: PageTab[];
  /** Translations by locale id (`docs/7.x/demo/scrollX.zh-CN.mdx`). */
  translations: Record<string, PageTranslation>;
}

/** The entry's file (Astro's glob loader gives it relative to the project root). */
function fileOf(entry: DocEntry): string {
  if (!entry.filePath) throw new Error(`docs entry ${entry.id} has no file`);
  return entry.filePath;
}

/**
 * The site's pages from the docs collection: each page with its tabs (`index.$tab-api.mdx`) and its
 * translations (`demo/scrollX.zh-CN.mdx`) attached, by each file's page identity. Fails on a tab or
 * translation without its page, and on two pages claiming one address.
 */
export function pagesFromEntries(entries: DocEntry[]): PageRecord[] {
  const byFile = [...entries]
    .map((entry) => ({ entry, file: fileOf(entry) }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map(({ entry, file }) => ({ entry, file, identity: pageIdentity(file.replace(/^docs\//, '')) }));
  // The pages (the default locale's bodies) by `<line> <path>`.
  const pages = new Map<string, PageRecord>();
  const keyOf = (p: PageIdentity) => `${p.line} ${p.path}`;
  for (const { entry, file, identity } of byFile) {
    if (identity.tab || identity.locale !== DEFAULT_LOCALE.id) continue;
    const key = keyOf(identity);
    const other = pages.get(key);
    if (other) throw new Error(`${file} and ${other.file} both claim ${identity.path} on ${identity.line}`);
    pages.set(key, {
      id: `docs/${identity.line}/${[identity.section, identity.name].filter(Boolean).join('/')}`,
      line: identity.line,
      file,
      entry: entry.id,
      path: identity.path,
      slug: identity.slug,
      section: identity.section,
      frontmatter: entry.data,
      tabs: [],
      translations: {},
    });
  }
  const orphans: string[] = [];
  // Translations first, then tabs: a translated tab joins its translation.
  for (const { entry, file, identity } of byFile.filter((f) => !f.identity.tab)) {
    if (identity.locale === DEFAULT_LOCALE.id) continue;
    const page = pages.get(keyOf(identity));
    if (!page) orphans.push(file);
    else page.translations[identity.locale] = { file, entry: entry.id, frontmatter: entry.data, tabs: [] };
  }
  for (const { entry, file, identity } of byFile.filter((f) => f.identity.tab)) {
    const page = pages.get(keyOf(identity));
    const tab = { key: identity.tab!, title: entry.data.title, file, entry: entry.id };
    const owner = identity.locale === DEFAULT_LOCALE.id ? page : page?.translations[identity.locale];
    if (!owner) orphans.push(file);
    else owner.tabs.push(tab);
  }
  if (orphans.length) throw new Error(`tab or translation files without a page: ${orphans.join(', ')}`);
  // In page id order (`docs/7.x/demo/fixedColumns` before `docs/7.x/demo/fixedColumns-auto-height`).
  return [...pages.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The section folders (`demo`) that hold at least one of these pages. */
export function sectionsOf(pages: PageRecord[]): string[] {
  return SITE_CONFIG.sections.map((s) => s.id).filter((s) => pages.some((p) => p.section === s));
}

/** Pages that exist in this build: `debug` pages only in the dev server and test builds. */
export function visiblePages(pages: PageRecord[], { dev }: { dev: boolean }): PageRecord[] {
  return pages.filter((p) => dev || !p.frontmatter.debug);
}
