import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMdx } from './markdown.ts';

const MAX_DEPTH = 5;

function srcOf(node: MdxJsxFlowElement): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/**
 * Replaces each `<include src="./partials/x.md" />` with the content of that file, so one body can
 * serve several pages (the changelog's releases under both its English and its Chinese intro) and
 * its headings count in the including page's table of contents and search index.
 * Returns the included files (for watching).
 */
export function inlineIncludes(tree: Root, file: string, depth = 0): string[] {
  const included: string[] = [];
  const out: RootContent[] = [];
  for (const node of tree.children) {
    const src = node.type === 'mdxJsxFlowElement' && node.name === 'include' ? srcOf(node) : undefined;
    if (!src) {
      out.push(node);
      continue;
    }
    if (depth >= MAX_DEPTH) throw new Error(`${file}: includes nest deeper than ${MAX_DEPTH}`);
    const target = path.resolve(path.dirname(file), src);
    const sub = parseMdx(readFileSync(target, 'utf8'));
    included.push(target, ...inlineIncludes(sub, target, depth + 1));
    out.push(...sub.children.filter((n) => n.type !== 'yaml'));
  }
  tree.children = out;
  return included;
}

/** A page's syntax tree as the site renders it: parsed, with its includes inlined. */
export function parsePage(file: string): Root {
  const tree = parseMdx(readFileSync(file, 'utf8'));
  inlineIncludes(tree, file);
  return tree;
}
