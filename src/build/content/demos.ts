import path from 'node:path';
import { findDemoElements } from './extract.ts';
import { importSpecifiers, resolveLocal } from './imports.ts';
import { parsePage } from './include.ts';
import type { PageRecord } from './pages.ts';
import { demoId } from './slug.ts';

export interface DemoRecord {
  id: string;
  /** Example path from the repository root: `docs/examples/scroll-x.tsx`. */
  file: string;
  title: string;
  description: string;
  pageId: string;
  pagePath: string;
}

/** Every demo of every page (tabs included), with ids checked for uniqueness across the site. */
export function collectDemos(root: string, pages: PageRecord[]): DemoRecord[] {
  const demos: DemoRecord[] = [];
  const seen = new Map<string, string>();
  for (const page of pages) {
    for (const file of [page.file, ...page.tabs.map((t) => t.file)]) {
      const tree = parsePage(path.join(root, file));
      for (const el of findDemoElements(tree)) {
        const id = demoId(page.slug, el.src);
        const example = path.posix.join(path.posix.dirname(file), el.src);
        const clash = seen.get(id);
        if (clash) throw new Error(`demo id "${id}" is used by ${clash} and ${example}`);
        seen.set(id, example);
        demos.push({
          id,
          file: example,
          title: el.title,
          description: el.description,
          pageId: page.id,
          pagePath: page.path,
        });
      }
    }
  }
  return demos;
}

/**
 * The stylesheets a demo imports, as module specifiers usable from anywhere: package paths as
 * written (`rc-table/assets/index.css`), relative ones made absolute.
 */
export function demoStylesheets(exampleFile: string, source: string): string[] {
  return importSpecifiers(source)
    .filter((spec) => spec.endsWith('.css'))
    .map((spec) => (spec.startsWith('.') ? resolveLocal(exampleFile, spec) : spec));
}
