import type { Heading, Link, Root, Table } from 'mdast';
import { readFileSync } from 'node:fs';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { localizePage } from '../../src/build/content/localized';
import { siteDataForLocale } from '../../src/build/content/locale-site';
import { absoluteUrl } from '../../src/build/markdown-export';
import { llmsFullTxtOf, llmsTxtOf, markdownOfPage } from '../../src/build/markdown-pages';
import { apiDefinitionsOf } from '../../src/build/api-docs/definitions';

const apiDefinitions = apiDefinitionsOf('7.x');
import { LOCALES } from '../../src/shared/i18n/locales';
import { docsPages } from './docs-collection';

// Real inputs: the pages of docs/ (debug pages included, as in a test build) and their demo files.
const root = process.cwd();
// The page-level checks read the 7.x pages (rc-table's code and the 413-release changelog); llms.txt lists both lines.
const allPages = await docsPages(root);
const pages = allPages.filter((p) => p.line === '7.x');
const [en, zh] = LOCALES;
// The address the site is published at (README: "Markdown for readers' tools").
const ORIGIN = 'https://table-react-component.vercel.app';

const pageAt = (path: string) => {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
};
const markdown = (path: string, locale = en) => markdownOfPage(root, localizePage(pageAt(path), locale));
const parse = (md: string) => unified().use(remarkParse).use(remarkGfm).parse(md);
const headings = (tree: Root) => {
  const found: Heading[] = [];
  visit(tree, 'heading', (h: Heading) => void found.push(h));
  return found;
};
const headingText = (h: Heading) => h.children.map((c) => ('value' in c ? c.value : '')).join('');
/** The body of the first fence of a language that follows `marker` in the Markdown. */
const fenceAfter = (md: string, marker: string, lang: string) => {
  const start = md.indexOf(marker);
  const match = new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(md.slice(start));
  return start === -1 ? undefined : match?.[1];
};

describe('a demo page as Markdown (/demo/scroll-x.md)', () => {
  const md = markdown('/demo/scroll-x');

  it('starts with the page title as its only level-1 heading, then the description as a quote', () => {
    expect(md.startsWith('# Scroll X\n\n> With scroll.x wider than its box')).toBe(true);
    expect(headings(parse(md)).filter((h) => h.depth === 1)).toHaveLength(1);
  });

  it('keeps the prose, with its inline code', () => {
    expect(md).toContain('`scroll={{ x: 2000 }}` sets the width of the inner `<table>`.');
  });

  it('replaces the <code src> tag by the demo: its title as a heading, its description, its source in a tsx fence', () => {
    expect(md).not.toContain('<code');
    expect(md).toContain('## Horizontal scrolling\n\nscroll.x 2000 inside an 800px box');
    const source = fenceAfter(md, '## Horizontal scrolling', 'tsx');
    expect(source).toContain("import './table-theme.css';");
    expect(source).toContain("from 'rc-table'");
    expect(source).toMatch(/export default function \w+/);
  });

  it('makes the relative link to another page absolute', () => {
    expect(md).toContain(`[Fixed columns](${ORIGIN}/7.x/demo/fixed-columns)`);
    expect(md).not.toContain('](/');
  });
});

describe('demos with more than one file', () => {
  it('names each file and fences the stylesheet the demo imports as css', () => {
    const md = markdown('/demo/dropdown');
    expect(md).toContain('## Filter menu in a column title\n\nOpen Filter, tick Apple and Cherry, press Confirm');
    expect(md).toContain('`dropdown.tsx`\n\n```tsx\n');
    expect(fenceAfter(md, '`dropdown.tsx`', 'tsx')).toContain("import './dropdown.css';");
    expect(fenceAfter(md, '`dropdown.css`', 'css')).toMatch(/\{[\s\S]*\}/);
  });
});

describe('the home page as Markdown (/index.md)', () => {
  const md = markdown('/');
  const tree = parse(md);

  it('has its body, then the API tab under an "API" heading, its tables one level below', () => {
    const outline = headings(tree).map((h) => `${h.depth} ${headingText(h)}`);
    expect(outline[0]).toBe('1 rc-table');
    expect(outline).toContain('2 Install');
    const api = outline.indexOf('2 API');
    expect(api).toBeGreaterThan(outline.indexOf('2 Install'));
    expect(outline.slice(api + 1, api + 3)).toEqual(['3 Table', '3 Column']);
  });

  it('has the API reference as Markdown tables: one row per documented property, four cells each', () => {
    expect(md).not.toContain('<API');
    const tables: Table[] = [];
    visit(tree, 'table', (t: Table) => void tables.push(t));
    // One table per <API id> of the API tab, in its order, one row per property of that definition.
    const ids = [...readFileSync('docs/7.x/index.$tab-api.mdx', 'utf8').matchAll(/^<API id="(\w+)"[^>]*\/>$/gm)].map(
      (m) => m[1],
    );
    expect(ids.slice(0, 2)).toEqual(['Table', 'Column']);
    expect(tables.map((t) => t.children.length - 1)).toEqual(ids.map((id) => apiDefinitions[id].properties.length));
    for (const table of tables) for (const row of table.children) expect(row.children).toHaveLength(4);
    expect(md).toContain('| Name | Description | Type | Default |');
    // rowKey defaults to 'key' (the API tab, and rc-table's README).
    expect(md).toMatch(/\| `rowKey` \| [^|]+ \| .+ \| `'key'` \|/);
    // A union type keeps its pipes inside the cell.
    expect(md).toContain('| `direction` |');
    expect(md).toMatch(/`'ltr' \\\| 'rtl'`/);

    // A prop that arrived after 7.0.0 says since which release (rowHoverable: 7.44.0, derived from the packages).
    expect(md).toMatch(/\| `rowHoverable` \| [^|]+ \(since 7\.44\.0\) \|/);
    // The Deprecated section links the migration guide, absolute like every link of the export.
    expect(md).toContain(`(${ORIGIN}/7.x/changelog#migrating-to-7)`);
  });

  it('has the Chinese API tables with Chinese column names on /zh-CN/index.md', () => {
    const zhMd = markdown('/', zh);
    expect(zhMd.startsWith('# rc-table\n')).toBe(true);
    // The column names of the page's API tables in Chinese.
    expect(zhMd).toContain('| 属性 | 说明 | 类型 | 默认值 |');
  });
});

describe('the changelog as Markdown (/changelog.md)', () => {
  it('has every release from the oldest, 3.2.0, as a heading', () => {
    const md = markdown('/changelog');
    expect(md.startsWith('# Changelog\n')).toBe(true);
    expect(md).toMatch(/^## 3\.x$/m);
    expect(md).toMatch(/^### 3\.2\.0$/m);
    expect(md).not.toContain('<include');
    expect(md).toContain('[#595](https://github.com/react-component/table/pull/595)');
  });
});

describe('Chinese pages as Markdown (/zh-CN/…md)', () => {
  it('are the translation, with links to the Chinese pages made absolute', () => {
    const md = markdown('/demo/scroll-x', zh);
    expect(md.startsWith('# 横向滚动\n')).toBe(true);
    expect(md).toContain(`(${ORIGIN}/zh-CN/7.x/demo/fixed-columns)`);
    expect(md).toContain('## 横向滚动\n\n800px 容器中');
  });
});

describe('every page of both locales', () => {
  for (const locale of LOCALES) {
    for (const page of pages) {
      const localized = localizePage(page, locale);
      it(`${localized.path}: clean Markdown, headings in order, absolute links`, () => {
        const md = markdownOfPage(root, localized);
        const tree = parse(md);
        // No JSX (it would read back as HTML) and no MDX imports or exports outside code blocks.
        visit(tree, (node) => {
          expect(node.type).not.toBe('html');
          if (node.type === 'text') expect(node.value).not.toMatch(/^(import|export) |<(code src|API|include)\b/m);
        });
        const hs = headings(tree);
        expect(hs[0]).toMatchObject({ depth: 1 });
        expect(headingText(hs[0])).toBe(localized.frontmatter.title);
        hs.slice(1).forEach((h, i) => {
          expect(h.depth, headingText(h)).toBeGreaterThan(1);
          expect(h.depth - hs[i].depth, headingText(h)).toBeLessThanOrEqual(1);
        });
        visit(tree, 'link', (link: Link) => expect(link.url).toMatch(/^(https?|mailto):/));
      });
    }
  }
});

describe('an <API id> that names no definition', () => {
  it('says so, as the page does', () => {
    expect(markdown('/demo/crash')).toContain('Properties definition not found for Grid component');
  });
});

describe('absolute links', () => {
  const page = `${ORIGIN}/demo/scroll-x`;
  it('resolves site paths, fragments and relative paths against the page, and leaves absolute ones', () => {
    expect(absoluteUrl('/changelog', page)).toBe(`${ORIGIN}/changelog`);
    expect(absoluteUrl('#scroll-x', page)).toBe(`${ORIGIN}/demo/scroll-x#scroll-x`);
    expect(absoluteUrl('./scroll-y', page)).toBe(`${ORIGIN}/demo/scroll-y`);
    expect(absoluteUrl('/?tab=api', page)).toBe(`${ORIGIN}/?tab=api`);
    expect(absoluteUrl('https://github.com/react-component/table', page)).toBe(
      'https://github.com/react-component/table',
    );
  });
});

describe('llms.txt and llms-full.txt', () => {
  const siteOf = (line: string, locale: string) =>
    siteDataForLocale(
      allPages.filter((p) => p.line === line),
      LOCALES.find((l) => l.id === locale)!,
    );
  const txt = llmsTxtOf(allPages, siteOf);

  it('has the llmstxt.org shape: name, a quoted summary, then sections of links with descriptions', () => {
    // The summary is the current line's home page description.
    expect(txt).toMatch(/^# rc-table\n\n> @rc-component\/table 1\.x, the current line/);
    const sections = txt.split(/^## /m).slice(1);
    expect(sections.length).toBeGreaterThan(2);
    for (const section of sections) {
      const items = section.split('\n').filter((l) => l.startsWith('- '));
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item).toMatch(/^- \[[^\]]+\]\(https:\/\/[^)]+\.md\): \S/);
    }
  });

  it('links the Markdown of every page of both lines and both locales, the current line first', () => {
    const links = [...txt.matchAll(/\]\((https:\/\/[^)]+)\)/g)].map((m) => m[1]);
    expect(links).toContain(`${ORIGIN}/index.md`);
    expect(links).toContain(`${ORIGIN}/changelog.md`);
    expect(links).toContain(`${ORIGIN}/demo/virtual-list-grid.md`);
    expect(links).toContain(`${ORIGIN}/zh-CN/index.md`);
    expect(links).toContain(`${ORIGIN}/zh-CN/demo/scroll-x.md`);
    expect(links).toContain(`${ORIGIN}/7.x/index.md`);
    expect(links).toContain(`${ORIGIN}/zh-CN/7.x/demo/scroll-x.md`);
    expect(links).toHaveLength(allPages.length * LOCALES.length);
    expect(links.indexOf(`${ORIGIN}/index.md`)).toBeLessThan(links.indexOf(`${ORIGIN}/7.x/index.md`));
    expect(txt).toMatch(/^## rc-table 7\.x \(the earlier line\)$/m);
    expect(txt).toMatch(/^## @rc-component\/table 1\.x: pages in 中文$/m);
  });

  it('llms-full.txt holds every English page, each from its title heading', () => {
    const full = llmsFullTxtOf(root, allPages, siteOf);
    const titles = full.split('\n').filter((line) => line.startsWith('# '));
    expect(titles.sort()).toEqual(allPages.map((p) => `# ${p.frontmatter.title}`).sort());
    expect(full.startsWith('# rc-table\n')).toBe(true);
    expect(full).toContain('## Horizontal scrolling');
  });
});
