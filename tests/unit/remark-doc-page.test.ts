import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Pluggable } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkDocPageContext } from '../../src/build/remark/context';
import {
  remarkApiTables,
  remarkDemoFirst,
  remarkDemoGrid,
  remarkDemoIslands,
  remarkDemoNoscript,
  remarkDemoStylesheets,
  remarkHeadingIds,
  remarkIncludes,
  remarkPageEsm,
  remarkToc,
} from '../../src/build/remark/plugins';
import { docPagePlugins } from '../../src/build/remark-doc-page';

// Each plugin of the page's remark step on a small page, after the ones it depends on; the examples
// are the real ones of docs/7.x/examples.
const root = process.cwd();

interface Page {
  tree: Root;
  esm: string[];
  /** The page's frontmatter after the plugins: what the layout gets as `remarkPluginFrontmatter`. */
  rendered: Record<string, unknown>;
}

async function run(
  markdown: string,
  plugins: Pluggable[],
  { file = 'demo/test.mdx', frontmatter = {} }: { file?: string; frontmatter?: Record<string, unknown> } = {},
): Promise<Page> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use([[remarkDocPageContext, { root }], ...plugins]);
  const vfile = new VFile({ path: path.join(root, 'docs/7.x', file), value: markdown });
  const data = { astro: { frontmatter: { ...frontmatter } } };
  vfile.data = data;
  const tree = await processor.run(processor.parse(vfile), vfile);
  const esm = (tree as Root).children.filter((n): n is MdxjsEsm => n.type === 'mdxjsEsm').map((n) => n.value);
  return { tree: tree as Root, esm, rendered: data.astro.frontmatter };
}

const elements = (nodes: RootContent[], name: string): MdxJsxFlowElement[] =>
  nodes.flatMap((node) =>
    node.type === 'mdxJsxFlowElement'
      ? [...(node.name === name ? [node] : []), ...elements(node.children as RootContent[], name)]
      : [],
  );
const attr = (node: MdxJsxFlowElement, name: string) => {
  const value = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  return typeof value === 'object' && value !== null ? value.value : value;
};
/** The page's top-level blocks as short labels: `h2`, `p`, `DemoIsland#id`, `div.demo-grid`. */
const outline = (tree: Root) =>
  tree.children
    .filter((n) => n.type !== 'mdxjsEsm')
    .map((n) =>
      n.type === 'heading'
        ? `h${n.depth}`
        : n.type === 'paragraph'
          ? 'p'
          : n.type === 'mdxJsxFlowElement'
            ? n.name === 'DemoIsland'
              ? `DemoIsland#${attr(n, 'id')}`
              : `${n.name}${attr(n, 'class') ? `.${attr(n, 'class')}` : ''}`
            : n.type,
    );

const islands = [remarkHeadingIds, remarkDemoIslands];

describe('the remark step of a page', () => {
  it('lists every transform once, the shared state first and the ESM last', () => {
    const list = docPagePlugins({ root });
    expect(list).toHaveLength(12);
    expect(list[0]).toEqual([remarkDocPageContext, { root }]);
    expect(list.at(-1)).toBe(remarkPageEsm);
  });

  it('leaves a Markdown file outside docs/ as it is', async () => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(docPagePlugins({ root }));
    const vfile = new VFile({ path: path.join(root, 'README.md'), value: '## Title\n\n<code src="./x.tsx" />' });
    const tree = (await processor.run(processor.parse(vfile), vfile)) as Root;
    expect(elements(tree.children, 'code')).toHaveLength(1);
    expect(tree.children.some((n) => n.type === 'mdxjsEsm')).toBe(false);
  });
});

describe('remarkIncludes', () => {
  it('puts the included partial in place of <include>, its headings counted in the page outline', async () => {
    const { tree } = await run(
      '## Before\n\n<include src="./partials/migrating-to-7.md" />',
      [remarkIncludes, remarkHeadingIds],
      { file: 'changelog.mdx' },
    );
    expect(elements(tree.children, 'include')).toHaveLength(0);
    const headings = tree.children.flatMap((n) => (n.type === 'heading' ? [n.data?.hProperties?.id] : []));
    // docs/7.x/partials/migrating-to-7.md starts with "## Migrating to 7.0".
    expect(headings.slice(0, 2)).toEqual(['before', 'migrating-to-70']);
  });
});

describe('remarkHeadingIds', () => {
  it('gives each heading its slug as id, a repeated one numbered, and keeps those of toc depth', async () => {
    const { tree } = await run('## Fixed header\n\n### Fixed header\n\n#### Deep', [
      remarkHeadingIds,
      remarkToc,
      remarkPageEsm,
    ]);
    const ids = tree.children.flatMap((n) => (n.type === 'heading' ? [n.data?.hProperties?.id] : []));
    expect(ids).toEqual(['fixed-header', 'fixed-header-1', 'deep']);
  });
});

describe('remarkDemoIslands', () => {
  it('turns <code src> into an island under the demo id, titled one level below the heading above it', async () => {
    const { tree, esm } = await run(
      '## Basics\n\n<code src="../examples/simple.tsx" title="Plain table" description="Rows and columns" />\n\n### Deeper\n\n<code src="../examples/key.tsx" />\n\n#### Deepest\n\n<code src="../examples/nested.tsx" />',
      [...islands, remarkPageEsm],
    );
    const found = elements(tree.children, 'DemoIsland');
    // ids: the page slug (`test`) then the file name; titles one level below the heading, at most h4.
    expect(found.map((n) => [attr(n, 'id'), attr(n, 'title'), attr(n, 'level')])).toEqual([
      ['test-simple', 'Plain table', '3'],
      ['test-key', '', '4'],
      ['test-nested', '', '4'],
    ]);
    expect(found[0].attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'client:demo')).toBe(true);
    expect(attr(found[0], 'description')).toBe('Rows and columns');
    expect(esm.some((line) => /^import DemoIsland from .*src\/islands\/DemoIsland\.tsx"/.test(line))).toBe(true);
  });

  it('hands hydrate="on-reach" on to the island, and only where the page asks for it', async () => {
    const { tree } = await run(
      '<code src="../examples/simple.tsx" hydrate="on-reach" />\n\n<code src="../examples/key.tsx" />',
      islands,
    );
    expect(elements(tree.children, 'DemoIsland').map((n) => attr(n, 'hydrate'))).toEqual(['on-reach', undefined]);
  });

  it('fails the page on a hydrate value it does not know, naming the page, its line and the value', async () => {
    await expect(
      run('# Page\n\n<code src="../examples/simple.tsx" hydrate="on-idle" />', islands, { file: 'demo/test.mdx' }),
    ).rejects.toThrow(
      'docs/7.x/demo/test.mdx:3: <code src="../examples/simple.tsx"> has hydrate="on-idle"; write hydrate="on-reach"',
    );
  });

  it('gives the islands the demo strings of the page’s language', async () => {
    const { esm } = await run('<code src="../examples/simple.tsx" />', [...islands, remarkPageEsm], {
      file: 'demo/test.zh-CN.mdx',
    });
    const strings = esm.find((line) => line.startsWith('export const __demoStrings'));
    expect(strings).toContain('"demo.code.show":"显示代码"');
  });
});

describe('remarkDemoFirst', () => {
  const page = 'Intro to the demo.\n\nMore intro.\n\n<code src="../examples/simple.tsx" />\n\n## Later\n\nText.';

  it('puts the first demo of a demo page before the prose that introduces it', async () => {
    const { tree, rendered } = await run(page, [...islands, remarkDemoFirst]);
    expect(outline(tree)).toEqual(['DemoIsland#test-simple', 'p', 'p', 'h2', 'p']);
    // The layout paints the page once that demo is parsed.
    expect(rendered.firstDemo).toBe('test-simple');
  });

  it('keeps the author’s order outside docs/7.x/demo/ (the home page)', async () => {
    const home = page.replace('../examples/', './examples/');
    const { tree, rendered } = await run(home, [...islands, remarkDemoFirst], { file: 'index.mdx' });
    expect(outline(tree)).toEqual(['p', 'p', 'DemoIsland#simple', 'h2', 'p']);
    expect(rendered.firstDemo).toBeUndefined();
  });
});

describe('remarkDemoGrid', () => {
  const page =
    '<code src="../examples/simple.tsx" />\n\n<code src="../examples/key.tsx" />\n\nText.\n\n<code src="../examples/nested.tsx" />';

  it('groups consecutive demos in one grid of the columns the page asks for', async () => {
    const { tree } = await run(page, [...islands, remarkDemoGrid], { frontmatter: { demo: { cols: 2 } } });
    expect(outline(tree)).toEqual(['div.demo-grid', 'p', 'div.demo-grid']);
    const [first] = elements(tree.children, 'div');
    expect(attr(first, 'style')).toBe('--demo-cols: 2');
    expect(elements(first.children as RootContent[], 'DemoIsland').map((n) => attr(n, 'id'))).toEqual([
      'test-simple',
      'test-key',
    ]);
  });

  it('leaves demos one under another on a page of one column', async () => {
    const { tree } = await run(page, [...islands, remarkDemoGrid]);
    expect(outline(tree)).toEqual(['DemoIsland#test-simple', 'DemoIsland#test-key', 'p', 'DemoIsland#test-nested']);
  });
});

describe('remarkDemoNoscript', () => {
  it('puts each demo’s source for readers without JavaScript right after its island, in its grid', async () => {
    const { tree, esm } = await run(
      '<code src="../examples/simple.tsx" />\n\n<code src="../examples/key.tsx" />',
      [...islands, remarkDemoGrid, remarkDemoNoscript, remarkPageEsm],
      { frontmatter: { demo: { cols: 2 } } },
    );
    const [grid] = elements(tree.children, 'div');
    expect((grid.children as MdxJsxFlowElement[]).map((n) => `${n.name}#${attr(n, 'id')}`)).toEqual([
      'DemoIsland#test-simple',
      'DemoCodeNoscript#test-simple',
      'DemoIsland#test-key',
      'DemoCodeNoscript#test-key',
    ]);
    expect(esm.filter((line) => line.includes('?demo-source'))).toEqual([
      `import __DemoSource0 from "${path.join(root, 'docs/7.x/examples/simple.tsx')}?demo-source";`,
      `import __DemoSource1 from "${path.join(root, 'docs/7.x/examples/key.tsx')}?demo-source";`,
    ]);
  });
});

describe('remarkApiTables', () => {
  it('renders <API id> in the page’s language and imports the table only where used', async () => {
    const zh = await run('<API id="Table" />', [remarkApiTables, remarkPageEsm], { file: 'index.zh-CN.mdx' });
    expect(elements(zh.tree.children, 'API').map((n) => attr(n, 'locale'))).toEqual(['zh-CN']);
    expect(zh.esm.some((line) => line.startsWith('import { API } from'))).toBe(true);
    // The table gets its definition from the build's API reference through the page module.
    // A page of docs/7.x/ documents 7.x; one of docs/1.x/, 1.x.
    expect(elements(zh.tree.children, 'API').map((n) => attr(n, 'definition'))).toEqual([
      'Object.hasOwn(__apiDefinitionsOf("7.x"), "Table") ? __apiDefinitionsOf("7.x")["Table"] : undefined',
    ]);
    expect(
      zh.esm.some((line) =>
        /^import \{ apiDefinitionsOf as __apiDefinitionsOf \} from ".*src\/build\/api-docs\/definitions\.ts";$/.test(
          line,
        ),
      ),
    ).toBe(true);
    const oneX = await run('<API id="Table" />', [remarkApiTables, remarkPageEsm], {
      file: '../1.x/index.$tab-api.mdx',
    });
    expect(elements(oneX.tree.children, 'API').map((n) => attr(n, 'definition'))).toEqual([
      'Object.hasOwn(__apiDefinitionsOf("1.x"), "Table") ? __apiDefinitionsOf("1.x")["Table"] : undefined',
    ]);
    const none = await run('Text.', [remarkApiTables, remarkPageEsm]);
    expect(none.esm.some((line) => line.startsWith('import { API }'))).toBe(false);
    expect(none.esm.some((line) => line.includes('__apiDefinitions'))).toBe(false);
  });
});

describe('remarkDemoStylesheets', () => {
  it('tells the layout the demos whose stylesheets the page links, none for a page without demos', async () => {
    const { rendered } = await run(
      '<code src="../examples/dropdown.tsx" />\n\n<code src="../examples/dropdown.tsx" />',
      [...islands, remarkDemoStylesheets, remarkPageEsm],
    );
    expect(rendered.demoKeys).toEqual(['7.x/test-dropdown']);
    const plain = await run('Text.', [remarkDemoStylesheets, remarkPageEsm]);
    expect(plain.rendered.demoKeys).toEqual([]);
  });
});

describe('remarkToc', () => {
  const page =
    '## Usage\n\n<code src="../examples/simple.tsx" title="Plain table" />\n\n### Detail\n\n<code src="../examples/key.tsx" />\n\n#### Too deep';
  it('lists h2, h3 and the demos titled at those levels, in document order; an untitled demo by its id', async () => {
    const { rendered } = await run(page, [...islands, remarkToc, remarkPageEsm]);
    expect(rendered.toc).toEqual([
      { id: 'usage', depth: 2, title: 'Usage' },
      { id: 'test-simple', depth: 3, title: 'Plain table' },
      { id: 'detail', depth: 3, title: 'Detail' },
    ]);
  });

  it('stops at the depth the page asks for', async () => {
    const { rendered } = await run(page, [...islands, remarkToc, remarkPageEsm], { frontmatter: { tocDepth: 2 } });
    expect(rendered.toc).toEqual([{ id: 'usage', depth: 2, title: 'Usage' }]);
    // The author's frontmatter stays beside what the plugins add.
    expect(rendered.tocDepth).toBe(2);
  });
});

describe('remarkPageEsm', () => {
  it('starts the page module with every import, each once, then the exports', async () => {
    const { tree, esm } = await run(
      '<code src="../examples/simple.tsx" />\n\n<API id="Table" />\n\n<API id="Column" />',
      docPagePlugins({ root }).slice(1),
    );
    const firstOther = tree.children.findIndex((n) => n.type !== 'mdxjsEsm');
    expect(firstOther).toBe(esm.length);
    const lastImport = esm.findLastIndex((line) => line.startsWith('import '));
    const firstExport = esm.findIndex((line) => line.startsWith('export '));
    expect(lastImport).toBeLessThan(firstExport);
    expect(esm.filter((line) => line.startsWith('import { API }'))).toHaveLength(1);
  });
});
