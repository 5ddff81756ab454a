import { parse as parseJs } from 'acorn';
import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { findDemoElements, slugHeadings, TOC_DEPTHS, type TocEntry } from '../content/extract.ts';
import { visit } from 'unist-util-visit';
import { demoStylesheets } from '../content/demos.ts';
import { DEFAULT_LOCALE } from '../../app/i18n/locales.ts';
import { inlineIncludes, parsePage } from '../content/include.ts';
import { findByFile, localizePage } from '../content/localized.ts';
import type { PageRecord } from '../content/pages.ts';
import { demoId } from '../content/slug.ts';
import { DEFAULT_TAB, SITE_NAME } from '../content/site-config.ts';

export interface DocPageOptions {
  root: string;
  /** Called on every compile, so a page added in the dev server is known without a restart. */
  getPages: () => PageRecord[];
}

/** Where the page shell and demo components live, as absolute paths for generated imports. */
function componentPaths(root: string) {
  return {
    demo: path.join(root, 'app/components/demo/index.ts'),
    docPage: path.join(root, 'app/components/page/DocPage.tsx'),
  };
}

/**
 * Components a page may use by name (`<API id="Table" />`). Each is imported only by the pages that
 * use it, so its code loads with those pages alone.
 */
function pageComponents(root: string): Record<string, string> {
  return { API: path.join(root, 'app/components/api/ApiTable.tsx') };
}

function usedComponents(tree: Root, available: Record<string, string>): string[] {
  const used = new Set<string>();
  visit(tree, (node) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      node.name in available
    ) {
      used.add(node.name);
    }
  });
  return [...used].map((name) => `import { ${name} } from ${JSON.stringify(available[name])};`);
}

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

function jsxElement(
  name: string,
  attributes: MdxJsxFlowElement['attributes'],
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes, children };
}

const stringAttr = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });

/**
 * Turns each `<code src>` element into a live `<DemoBlock>` whose title heading follows the page
 * outline (one level below the heading it stands under); consecutive demos on a page that asks for
 * several columns are wrapped in one `<DemoGrid>`. Returns the ids and the imports it needs.
 */
function replaceDemos(tree: Root, file: string, slug: string, cols: number) {
  const demos = findDemoElements(tree);
  const levels = new Map<unknown, number>();
  let lastDepth = 1; // the page title is the h1
  visit(tree, (node) => {
    if (node.type === 'heading') lastDepth = node.depth;
    else if (demos.some((d) => d.node === node)) levels.set(node, Math.min(lastDepth + 1, 4));
  });

  const imports = new Set<string>();
  const ids: string[] = [];
  demos.forEach((demo) => {
    const abs = path.resolve(path.dirname(file), demo.src);
    const id = demoId(slug, demo.src);
    // The demo's code is a chunk of its own, fetched when the demo nears the viewport; its CSS is
    // imported by the page itself, so the prerendered demo is styled before any script runs.
    for (const sheet of demoStylesheets(abs, readFileSync(abs, 'utf8')))
      imports.add(`import ${JSON.stringify(sheet)};`);
    ids.push(id);
    const block = jsxElement('DemoBlock', [
      stringAttr('id', id),
      stringAttr('title', demo.title),
      stringAttr('description', demo.description),
      expressionAttr('level', String(levels.get(demo.node) ?? 2)),
      expressionAttr('load', `() => import(${JSON.stringify(abs)})`),
      expressionAttr('loadSource', `() => import(${JSON.stringify(`${abs}?demo-source`)})`),
    ]);
    Object.assign(demo.node, block);
  });
  if (cols > 1) {
    const parents = new Set(demos.map((d) => d.parent));
    for (const parent of parents) {
      const out: RootContent[] = [];
      for (const child of parent.children as RootContent[]) {
        const prev = out[out.length - 1];
        const isDemo = child.type === 'mdxJsxFlowElement' && child.name === 'DemoBlock';
        if (isDemo && prev?.type === 'mdxJsxFlowElement' && prev.name === 'DemoGrid') {
          prev.children.push(child);
        } else if (isDemo) {
          out.push(jsxElement('DemoGrid', [expressionAttr('cols', String(cols))], [child]));
        } else out.push(child);
      }
      parent.children = out as typeof parent.children;
    }
  }
  return { imports: [...imports], ids };
}

/** Headings and demo titles of toc depth, in document order. */
function tocWithDemos(tree: Root, headings: TocEntry[]): TocEntry[] {
  const toc: TocEntry[] = [];
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const entry = headings.find((h) => h.id === node.data?.hProperties?.id);
      if (entry) toc.push(entry);
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'DemoBlock') {
      const attr = (name: string) => {
        const a = node.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
        return a?.value;
      };
      const level = Number((attr('level') as { value: string } | undefined)?.value ?? 2);
      if (TOC_DEPTHS.has(level)) {
        toc.push({ id: String(attr('id')), depth: level, title: String(attr('title') || attr('id')) });
      }
    }
  });
  return toc;
}

/** Heading ids, demo blocks and the table of contents of one page or tab tree (mutates the tree). */
function outline(tree: Root, file: string, slug: string, cols: number) {
  const headings = slugHeadings(tree);
  const { imports, ids } = replaceDemos(tree, file, slug, cols);
  return { imports, ids, toc: tocWithDemos(tree, headings) };
}

/**
 * The remark step of the page pipeline: heading ids and toc, demo blocks, and the route module's
 * exports (`handle` with frontmatter, toc, tabs and demo ids; `meta`; a layout that draws the page
 * shell). Tab files (`index.$tab-api.md`) export their own `toc` and `demos` for their owner page.
 */
export default function remarkDocPage(options: DocPageOptions) {
  const paths = componentPaths(options.root);
  return (tree: Root, vfile: VFile) => {
    const rel = path.relative(options.root, vfile.path).split(path.sep).join('/');
    const found = findByFile(options.getPages(), rel);
    if (!found) return;
    const { page, locale, tabKey } = found;
    inlineIncludes(tree, vfile.path);

    const cols = page.frontmatter.demo?.cols ?? 1;
    const { imports, ids, toc } = outline(tree, vfile.path, page.slug, cols);
    const head: string[] = [...imports, ...usedComponents(tree, pageComponents(options.root))];
    if (ids.length) head.push(`import { DemoBlock, DemoGrid } from ${JSON.stringify(paths.demo)};`);

    if (tabKey) {
      tree.children.unshift(...head.map(esm));
      return;
    }

    const localized = localizePage(page, locale);
    const fm = localized.frontmatter;
    // Extra tabs are chunks of their own, fetched when shown; their outline is worked out here, from
    // the same rules their own compile applies, so the page knows their table of contents up front.
    const tabImports = localized.tabs.map(
      (tab, i) => `const Tab${i} = lazy(() => import(${JSON.stringify(path.join(options.root, tab.file))}));`,
    );
    const tabOutlines = localized.tabs.map((tab) => {
      const file = path.join(options.root, tab.file);
      return outline(parsePage(file), file, page.slug, cols);
    });
    const tabs = [
      { key: DEFAULT_TAB.key, title: DEFAULT_TAB.title, toc, demos: ids },
      ...localized.tabs.map((tab, i) => ({
        key: tab.key,
        title: tab.title,
        toc: tabOutlines[i].toc,
        demos: tabOutlines[i].ids,
      })),
    ];
    // A page in another locale brings that locale's navigation and UI strings with it.
    const isDefault = locale.id === DEFAULT_LOCALE.id;
    if (!isDefault) head.push(`import localePack from ${JSON.stringify(`virtual:locale-pack/${locale.id}`)};`);
    const section = page.section;
    if (section)
      head.push(`import sectionSidebar from ${JSON.stringify(`virtual:section-sidebar/${locale.id}/${section}`)};`);
    // The home page is titled by the site's name alone, not "rc-table - rc-table".
    const title = fm.title === SITE_NAME ? SITE_NAME : `${fm.title} - ${SITE_NAME}`;
    head.push(
      `import { createElement, lazy } from 'react';`,
      ...tabImports,
      `import { DocPage } from ${JSON.stringify(paths.docPage)};`,
      `export const handle = { pageId: ${JSON.stringify(page.id)}, locale: ${JSON.stringify(locale.id)}, frontmatter: ${JSON.stringify(fm)}, tabs: ${JSON.stringify(tabs)}${isDefault ? '' : ', localePack'}${section ? ', sectionSidebar' : ''} };`,
      `export function meta() { return [{ title: ${JSON.stringify(title)} }, { name: 'description', content: ${JSON.stringify(fm.description ?? fm.title)} }]; }`,
      `const tabBodies = { ${localized.tabs.map((tab, i) => `${JSON.stringify(tab.key)}: Tab${i}`).join(', ')} };`,
      `export default function PageLayout({ children }) { return createElement(DocPage, { handle, tabBodies }, children); }`,
    );
    tree.children.unshift(...head.map(esm));
  };
}
