import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';

/** The remark plugins every page is read with, by the MDX compiler and by the indexers alike. */
export const baseRemarkPlugins: PluggableList = [remarkFrontmatter, remarkGfm];

/** Parses a page's MDX source into its syntax tree, as the MDX compiler sees it. */
export function parseMdx(source: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(baseRemarkPlugins).parse(source) as Root;
}
