import path from 'node:path';
import { demosOfPage } from '../demo/model.ts';
import type { PageRecord } from './pages.ts';

/** A demo of the site's list (the standalone `/~demos/<id>` pages): its title as its page shows it. */
export interface DemoRecord {
  id: string;
  /** Example path from the repository root: `docs/examples/scroll-x.tsx`. */
  file: string;
  title: string;
  description: string;
  pageId: string;
  pagePath: string;
}

/** Every demo of every page (tabs included), from the demo model, with ids checked for uniqueness across the site. */
export function collectDemos(root: string, pages: PageRecord[]): DemoRecord[] {
  const demos: DemoRecord[] = [];
  const seen = new Map<string, string>();
  for (const page of pages) {
    for (const file of [page.file, ...page.tabs.map((t) => t.file)]) {
      for (const { demo, title, description } of demosOfPage(root, path.join(root, file))) {
        const clash = seen.get(demo.id);
        if (clash) throw new Error(`demo id "${demo.id}" is used by ${clash} and ${demo.file}`);
        seen.set(demo.id, demo.file);
        demos.push({ id: demo.id, file: demo.file, title, description, pageId: page.id, pagePath: page.path });
      }
    }
  }
  return demos;
}
