import { parse as parseJs } from 'acorn';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import type { TocEntry } from '../../shared/site/toc.ts';
import type { DemoOnPage } from '../../shared/demo/types.ts';
import type { CodeElement } from '../demo/model.ts';
import { pageOfFile } from '../demo/model.ts';
import { lineOfFile } from '../content/line-of-file.ts';

export interface DocPageOptions {
  root: string;
}

/**
 * What the remark step tells the page's layout (src/layouts/DocPage.astro): written into the page's
 * frontmatter, it reaches the layout as `remarkPluginFrontmatter` of `render(entry)`.
 */
export interface RenderedPage {
  /** The headings and demo titles of toc depth (remarkToc). */
  toc?: TocEntry[];
  /** The keys (demoKey) of the demos whose stylesheets the page links (remarkDemoStylesheets). */
  demoKeys?: string[];
  /** On a demo page, the id of its first demo (remarkDemoFirst). */
  firstDemo?: string;
}

/** What the remark plugins of a page share (on `vfile.data.docPage`), set by the first of them. */
export interface DocPage {
  root: string;
  /** The page's file (`docs/7.x/demo/scrollX.mdx`, absolute). */
  file: string;
  slug: string;
  locale: string;
  frontmatter: { demo?: { cols?: number }; tocDepth?: number };
  /** Its headings of toc depth, with their ids (remarkHeadingIds). */
  headings: TocEntry[];
  /** Its demos, in document order (remarkDemoIslands). */
  demos: (DemoOnPage & { element: CodeElement })[];
  /** The ESM the page module starts with: imports, then exports (remarkPageEsm writes them). */
  imports: string[];
  exports: string[];
  /** What the plugins tell the page's layout (the same object as the frontmatter, so Astro passes it on). */
  rendered: RenderedPage;
}

/** The page's shared state; undefined for a file outside the lines' content folders (no plugin touches it). */
const docPageOf = (vfile: VFile): DocPage | undefined => (vfile.data as { docPage?: DocPage }).docPage;

/** Starts a page's shared state: the first plugin of the list. */
export function remarkDocPageContext(options: DocPageOptions) {
  return (_tree: Root, vfile: VFile) => {
    const file = vfile.path;
    if (!lineOfFile(options.root, file)) return;
    // The frontmatter Astro hands the layout as `remarkPluginFrontmatter` (attached here when a test runs the plugins alone).
    const data = vfile.data as { astro?: { frontmatter?: Record<string, unknown> } };
    data.astro ??= {};
    const frontmatter = (data.astro.frontmatter ??= {}) as DocPage['frontmatter'] & RenderedPage;
    const page: DocPage = {
      root: options.root,
      file,
      ...pageOfFile(options.root, file),
      frontmatter,
      rendered: frontmatter,
      headings: [],
      demos: [],
      imports: [],
      exports: [],
    };
    (vfile.data as { docPage?: DocPage }).docPage = page;
  };
}

/** A plugin of the list: runs on the pages of docs/ only, with their shared state. */
export const docPagePlugin = (run: (tree: Root, page: DocPage) => void) => () => (tree: Root, vfile: VFile) => {
  const page = docPageOf(vfile);
  if (page) run(tree, page);
};

export function esm(code: string): MdxjsEsm {
  const estree = parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  return { type: 'mdxjsEsm', value: code, data: { estree } };
}

export function expressionAttr(name: string, code: string) {
  const estree = parseJs(`(${code})`, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  return {
    type: 'mdxJsxAttribute' as const,
    name,
    value: { type: 'mdxJsxAttributeValueExpression' as const, value: code, data: { estree } },
  };
}

export const stringAttr = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });

export function jsxElement(
  name: string,
  attributes: MdxJsxFlowElement['attributes'],
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes, children };
}

export const isDemoIsland = (node: unknown): node is MdxJsxFlowElement =>
  (node as MdxJsxFlowElement | undefined)?.type === 'mdxJsxFlowElement' &&
  (node as MdxJsxFlowElement).name === 'DemoIsland';
