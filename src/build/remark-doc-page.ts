import { parse as parseJs } from 'acorn';
import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { DEFAULT_LOCALE } from '../lib/i18n/locales.ts';
import { stringsFor } from '../lib/i18n/server.ts';
import { demoStylesheets } from './content/demos.ts';
import { findDemoElements, slugHeadings, TOC_DEPTHS, type TocEntry } from './content/extract.ts';
import { inlineIncludes } from './content/include.ts';
import { LOCALE_SUFFIX } from './content/pages.ts';
import { toKebab, demoId } from './content/slug.ts';

export interface DocPageOptions {
  root: string;
}

/** The UI strings a demo island needs (it gets them as plain text: no message formatter in the browser). */
const DEMO_STRING_PREFIX = 'demo.';

function esm(code: string): MdxjsEsm {
  const estree = parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  return { type: 'mdxjsEsm', value: code, data: { estree } };
}

function expressionAttr(name: string, code: string) {
  const estree = parseJs(`(${code})`, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  return {
    type: 'mdxJsxAttribute' as const,
    name,
    value: { type: 'mdxJsxAttributeValueExpression' as const, value: code, data: { estree } },
  };
}

const stringAttr = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });

function jsxElement(
  name: string,
  attributes: MdxJsxFlowElement['attributes'],
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes, children };
}

/** `docs/demo/scrollX.zh-CN.md` → its page's slug (`scroll-x`) and locale; tab files belong to their page. */
export function pageOfFile(root: string, file: string): { slug: string; locale: string } {
  const rel = path.relative(path.join(root, 'docs'), file).split(path.sep).join('/');
  const locale = LOCALE_SUFFIX.exec(rel)?.[1] ?? DEFAULT_LOCALE.id;
  const base = rel
    .replace(LOCALE_SUFFIX, '.md')
    .replace(/\.mdx?$/, '')
    .replace(/\.\$tab-[a-z0-9-]+$/, '');
  const name = base.slice(base.lastIndexOf('/') + 1);
  return { slug: base === 'index' ? '' : toKebab(name), locale };
}

/**
 * The remark step of every page: includes inlined, heading ids, each `<code src>` turned into a demo
 * island (hydrated when it nears the viewport) whose title heading follows the page outline, demos
 * side by side when the page asks for columns, `<API id>` tables rendered on the server, the demos'
 * stylesheets linked by the page itself, and the table of contents exported as `toc`.
 */
export default function remarkDocPage(options: DocPageOptions) {
  const island = path.join(options.root, 'src/islands/DemoIsland.tsx');
  const registry = path.join(options.root, 'src/islands/demo/registry.ts');
  const apiTable = path.join(options.root, 'src/components/api/ApiTable.tsx');
  const noscriptCode = path.join(options.root, 'src/components/demo/DemoCodeNoscript.tsx');
  return (tree: Root, vfile: VFile) => {
    const file = vfile.path.replace(/\.mdx$/, '');
    const docs = path.join(options.root, 'docs') + path.sep;
    if (!file.startsWith(docs)) return;
    inlineIncludes(tree, file);
    const { slug, locale } = pageOfFile(options.root, file);
    const frontmatter = ((vfile.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro?.frontmatter ??
      {}) as { demo?: { cols?: number }; tocDepth?: number };
    const cols = frontmatter.demo?.cols ?? 1;
    const headings = slugHeadings(tree);

    const demos = findDemoElements(tree);
    const levels = new Map<unknown, number>();
    let lastDepth = 1; // the page title is the h1
    visit(tree, (node) => {
      if (node.type === 'heading') lastDepth = node.depth;
      else if (demos.some((d) => d.node === node)) levels.set(node, Math.min(lastDepth + 1, 4));
    });

    const head = new Set<string>();
    const sheets = new Set<string>();
    const noscripts = new Map<unknown, RootContent>();
    demos.forEach((demo, i) => {
      const abs = path.resolve(path.dirname(file), demo.src);
      const id = demoId(slug, demo.src);
      for (const sheet of demoStylesheets(abs, readFileSync(abs, 'utf8'))) sheets.add(sheet);
      // The page renders the demo on the server through the registry; the island loads it in the browser.
      head.add(`import __Demo${i} from ${JSON.stringify(abs)};`);
      head.add(`__registerDemo(${JSON.stringify(id)}, __Demo${i});`);
      // Its source for readers without JavaScript, placed beside the island once the demos are grouped.
      head.add(`import __DemoSource${i} from ${JSON.stringify(`${abs}?demo-source`)};`);
      noscripts.set(
        demo.node,
        jsxElement('DemoCodeNoscript', [
          stringAttr('id', id),
          expressionAttr('source', `__DemoSource${i}`),
          expressionAttr('label', `__demoStrings['demo.code.show']`),
        ]),
      );
      const rootRelative = '/' + path.relative(options.root, abs).split(path.sep).join('/');
      Object.assign(
        demo.node,
        jsxElement('DemoIsland', [
          { type: 'mdxJsxAttribute' as const, name: 'client:visible', value: null },
          stringAttr('id', id),
          stringAttr('title', demo.title),
          stringAttr('description', demo.description),
          stringAttr('file', rootRelative),
          expressionAttr('level', String(levels.get(demo.node) ?? 2)),
          expressionAttr('strings', '__demoStrings'),
        ]),
      );
    });
    if (demos.length) {
      // Formatted as the standalone page gets them (see stringsFor): the island has no message formatter.
      const strings = stringsFor(locale, [DEMO_STRING_PREFIX]);
      head.add(`import DemoIsland from ${JSON.stringify(island)};`);
      head.add(`import { registerDemo as __registerDemo } from ${JSON.stringify(registry)};`);
      head.add(`export const __demoStrings = ${JSON.stringify(strings)};`);
    }
    if (demos.length && isDemoPage(docs, file)) demoFirst(tree, demos[0].node, cols);
    if (cols > 1) groupDemos(tree, cols);
    if (noscripts.size) {
      head.add(`import { DemoCodeNoscript } from ${JSON.stringify(noscriptCode)};`);
      // After each island (inside its grid when grouped): a browser running scripts ignores a <noscript>.
      visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
        const extra = noscripts.get(node);
        if (!extra || !parent || index === undefined) return;
        (parent as { children: RootContent[] }).children.splice(index + 1, 0, extra);
        return index + 2;
      });
    }

    let usesApi = false;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'API') return;
      usesApi = true;
      node.attributes.push(stringAttr('locale', locale));
    });
    if (usesApi) head.add(`import { API } from ${JSON.stringify(apiTable)};`);

    // The demos' stylesheets as files of their own, linked by this page alone (see [...slug].astro): a
    // plain import would put every page's stylesheets on every page of the one route that renders them.
    [...sheets].forEach((sheet, i) => head.add(`import __DemoCss${i} from ${JSON.stringify(`${sheet}?url`)};`));
    head.add(`export const stylesheets = [${[...sheets].map((_, i) => `__DemoCss${i}`).join(', ')}];`);
    const tocDepth = frontmatter.tocDepth ?? Math.max(...TOC_DEPTHS);
    const toc = tocWithDemos(tree, headings).filter((entry) => entry.depth <= tocDepth);
    head.add(`export const toc = ${JSON.stringify(toc)};`);
    // Imports first: the registrations below them use them.
    const lines = [...head];
    const ordered = [...lines.filter((l) => l.startsWith('import ')), ...lines.filter((l) => !l.startsWith('import '))];
    const registrations = ordered.filter((l) => l.startsWith('__registerDemo('));
    const rest = ordered.filter((l) => !l.startsWith('__registerDemo('));
    tree.children.unshift(...rest.map(esm));
    if (registrations.length) {
      // Statements are not allowed in MDX's ESM; run them from an export's initialiser.
      tree.children.push(esm(`export const __demosRegistered = (() => { ${registrations.join(' ')} return true; })();`));
    }
  };
}

/** A page of `docs/demo/` (not the home page or the changelog, whose prose comes first). */
function isDemoPage(docs: string, file: string): boolean {
  return path.relative(docs, file).split(path.sep)[0] === 'demo';
}

/** What ends the prose that introduces a demo: a heading, or anything that is not prose. */
const PROSE = new Set<RootContent['type']>(['paragraph', 'list', 'blockquote', 'code', 'table', 'thematicBreak']);

/**
 * On a demo page the demo is what the reader came for: the prose that introduces the first demo (back
 * to the heading above it, or the page's start) is rendered after the demo instead of pushing it below
 * the fold. Only the page's HTML changes: the Markdown export and the search index read the file, in the
 * author's order.
 */
function demoFirst(tree: Root, demo: unknown, cols: number) {
  const at = tree.children.findIndex((node) => node === demo);
  let start = at;
  while (start > 0 && PROSE.has(tree.children[start - 1].type)) start--;
  if (at <= 0 || start === at) return;
  // On a page of several columns the whole first row of demos comes first, side by side as before.
  let end = at + 1;
  while (end < at + cols && isDemoIsland(tree.children[end])) end++;
  const intro = tree.children.splice(start, at - start);
  tree.children.splice(start + (end - at), 0, ...intro);
}

const isDemoIsland = (node: RootContent | undefined) => node?.type === 'mdxJsxFlowElement' && node.name === 'DemoIsland';

/** Consecutive demos on a page that asks for several columns share one grid. */
function groupDemos(tree: Root, cols: number) {
  const parents = new Set<{ children: RootContent[] }>();
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, _i, parent) => {
    if (node.name === 'DemoIsland' && parent) parents.add(parent as { children: RootContent[] });
  });
  for (const parent of parents) {
    const out: RootContent[] = [];
    for (const child of parent.children) {
      const prev = out[out.length - 1];
      const isDemo = child.type === 'mdxJsxFlowElement' && child.name === 'DemoIsland';
      if (isDemo && prev?.type === 'mdxJsxFlowElement' && prev.name === 'div') prev.children.push(child);
      else if (isDemo)
        out.push(
          jsxElement('div', [stringAttr('class', 'demo-grid'), stringAttr('style', `--demo-cols: ${cols}`)], [child]),
        );
      else out.push(child);
    }
    parent.children = out;
  }
}

/** Headings and demo titles of toc depth, in document order. */
function tocWithDemos(tree: Root, headings: TocEntry[]): TocEntry[] {
  const toc: TocEntry[] = [];
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const entry = headings.find((h) => h.id === node.data?.hProperties?.id);
      if (entry) toc.push(entry);
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'DemoIsland') {
      const attr = (name: string) => node.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name)?.value;
      const level = Number((attr('level') as { value: string } | undefined)?.value ?? 2);
      if (TOC_DEPTHS.has(level)) toc.push({ id: String(attr('id')), depth: level, title: String(attr('title') || attr('id')) });
    }
  });
  return toc;
}
