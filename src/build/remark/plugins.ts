// The remark step of every page, one transform per plugin; remark-doc-page.ts lists them in order.
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { slugHeadings, TOC_DEPTHS } from '../content/extract.ts';
import type { TocEntry } from '../../shared/site/toc.ts';
import { inlineIncludes } from '../content/include.ts';
import { stringsFor } from '../../shared/i18n/server.ts';
import { mdxAttribute } from '../content/markdown.ts';
import { SHARED_THEME_FILE } from '../../shared/sandbox/types.ts';
import { demoKey } from '../../shared/demo/types.ts';
import { demosOfPage } from '../demo/model.ts';
import { lineOfFile } from '../content/line-of-file.ts';
import { apiLineOfPage } from '../api-docs/line.ts';
import { docPagePlugin, esm, expressionAttr, isDemoIsland, jsxElement, stringAttr, type DocPage } from './context.ts';

const json = (value: unknown) => JSON.stringify(value);
const source = (page: DocPage, file: string) => json(path.join(page.root, file));

/** `<include src>` replaced by the included Markdown (partials, generated release lists). */
export const remarkIncludes = docPagePlugin((tree, page) => void inlineIncludes(tree, page.file));

/** Every heading gets its id (the anchor); those of toc depth are kept for the table of contents. */
export const remarkHeadingIds = docPagePlugin((tree, page) => {
  page.headings = slugHeadings(tree);
});

/** The UI strings a demo island needs (it gets them as plain text: no message formatter in the browser). */
const DEMO_STRING_PREFIX = 'demo.';
// The live editor's upgrade lint messages (1.x pages) and its Fix action.
const UPGRADE_STRING_PREFIX = 'upgrade.';

/**
 * Each `<code src>` becomes a demo island (prerendered; hydrated after the first paint once in view, or on a
 * click on one of its controls: `client:demo`) under its
 * id, its title heading one level under the heading it follows (at most h4). `hydrate="on-reach"` is handed on:
 * that demo's table then waits for the reader to reach it (DemoHydrate).
 */
export const remarkDemoIslands = docPagePlugin((tree, page) => {
  page.demos = demosOfPage(page.root, page.file, tree);
  if (!page.demos.length) return;
  const levels = new Map<unknown, number>();
  let lastDepth = 1; // the page title is the h1
  visit(tree, (node) => {
    if (node.type === 'heading') lastDepth = node.depth;
    else if (page.demos.some((d) => d.element.node === node)) levels.set(node, Math.min(lastDepth + 1, 4));
  });
  for (const { demo, element, title, description, hydrate } of page.demos) {
    Object.assign(
      element.node,
      jsxElement('DemoIsland', [
        { type: 'mdxJsxAttribute' as const, name: 'client:demo', value: null },
        stringAttr('id', demo.id),
        stringAttr('line', demo.line),
        stringAttr('locale', page.locale),
        // The lead feeds this from the page's route on merge; for now the demo file's folder says it.
        stringAttr('title', title),
        stringAttr('description', description),
        expressionAttr('level', String(levels.get(element.node) ?? 2)),
        expressionAttr('codeLines', String(lineCount(demo.files[0].code))),
        ...(hydrate ? [stringAttr('hydrate', hydrate)] : []),
        expressionAttr('strings', '__demoStrings'),
      ]),
    );
  }
  // Formatted as the standalone page gets them (stringsFor): the island has no message formatter.
  const strings = stringsFor(page.locale, [DEMO_STRING_PREFIX, UPGRADE_STRING_PREFIX]);
  page.imports.push(`import DemoIsland from ${source(page, 'src/islands/DemoIsland.tsx')};`);
  page.exports.push(`export const __demoStrings = ${json(strings)};`);
});

/** The lines of a file as its code panel shows them (a last newline starts no line). */
const lineCount = (code: string) => code.replace(/\n$/, '').split('\n').length;

/** What ends the prose that introduces a demo: a heading, or anything that is not prose. */
const PROSE = new Set<RootContent['type']>(['paragraph', 'list', 'blockquote', 'code', 'table', 'thematicBreak']);

/**
 * On a page of a line's `demo/` folder the demo is what the reader came for: the prose that introduces the first
 * demo (back to the heading above it, or the page's start) is rendered after the demo (after the first
 * row of demos on a page of several columns). Only the page's HTML changes: the Markdown export and the
 * search index read the file, in the author's order.
 */
export const remarkDemoFirst = docPagePlugin((tree, page) => {
  const first = page.demos[0]?.element.node;
  if (!first || !lineOfFile(page.root, page.file)?.rest.startsWith('demo/')) return;
  // The first demo is the page's first screen: the page paints once it is parsed.
  page.rendered.firstDemo = page.demos[0].demo.id;
  const cols = page.frontmatter.demo?.cols ?? 1;
  const at = tree.children.findIndex((node) => node === first);
  let start = at;
  while (start > 0 && PROSE.has(tree.children[start - 1].type)) start--;
  if (at <= 0 || start === at) return;
  let end = at + 1;
  while (end < at + cols && isDemoIsland(tree.children[end])) end++;
  const intro = tree.children.splice(start, at - start);
  tree.children.splice(start + (end - at), 0, ...intro);
});

/** On a page that asks for several columns (`demo: {cols}`), consecutive demos share one grid. */
export const remarkDemoGrid = docPagePlugin((tree, page) => {
  const cols = page.frontmatter.demo?.cols ?? 1;
  if (cols <= 1) return;
  const parents = new Set<{ children: RootContent[] }>();
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, _i, parent) => {
    if (isDemoIsland(node) && parent) parents.add(parent);
  });
  for (const parent of parents) {
    const out: RootContent[] = [];
    for (const child of parent.children) {
      const prev = out[out.length - 1];
      if (isDemoIsland(child) && prev?.type === 'mdxJsxFlowElement' && prev.name === 'div') prev.children.push(child);
      else if (isDemoIsland(child))
        out.push(
          jsxElement('div', [stringAttr('class', 'demo-grid'), stringAttr('style', `--demo-cols: ${cols}`)], [child]),
        );
      else out.push(child);
    }
    parent.children = out;
  }
});

/**
 * After each demo island (inside its grid when grouped), its source for readers without JavaScript in
 * a `<noscript>` (a browser running scripts ignores it).
 */
export const remarkDemoNoscript = docPagePlugin((tree, page) => {
  if (!page.demos.length) return;
  const noscripts = new Map<unknown, RootContent>();
  let themeShown = false;
  page.demos.forEach(({ demo, element }, i) => {
    page.imports.push(`import __DemoSource${i} from ${json(`${path.join(page.root, demo.file)}?demo-source`)};`);
    // The shared table theme is written out once per page; later demos link to that copy.
    const usesTheme = demo.stylesheets.some((sheet) => path.basename(sheet) === SHARED_THEME_FILE);
    const themeShownAbove = usesTheme && themeShown;
    themeShown ||= usesTheme;
    noscripts.set(
      element.node,
      jsxElement('DemoCodeNoscript', [
        stringAttr('id', demo.id),
        expressionAttr('source', `__DemoSource${i}`),
        expressionAttr('label', `__demoStrings['demo.code.show']`),
        expressionAttr('themeShownAbove', String(themeShownAbove)),
      ]),
    );
  });
  page.imports.push(`import { DemoCodeNoscript } from ${source(page, 'src/components/demo/DemoCodeNoscript.tsx')};`);
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
    const extra = noscripts.get(node);
    if (!extra || !parent || index === undefined) return;
    (parent as { children: RootContent[] }).children.splice(index + 1, 0, extra);
    return index + 2;
  });
});

/**
 * `<API id>` tables are rendered on the server, in the page's language. The page module hands the table
 * its definition from the build's API reference of the page's line (docs/1.x/… documents 1.x; the component
 * does not import build code).
 */
export const remarkApiTables = docPagePlugin((tree, page) => {
  let used = false;
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'API') return;
    used = true;
    const id = mdxAttribute(node, 'id') ?? '';
    const definitions = `__apiDefinitionsOf(${json(apiLineOfPage(page.root, page.file))})`;
    node.attributes.push(
      stringAttr('locale', page.locale),
      expressionAttr(
        'definition',
        `Object.hasOwn(${definitions}, ${json(id)}) ? ${definitions}[${json(id)}] : undefined`,
      ),
    );
  });
  if (used) {
    page.imports.push(`import { API } from ${source(page, 'src/components/api/ApiTable.tsx')};`);
    page.imports.push(
      `import { apiDefinitionsOf as __apiDefinitionsOf } from ${source(page, 'src/build/api-docs/definitions.ts')};`,
    );
  }
});

/** The strings the upgrade checker shows: its own, the upgrade rules' messages and their fix's name. */
const CHECKER_STRING_PREFIXES = ['checker.', 'upgrade.rule.', 'upgrade.fix'];

/**
 * `<UpgradeChecker />` (the upgrade guide) is rendered on the server with its strings in the page's language;
 * its code loads in the browser on first use.
 */
export const remarkUpgradeChecker = docPagePlugin((tree, page) => {
  let used = false;
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'UpgradeChecker') return;
    used = true;
    node.attributes = [expressionAttr('strings', '__checkerStrings')];
  });
  if (!used) return;
  page.imports.push(`import { UpgradeChecker } from ${source(page, 'src/components/upgrade/UpgradeChecker.tsx')};`);
  page.exports.push(`export const __checkerStrings = ${json(stringsFor(page.locale, CHECKER_STRING_PREFIXES))};`);
});

/**
 * `demoKeys`: the page's demos, whose stylesheets the page links, and this page alone (DocPage.astro reads their
 * URLs from `virtual:demos`; a plain import would put every page's stylesheets on every page of the one route).
 */
export const remarkDemoStylesheets = docPagePlugin((_tree, page) => {
  page.rendered.demoKeys = [...new Set(page.demos.map((d) => demoKey(d.demo)))];
});

/** `toc`: the headings and demo titles of toc depth (or the page's `tocDepth`), in document order. */
export const remarkToc = docPagePlugin((tree, page) => {
  const tocDepth = page.frontmatter.tocDepth ?? Math.max(...TOC_DEPTHS);
  const toc: TocEntry[] = [];
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const entry = page.headings.find((h) => h.id === node.data?.hProperties?.id);
      if (entry) toc.push(entry);
    } else if (isDemoIsland(node)) {
      const level = Number(
        (node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'level')?.value as { value: string })
          ?.value ?? 2,
      );
      const id = mdxAttribute(node, 'id') ?? '';
      if (TOC_DEPTHS.has(level)) toc.push({ id, depth: level, title: mdxAttribute(node, 'title') || id });
    }
  });
  page.rendered.toc = toc.filter((entry) => entry.depth <= tocDepth);
});

/** The page module's ESM, written last: the imports the plugins above asked for, then their exports. */
export const remarkPageEsm = docPagePlugin((tree: Root, page) => {
  tree.children.unshift(...[...new Set(page.imports), ...page.exports].map(esm));
});
