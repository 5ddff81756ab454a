import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { toKebab } from './slug.ts';
import { SECTIONS } from '../../lib/site-config.ts';

export interface Frontmatter {
  title: string;
  subtitle?: string;
  order?: number;
  group?: { title: string; order?: number };
  nav?: { title: string; path: string; order?: number };
  description?: string;
  toc?: 'menu' | false;
  debug?: boolean;
  demo?: { cols?: number };
  hero?: { title?: string; description?: string };
}

export interface PageTab {
  key: string;
  title: string;
  /** Path from the repository root, e.g. `docs/index.$tab-api.md`. */
  file: string;
}

/** A page's translation into another locale: its own file, frontmatter and tabs. */
export interface PageTranslation {
  file: string;
  frontmatter: Frontmatter;
  tabs: PageTab[];
}

export interface PageRecord {
  /** Page identifier and route id: `docs/index`, `docs/demo/scrollX`. */
  id: string;
  /** Path from the repository root: `docs/demo/scrollX.md`. */
  file: string;
  /** Address: `/`, `/changelog`, `/demo/scroll-x`. */
  path: string;
  /** Last address segment, `''` for the home page. */
  slug: string;
  /** Folder section (`demo`) or null for root pages. */
  section: string | null;
  frontmatter: Frontmatter;
  /** Extra tabs beside the page body (`index.$tab-api.md`). */
  tabs: PageTab[];
  /** Translations by locale id (`docs/demo/scrollX.zh-CN.md`). */
  translations: Record<string, PageTranslation>;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
/** `index.zh-CN.md`: a translation, read by its locale, not a page of its own. */
export const LOCALE_SUFFIX = /\.([a-z]{2}-[A-Z]{2})\.mdx?$/;
const TAB_FILE = /^(.+)\.\$tab-([a-z0-9-]+)\.mdx?$/;

export function parseFrontmatter(source: string, file: string): Frontmatter {
  const match = FRONTMATTER.exec(source);
  const data = (match ? parseYaml(match[1]) : null) as Partial<Frontmatter> | null;
  if (!data || typeof data.title !== 'string' || !data.title.trim()) {
    throw new Error(`${file}: frontmatter needs a title`);
  }
  return data as Frontmatter;
}

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => e.name)
    .sort();
}

/**
 * Reads every page under `docs/` (root pages and one level of section folders) with its
 * frontmatter and tabs. Pure except for reading files; fails loudly on a malformed page.
 */
export function scanPages(root: string, docsDir = 'docs'): PageRecord[] {
  const pages: PageRecord[] = [];
  // Keyed by `<page id>|<locale id or ''>`.
  const tabsByPage = new Map<string, PageTab[]>();
  const translations = new Map<string, Record<string, PageTranslation>>();
  const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

  const visit = (folder: string, section: string | null) => {
    for (const name of pageFiles(path.join(root, folder))) {
      const file = `${folder}/${name}`;
      const locale = LOCALE_SUFFIX.exec(name)?.[1] ?? '';
      const plain = locale ? name.replace(LOCALE_SUFFIX, '.md') : name;
      const tab = TAB_FILE.exec(plain);
      if (tab) {
        const key = `${folder}/${tab[1]}|${locale}`;
        const { title } = parseFrontmatter(read(file), file);
        tabsByPage.set(key, [...(tabsByPage.get(key) ?? []), { key: tab[2], title, file }]);
        continue;
      }
      if (locale) {
        const id = `${folder}/${plain.replace(/\.mdx?$/, '')}`;
        const entry = { file, frontmatter: parseFrontmatter(read(file), file), tabs: [] };
        translations.set(id, { ...translations.get(id), [locale]: entry });
        continue;
      }
      const base = name.replace(/\.mdx?$/, '');
      const slug = section === null && base === 'index' ? '' : toKebab(base);
      const urlPath = '/' + [section, slug].filter(Boolean).join('/');
      pages.push({
        id: `${folder}/${base}`,
        file,
        path: urlPath,
        slug,
        section,
        frontmatter: parseFrontmatter(read(file), file),
        tabs: [],
        translations: {},
      });
    }
  };

  visit(docsDir, null);
  for (const section of Object.keys(SECTIONS)) visit(`${docsDir}/${section}`, section);

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
    const other = seen.get(page.path);
    if (other) throw new Error(`${page.file} and ${other} both claim ${page.path}`);
    seen.set(page.path, page.file);
  }
}

/** Pages that exist in this build: `debug` pages only in the dev server. */
export function visiblePages(pages: PageRecord[], { dev }: { dev: boolean }): PageRecord[] {
  return pages.filter((p) => dev || !p.frontmatter.debug);
}
