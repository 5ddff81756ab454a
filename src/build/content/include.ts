import type { Root, RootContent } from 'mdast';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileMemo } from '../file-memo.ts';
import { changelogSource } from './changelog.ts';
import { codeSource, cssClassTableSource } from '../upgrade/guide-includes.ts';
import { mdxAttribute, parseMdx } from './markdown.ts';

const MAX_DEPTH = 5;

/**
 * Markdown made from data rather than written: `format="changelog"` turns the release data that
 * `src` points to into the changelog's release list in the element's `locale`.
 */
const FORMATS: Record<string, (file: string, locale?: string) => { markdown: string; files: string[] }> = {
  changelog: changelogSource,
  code: codeSource,
  'upgrade-css-classes': cssClassTableSource,
};

/**
 * Replaces each `<include src="./partials/x.md" />` with the content of that file, so one body can
 * serve several pages and its headings count in the including page's table of contents and search
 * index; `<include src="./data/releases.json" format="changelog" locale="zh-CN" />` with the
 * Markdown generated from that data (other formats: src/build/upgrade/guide-includes.ts). An `id` attribute gives the first included heading that id.
 * Returns the included files (for watching).
 */
export function inlineIncludes(tree: Root, file: string, depth = 0): string[] {
  const included: string[] = [];
  const out: RootContent[] = [];
  for (const node of tree.children) {
    const element = node.type === 'mdxJsxFlowElement' && node.name === 'include' ? node : undefined;
    const src = element && mdxAttribute(element, 'src');
    if (!element || !src) {
      out.push(node);
      continue;
    }
    if (depth >= MAX_DEPTH) throw new Error(`${file}: includes nest deeper than ${MAX_DEPTH}`);
    const target = path.resolve(path.dirname(file), src);
    const format = mdxAttribute(element, 'format');
    let sub: Root;
    if (format) {
      const generate = FORMATS[format];
      if (!generate)
        throw new Error(`${file}: <include format="${format}"> is not one of ${Object.keys(FORMATS).join(', ')}`);
      const { markdown, files } = generate(target, mdxAttribute(element, 'locale'));
      sub = parseMdx(markdown);
      included.push(...files);
    } else {
      sub = parseMdx(readFileSync(target, 'utf8'));
      included.push(target, ...inlineIncludes(sub, target, depth + 1));
    }
    const id = mdxAttribute(element, 'id');
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
  return included;
}

// Each page's Markdown is parsed once per build and shared by everything that reads it (the demo
// model, the search index, the Markdown export), while the page and the files it includes are unchanged.
const parsed = fileMemo<Root>('parsed-pages');

/**
 * A page's syntax tree as the site renders it: parsed, with its includes inlined. The tree is shared:
 * readers must not change it.
 */
export function parsePage(file: string): Root {
  return parsed(file, () => {
    const tree = parseMdx(readFileSync(file, 'utf8'));
    return { value: tree, files: [file, ...inlineIncludes(tree, file)] };
  });
}

/** The files a page is made of: itself, its partials and the data it includes (the dev server watches them). */
export function pageSources(file: string): string[] {
  parsePage(file);
  return parsed.filesOf(file);
}
