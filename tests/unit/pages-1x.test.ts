import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Frontmatter } from '../../src/build/content/schema';
import { docsEntries } from './docs-collection';

// The 1.x line's demo pages (docs/1.x/demo) mirror the 7.x pages (docs/7.x/demo) one for one and add pages
// for what only 1.x has. Each page's <code src> must point into docs/1.x/examples.
const root = path.resolve(import.meta.dirname, '../..');
const PAGES_1X = path.join(root, 'docs/1.x/demo');
const PAGES_7X = path.join(root, 'docs/7.x/demo');
const EXAMPLES_1X = path.join(root, 'docs/1.x/examples');

// Pages only the 1.x line has, with the demo each one shows.
const NEW_PAGES: Record<string, string> = {
  'expandAll.mdx': 'expand-all.tsx',
  'expandedForceRender.mdx': 'expanded-force-render.tsx',
  'fixedStartEndDirection.mdx': 'fixed-start-end-direction.tsx',
  'scrollToAlign.mdx': 'scroll-to-align.tsx',
  'semanticTheme.mdx': 'semantic-theme.tsx',
};

// Each page's frontmatter as the docs collection validated it, by file.
const frontmatterOf = new Map((await docsEntries(root)).map((entry) => [entry.filePath, entry.data]));

function read(dir: string, file: string): { data: Frontmatter; demos: string[] } {
  const source = readFileSync(path.join(dir, file), 'utf8');
  const demos = [...source.matchAll(/^<code src="\.\.\/examples\/([^"]+)"/gm)].map((m) => m[1]);
  const data = frontmatterOf.get(path.relative(root, path.join(dir, file)));
  if (!data) throw new Error(`${file}: not an entry of the docs collection`);
  return { data, demos };
}

const pages1x = readdirSync(PAGES_1X).filter((f) => f.endsWith('.mdx'));
const pages7x = readdirSync(PAGES_7X).filter((f) => f.endsWith('.mdx'));
const zh = (file: string) => file.replace(/\.mdx$/, '.zh-CN.mdx');

describe('1.x demo pages', () => {
  it('has a page of the same file name for every 7.x page, and the new pages in both languages', () => {
    const expected = [...pages7x, ...Object.keys(NEW_PAGES).flatMap((f) => [f, zh(f)])].sort();
    expect([...pages1x].sort()).toEqual(expected);
  });

  it.each(pages7x)('%s keeps the 7.x frontmatter structure and demos', (file) => {
    const old = read(PAGES_7X, file);
    const page = read(PAGES_1X, file);
    expect(Object.keys(page.data).sort()).toEqual(Object.keys(old.data).sort());
    expect(page.data.order).toBe(old.data.order);
    expect(page.data.group).toEqual(old.data.group);
    expect(page.data.debug).toBe(old.data.debug);
    expect(page.data.demo).toEqual(old.data.demo);
    expect(page.demos).toEqual(old.demos);
  });

  it.each(Object.entries(NEW_PAGES))('%s shows %s in English and Chinese', (file, demo) => {
    expect(read(PAGES_1X, file).demos).toEqual([demo]);
    expect(read(PAGES_1X, zh(file)).demos).toEqual([demo]);
  });

  it.each(pages1x)('%s passes the frontmatter schema and embeds existing 1.x examples', (file) => {
    const { demos } = read(PAGES_1X, file);
    expect(demos.filter((demo) => !existsSync(path.join(EXAMPLES_1X, demo)))).toEqual([]);
  });

  it.each(pages1x.filter((f) => !f.endsWith('.zh-CN.mdx')))(
    '%s and its translation agree on frontmatter and demos',
    (file) => {
      const en = read(PAGES_1X, file);
      const cn = read(PAGES_1X, zh(file));
      expect(cn.demos).toEqual(en.demos);
      expect(Object.keys(cn.data).sort()).toEqual(Object.keys(en.data).sort());
      expect(cn.data.order).toBe(en.data.order);
      expect(cn.data.group?.order).toBe(en.data.group?.order);
    },
  );

  it('puts the new pages in existing sidebar groups, at the same group order as the pages already there', () => {
    const groups = new Map<string, number | undefined>();
    for (const file of pages1x) {
      const { group } = read(PAGES_1X, file).data;
      if (!group) continue;
      if (groups.has(group.title)) expect(groups.get(group.title), `${file}: ${group.title}`).toBe(group.order);
      groups.set(group.title, group.order);
    }
    const oldTitles = new Set(pages7x.map((f) => read(PAGES_7X, f).data.group?.title));
    for (const file of Object.keys(NEW_PAGES)) {
      expect(oldTitles).toContain(read(PAGES_1X, file).data.group?.title);
      expect(oldTitles).toContain(read(PAGES_1X, zh(file)).data.group?.title);
    }
  });

  it('shows every 1.x example that the 7.x pages show, plus the new ones', () => {
    const shown = new Set(pages1x.flatMap((f) => read(PAGES_1X, f).demos));
    const shown7x = new Set(pages7x.flatMap((f) => read(PAGES_7X, f).demos));
    expect([...shown].sort()).toEqual([...shown7x, ...Object.values(NEW_PAGES)].sort());
  });
});
