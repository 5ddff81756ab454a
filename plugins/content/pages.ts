import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { toKebab } from './slug.ts';
import { SECTIONS } from './site-config.ts';

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
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !LOCALE_SUFFIX.test(e.name))
    .map((e) => e.name)
    .sort();
}

/**
 * Reads every page under `docs/` (root pages and one level of section folders) with its
 * frontmatter and tabs. Pure except for reading files; fails loudly on a malformed page.
 */
export function scanPages(root: string, docsDir = 'docs'): PageRecord[] {
  const pages: PageRecord[] = [];
  const tabsByPage = new Map<string, PageTab[]>();
  const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

  const visit = (folder: string, section: string | null) => {
    for (const name of pageFiles(path.join(root, folder))) {
      const file = `${folder}/${name}`;
      const tab = TAB_FILE.exec(name);
      if (tab) {
        const owner = `${folder}/${tab[1]}`;
        const { title } = parseFrontmatter(read(file), file);
        tabsByPage.set(owner, [...(tabsByPage.get(owner) ?? []), { key: tab[2], title, file }]);
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
      });
    }
  };

  visit(docsDir, null);
  for (const section of Object.keys(SECTIONS)) visit(`${docsDir}/${section}`, section);

  for (const page of pages) {
    page.tabs = tabsByPage.get(page.id) ?? [];
    tabsByPage.delete(page.id);
  }
  if (tabsByPage.size) throw new Error(`tab files without a page: ${[...tabsByPage.keys()].join(', ')}`);
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
