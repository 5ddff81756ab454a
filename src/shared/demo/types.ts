// What a demo is, as the build's demo model yields it (src/build/demo/model.ts). Types only: both the
// build and the browser code may import them.
import type { LineId } from '../site/config.ts';

/** One file of a demo: the example itself or a file it imports from beside it (its CSS). */
export interface DemoFile {
  /** `dropdown.tsx`, `dropdown.css`. */
  name: string;
  /** Its extension, the fence and highlighting language: `tsx`, `css`. */
  lang: string;
  code: string;
}

/** One demo of the site: everything the page, the search index, the export and the sandboxes know of it. */
export interface Demo {
  /** Its id within its line: the anchor on its page (`/demo/scroll-x#scroll-x`) and the `:id` of `/~demos/<id>`. */
  id: string;
  /** The line whose package it runs on: one id names a demo on each line (see demoKey). */
  line: LineId;
  /** The example, from the repository root: `docs/7.x/examples/scroll-x.tsx`. */
  file: string;
  /** The slug of the page that shows it (`scroll-x`; `` for the home page). */
  page: string;
  /** The example first, then the files it imports from beside it. */
  files: DemoFile[];
  /** The stylesheets it imports as module specifiers: package paths as written, local ones absolute. */
  stylesheets: string[];
  /** Every module it imports at run time, as written (`rc-table`, `./dropdown.css`). */
  imports: string[];
  /** The npm packages it needs at run time (`rc-table`, `rc-dropdown`). */
  packages: string[];
}

/** The one key of a demo across the site: its line and its id (`7.x/scroll-x`). */
export const demoKey = (demo: { line: string; id: string }) => `${demo.line}/${demo.id}`;

/** A demo where a page shows it: its title and description in that page's language. */
export interface DemoOnPage {
  demo: Demo;
  /** `src` as written on the page: `../examples/scroll-x.tsx`. */
  src: string;
  title: string;
  description: string;
  /** `on-reach` when the page asks for the demo's table to come alive only once the reader reaches it (DemoHydrate). */
  hydrate?: DemoHydrate;
}

/**
 * When a demo's table comes alive in the browser, as its page asks (`<code src="…" hydrate="on-reach" />`). Left
 * out, with its block: after the first paint, once in view (`client:demo`). `on-reach`: the block hydrates as
 * ever, but the table waits, its server HTML on screen, until the reader reaches it (pointer, touch, focus,
 * wheel, scroll, key, click; or an edit to show). For demos whose hydration holds the main thread for long
 * (100,000 rows: Total Blocking Time cost Lighthouse 10 points on their page, issue 27).
 */
export type DemoHydrate = 'on-reach';
