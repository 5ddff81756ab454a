import GithubSlugger from 'github-slugger';
import type { Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { TocEntry } from '../../shared/site/toc.ts';

export interface TextParagraph {
  value: string;
  paraId: number;
  /** Index into the toc of the section the paragraph stands in; -1 before the first heading. */
  tocIndex: number;
}

/** Headings that appear in the table of contents. */
export const TOC_DEPTHS = new Set([2, 3]);

/** The id a heading was given by name (`<include id="…">`), which wins over its slug. */
const fixedHeadingId = (node: Heading): string | undefined => (node.data as { fixedId?: string } | undefined)?.fixedId;

/**
 * Gives every heading a unique id (set as its HTML id) and returns the table-of-contents entries. A
 * heading given an id by name keeps it, the same in every language (`#migrating-to-7`).
 */
export function slugHeadings(tree: Root): TocEntry[] {
  const slugger = new GithubSlugger();
  const toc: TocEntry[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const title = toString(node).trim();
    const id = fixedHeadingId(node) ?? (slugger.slug(title) || `section-${toc.length + 1}`);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    if (TOC_DEPTHS.has(node.depth)) toc.push({ id, depth: node.depth, title });
  });
  return toc;
}

/** The page's paragraphs as plain text, each tied to the toc section it stands in. */
export function extractTexts(tree: Root, toc: TocEntry[]): TextParagraph[] {
  const texts: TextParagraph[] = [];
  let tocIndex = -1;
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        const id = node.data?.hProperties?.id;
        const found = toc.findIndex((t) => t.id === id);
        if (found !== -1) tocIndex = found;
      } else if (node.type === 'paragraph' || node.type === 'tableCell') {
        const value = toString(node).replace(/\s+/g, ' ').trim();
        if (value) texts.push({ value, paraId: texts.length, tocIndex });
      } else if ('children' in node && node.type !== 'mdxJsxFlowElement') {
        walk(node.children);
      }
    }
  };
  walk(tree.children);
  return texts;
}
