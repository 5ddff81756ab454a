import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';

/** The remark plugins every page is read with, by the MDX compiler and by the indexers alike. */
const baseRemarkPlugins: PluggableList = [remarkFrontmatter, remarkGfm];

/** Parses a page's MDX source into its syntax tree, as the MDX compiler sees it. */
export function parseMdx(source: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(baseRemarkPlugins).parse(source);
}

/** An MDX element's attribute written as a plain string (`src="…"`); undefined when absent or an expression. */
export function mdxAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}
