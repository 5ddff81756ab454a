import type { BlockContent, Heading, Parent, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { localized } from '../shared/api-docs/localized.ts';
import type { ApiDefinition } from '../shared/api-docs/types.ts';
import type { DemoOnPage } from '../shared/demo/types.ts';
import { mdxAttribute } from './content/markdown.ts';

/**
 * Pages as clean Markdown for readers' tools (the `.md` twin of every page, `llms.txt`,
 * `llms-full.txt`): the page's MDX syntax tree with its JSX resolved into plain Markdown. Pure: the
 * caller parses the page (includes inlined) and reads the demos' files.
 */

interface ApiLabels {
  name: string;
  description: string;
  type: string;
  default: string;
  since: (version: string) => string;
  /** What stands in place of an `<API id>` that names no definition (as on the page). */
  notFound: (id: string) => string;
}

export interface MarkdownPageInput {
  title: string;
  description?: string;
  /** The page body as parsed MDX (includes inlined). */
  body: Root;
  /** Further tabs of the page (the home page's API), each appended under a heading of its title. */
  tabs?: { title: string; body: Root }[];
}

export interface MarkdownExportOptions {
  /** The absolute address of the page (its HTML): relative links resolve against it. */
  pageUrl: string;
  /** The demo a `<code src="…">` element of the body stands for (from the demo model). */
  demo: (element: MdxJsxFlowElement) => DemoOnPage | undefined;
  /** The definition `<API id="…">` shows, if there is one. */
  api: (id: string) => ApiDefinition | undefined;
  locale: string;
  apiLabels: ApiLabels;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const paragraph = (children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });

/** An API definition as a Markdown table: name, description (and since which version), type, default. */
function apiTable(definition: ApiDefinition, locale: string, labels: ApiLabels): Table {
  const cell = (children: PhrasingContent[]) => ({ type: 'tableCell' as const, children });
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
  const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [
      row([[text(labels.name)], [text(labels.description)], [text(labels.type)], [text(labels.default)]]),
      ...definition.properties.map((prop) =>
        row([
          [code(prop.name)],
          [text(localized(prop.description, locale) + (prop.since ? ` (${labels.since(prop.since)})` : ''))],
          [code(prop.type)],
          [prop.default ? code(prop.default) : text('-')],
        ]),
      ),
    ],
  };
}

/** A demo as Markdown: its title as a heading, its description, then each of its files in a fence. */
function demoNodes({ demo, title, description }: DemoOnPage, depth: number): RootContent[] {
  const nodes: RootContent[] = [
    { type: 'heading', depth: depth as Heading['depth'], children: [text(title || demo.id)] },
  ];
  if (description) nodes.push(paragraph([text(description)]));
  for (const file of demo.files) {
    // One file needs no name; several are told apart by theirs.
    if (demo.files.length > 1) nodes.push(paragraph([{ type: 'inlineCode', value: file.name }]));
    nodes.push({ type: 'code', lang: file.lang, value: file.code.replace(/\s+$/, '') });
  }
  return nodes;
}

/**
 * Resolves a body's MDX into Markdown nodes, in place: `<code src>` becomes its demo (headed one level
 * under the heading it follows, as on the page), `<API id>` its table, other JSX elements their
 * children; imports, exports, expressions and frontmatter go; relative links become absolute.
 * `shift` pushes every heading down (a tab's body under the tab's heading).
 */
function resolveBody(tree: Root, options: MarkdownExportOptions, shift: number): RootContent[] {
  let lastDepth = 1 + shift;
  const walk = (nodes: RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          return [];
        case 'heading': {
          const depth = Math.min(node.depth + shift, 6) as Heading['depth'];
          lastDepth = depth;
          return [{ ...node, depth, children: walk(node.children) as PhrasingContent[] }];
        }
        case 'link':
        case 'image':
        case 'definition':
          return [{ ...node, url: absoluteUrl(node.url, options.pageUrl), ...childrenOf(node, walk) } as RootContent];
        case 'mdxJsxFlowElement': {
          const demo = node.name === 'code' ? options.demo(node) : undefined;
          if (demo) return demoNodes(demo, Math.min(lastDepth + 1, 6));
          if (node.name === 'API') {
            const id = mdxAttribute(node, 'id') ?? '';
            const definition = options.api(id);
            if (!definition) return [paragraph([text(options.apiLabels.notFound(id))])];
            return [apiTable(definition, options.locale, options.apiLabels)];
          }
          return walk(node.children);
        }
        case 'mdxJsxTextElement':
          return walk(node.children);
        default:
          return [{ ...node, ...childrenOf(node, walk) } as RootContent];
      }
    });
  return walk(tree.children);
}

function childrenOf(node: RootContent, walk: (nodes: RootContent[]) => RootContent[]): Partial<Parent> {
  return 'children' in node ? { children: walk(node.children) } : {};
}

/** `/demo/x` → `https://site/demo/x`; `#id` → the page's own address with that fragment. */
export function absoluteUrl(url: string, pageUrl: string): string {
  return ABSOLUTE_URL.test(url) ? url : new URL(url, pageUrl).href;
}

// Tables unpadded: the API table's long types would pad every row to hundreds of spaces.
const processor = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
});

function stringify(tree: Root): string {
  return processor.stringify(tree);
}

/** A whole page as Markdown: `# title`, its summary as a quote, the body, then each further tab. */
export function pageToMarkdown(page: MarkdownPageInput, options: MarkdownExportOptions): string {
  const children: RootContent[] = [{ type: 'heading', depth: 1, children: [text(page.title)] }];
  if (page.description) {
    children.push({ type: 'blockquote', children: [paragraph([text(page.description)]) as BlockContent] });
  }
  children.push(...resolveBody(page.body, options, 0));
  for (const tab of page.tabs ?? []) {
    children.push({ type: 'heading', depth: 2, children: [text(tab.title)] });
    children.push(...resolveBody(tab.body, options, 1));
  }
  return stringify({ type: 'root', children });
}

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsTxtInput {
  name: string;
  summary: string;
  /** Paragraphs between the summary and the sections, each optionally ending with a bare link. */
  details?: { text: string; url?: string }[];
  sections: { title: string; links: LlmsLink[] }[];
}

/**
 * An `llms.txt` (llmstxt.org): `# name`, the summary as a quote, details, then one `##` section per
 * list of `- [title](url): description` links.
 */
export function llmsTxt(input: LlmsTxtInput): string {
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [text(input.name)] },
    { type: 'blockquote', children: [paragraph([text(input.summary)]) as BlockContent] },
    ...(input.details ?? []).map((d) =>
      paragraph([text(d.text), ...(d.url ? [{ type: 'link' as const, url: d.url, children: [text(d.url)] }] : [])]),
    ),
  ];
  for (const section of input.sections) {
    children.push({ type: 'heading', depth: 2, children: [text(section.title)] });
    children.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: section.links.map((link) => ({
        type: 'listItem',
        spread: false,
        children: [
          paragraph([
            { type: 'link', url: link.url, children: [text(link.title)] },
            ...(link.description ? [text(`: ${link.description}`)] : []),
          ]) as BlockContent,
        ],
      })),
    });
  }
  return stringify({ type: 'root', children });
}

/** Several pages' Markdown as one document (`llms-full.txt`), each page starting at its `# title`. */
export function concatenatePages(pages: string[]): string {
  return pages.map((page) => page.trim()).join('\n\n') + '\n';
}
