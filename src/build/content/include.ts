import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { changelogSource } from './changelog.ts';
import { parseMdx } from './markdown.ts';

const MAX_DEPTH = 5;

function attrOf(node: MdxJsxFlowElement, name: string): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/**
 * Markdown made from data rather than written: `format="changelog"` turns the release data that
 * `src` points to into the changelog's release list in the element's `locale`.
 */
const FORMATS: Record<string, (file: string, locale?: string) => string> = {
  changelog: changelogSource,
};

/**
 * Replaces each `<include src="./partials/x.md" />` with the content of that file, so one body can
 * serve several pages and its headings count in the including page's table of contents and search
 * index; `<include src="./data/releases.json" format="changelog" locale="zh-CN" />` with the
 * Markdown generated from that data. An `id` attribute gives the first included heading that id.
 */
export function inlineIncludes(tree: Root, file: string, depth = 0): void {
  const out: RootContent[] = [];
  for (const node of tree.children) {
    const element = node.type === 'mdxJsxFlowElement' && node.name === 'include' ? node : undefined;
    const src = element && attrOf(element, 'src');
    if (!element || !src) {
      out.push(node);
      continue;
    }
    if (depth >= MAX_DEPTH) throw new Error(`${file}: includes nest deeper than ${MAX_DEPTH}`);
    const target = path.resolve(path.dirname(file), src);
    const format = attrOf(element, 'format');
    let sub: Root;
    if (format) {
      const generate = FORMATS[format];
      if (!generate) throw new Error(`${file}: <include format="${format}"> is not one of ${Object.keys(FORMATS)}`);
      sub = parseMdx(generate(target, attrOf(element, 'locale')));
    } else {
      sub = parseMdx(readFileSync(target, 'utf8'));
      inlineIncludes(sub, target, depth + 1);
    }
    const id = attrOf(element, 'id');
    if (id) {
      // `<include src="./partials/x.md" id="x" />`: the included part's first heading takes that id in
      // every language, so links to it do not depend on the heading's words.
      const heading = sub.children.find((n) => n.type === 'heading');
      if (!heading) throw new Error(`${file}: <include id="${id}"> includes no heading to give the id`);
      heading.data = { ...heading.data, fixedId: id } as typeof heading.data;
    }
    out.push(...sub.children.filter((n) => n.type !== 'yaml'));
  }
  tree.children = out;
}

/** A page's syntax tree as the site renders it: parsed, with its includes inlined. */
export function parsePage(file: string): Root {
  const tree = parseMdx(readFileSync(file, 'utf8'));
  inlineIncludes(tree, file);
  return tree;
}
