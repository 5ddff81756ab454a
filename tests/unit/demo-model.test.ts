import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LINES } from '../../src/shared/site/route';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/build/content/include';
import { parseMdx } from '../../src/build/content/markdown';
import { allDemos, codeElements, demoSourceBundle, demosOfPage } from '../../src/build/demo/model';

// Real inputs: the examples of docs/7.x/examples, shown by small pages written here.
const root = process.cwd();
const page = (file: string) => path.join(root, 'docs/7.x', file);
const demosOf = (file: string, markdown: string) => demosOfPage(root, page(file), parseMdx(markdown));

describe('the one reader of <code src>', () => {
  it('reads src, title and description, in document order, and leaves other elements alone', () => {
    const tree = parseMdx(
      [
        '<code src="../examples/simple.tsx" title="First" description="What it shows" />',
        '',
        '<code>not a demo</code>',
        '',
        '<API id="Table" />',
        '',
        '<code src="../examples/key.tsx" />',
      ].join('\n'),
    );
    expect(codeElements(tree, 'page.mdx').map(({ src, title, description }) => ({ src, title, description }))).toEqual([
      { src: '../examples/simple.tsx', title: 'First', description: 'What it shows' },
      { src: '../examples/key.tsx', title: '', description: '' },
    ]);
  });
});

describe('hydrate, the page’s word on when a demo’s table comes alive', () => {
  it('is on-reach where the page writes hydrate="on-reach", left out elsewhere', () => {
    const demos = demosOf(
      'demo/virtual-list.mdx',
      '<code src="../examples/virtual-list.tsx" hydrate="on-reach" />\n\n<code src="../examples/simple.tsx" />',
    );
    expect(demos.map((d) => d.hydrate)).toEqual(['on-reach', undefined]);
  });

  it.each([
    ['an unknown value', 'hydrate="lazy"', 'hydrate="lazy"'],
    ['no value', 'hydrate', 'hydrate'],
    ['an expression', 'hydrate={"on-reach"}', 'hydrate={…}'],
  ])('fails the build on %s, naming the page, its line and what is written', (_, written, shown) => {
    expect(() =>
      demosOf('demo/virtual-list.mdx', `# Virtual list\n\n<code src="../examples/virtual-list.tsx" ${written} />`),
    ).toThrow(
      `docs/7.x/demo/virtual-list.mdx:3: <code src="../examples/virtual-list.tsx"> has ${shown}; ` +
        'write hydrate="on-reach", or leave it out (the demo then hydrates with its block)',
    );
  });
});

describe('the demo model', () => {
  it("gives a demo named after its page the page's slug as id, the same in both languages", () => {
    const en = demosOf('demo/scrollX.mdx', '<code src="../examples/scroll-x.tsx" title="Sideways" />');
    const zh = demosOf('demo/scrollX.zh-CN.mdx', '<code src="../examples/scroll-x.tsx" title="横向滚动" />');
    expect(en.map((d) => [d.demo.id, d.title])).toEqual([['scroll-x', 'Sideways']]);
    expect(zh.map((d) => [d.demo.id, d.title])).toEqual([['scroll-x', '横向滚动']]);
    expect(en[0].demo.page).toBe('scroll-x');
  });

  it('prefixes the id of a demo named otherwise with the page slug (the anchor on its page)', () => {
    const [on] = demosOf('demo/scrollX.mdx', '<code src="../examples/scroll-y.tsx" />');
    expect(on.demo.id).toBe('scroll-x-scroll-y');
  });

  it('knows a demo’s files (its CSS as a tab), stylesheets and the packages it needs', () => {
    const [{ demo }] = demosOf('demo/dropdown.mdx', '<code src="../examples/dropdown.tsx" />');
    expect(demo.file).toBe('docs/7.x/examples/dropdown.tsx');
    // docs/7.x/examples/dropdown.tsx imports the table theme and its own CSS from beside it.
    expect(demo.files.map((f) => [f.name, f.lang])).toEqual([
      ['dropdown.tsx', 'tsx'],
      ['table-theme.css', 'css'],
      ['dropdown.css', 'css'],
    ]);
    expect(demo.stylesheets).toEqual([
      path.join(root, 'docs/7.x/examples/table-theme.css'),
      'rc-dropdown/assets/index.css',
      'rc-menu/assets/index.css',
      path.join(root, 'docs/7.x/examples/dropdown.css'),
    ]);
    // Type-only imports need no package; the packages it imports at run time do.
    expect([...demo.packages].sort()).toEqual(['rc-dropdown', 'rc-menu', 'rc-table', 'react']);
  });

  it.each(LINES)("has every example of its line's examples folder under one unique, URL-safe id ($id)", (line) => {
    const demos = [...allDemos(root).values()].filter((d) => d.line === line.id);
    const examples = readdirSync(path.join(root, `docs/${line.id}/examples`)).filter((f) => f.endsWith('.tsx'));
    expect(new Set(demos.map((d) => path.basename(d.file)))).toEqual(new Set(examples));
    for (const demo of demos) expect(demo.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(allDemos(root).get(`${line.id}/scroll-x`)?.file).toBe(`docs/${line.id}/examples/scroll-x.tsx`);
  });

  it('gives the code panel and sandboxes the source, each file highlighted, and the packages', async () => {
    const bundle = await demoSourceBundle(root, path.join(root, 'docs/7.x/examples/dropdown.tsx'));
    expect(bundle.lang).toBe('tsx');
    expect(bundle.code).toContain("import Dropdown from 'rc-dropdown';");
    expect(bundle.files.map((f) => f.name)).toEqual(['table-theme.css', 'dropdown.css']);
    for (const html of [bundle.html, ...bundle.files.map((f) => f.html)]) expect(html).toMatch(/^<pre class="shiki/);
    expect(bundle.packages).toContain('rc-dropdown');
  });

  it("parses each page's Markdown once: every reader gets the same tree", () => {
    const file = page('demo/simple.mdx');
    expect(parsePage(file)).toBe(parsePage(file));
  });
});
