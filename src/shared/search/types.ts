/**
 * The search index: built at build time from docs/ and src/shared/api-docs by src/build/search/build-index.ts,
 * published as /search-index/<locale>.json, fetched by the search worker and read by src/shared/search/rank.ts.
 * Pure types, shared by Node (the builder) and the browser (the worker and the results UI).
 */

/** The index of one locale: one record per page of the build, in reading order. */
export interface SearchIndex {
  locale: string;
  pages: SearchPage[];
}

export interface SearchPage {
  /** The top-level navigation item the page sits under ("Demo", "Changelog"); the home page's own title. */
  navTitle: string;
  /** That item's order in the top navigation (0 for the home page, which has no item). */
  navOrder: number;
  title: string;
  /** The page's address: `/`, `/demo/sticky-header`. */
  link: string;
  /** The frontmatter description (the page's search summary); '' when it has none. */
  description: string;
  sections: SearchSection[];
  demos: SearchDemo[];
  /** Release notes (the changelog's generated list): what changed when, not how to use it. */
  history?: true;
}

export interface SearchSection {
  /** The heading as the page shows it, or the API property name; '' for the text before a tab's first heading. */
  rawTitle: string;
  /** What a result shows as its title: rawTitle, else the tab's title (non-default tabs), else the page title. */
  title: string;
  /** `/demo/scroll-x#heading-id`, `/?tab=api#api-table-rowkey`, `/?tab=api` (a tab's opening text). */
  link: string;
  /** Plain-text paragraphs, list items and table cells of the section; for an API row: description, type, default. */
  paragraphs: string[];
  /** An API table row (a Table property or Column field): results show these under "API". */
  api?: true;
  /** A deprecated API row: it names the property to use instead, which is the better answer. */
  deprecated?: true;
}

export interface SearchDemo {
  /** `/demo/sticky-header#sticky-header-container`. */
  link: string;
  /** The `title` attribute of the demo's `<code>` element ('' when it has none). */
  rawTitle: string;
  /** What a result shows: rawTitle, else the demo id. */
  title: string;
  description: string;
  /** The Table/Column API names the demo's source uses (`sticky`, `offsetHeader`), except the ubiquitous ones. */
  keywords: string[];
}

/** A piece of a title or text; `highlighted` pieces are the matched keywords. */
export interface Fragment {
  text: string;
  highlighted?: true;
}

/**
 * `page`: the page title matched; `title`: a section's title; `content`: only a section's (or the page
 * description's) text; `demo`: a demo's title, description or keywords.
 */
export type HitType = 'page' | 'title' | 'content' | 'demo';

export interface SearchHit {
  type: HitType;
  link: string;
  /** Higher first: see rank.ts for how it is counted. */
  priority: number;
  pageTitle: string;
  /** A row of the API tables. */
  api?: true;
  title: Fragment[];
  text: Fragment[];
}

/** Hits under one top-level navigation item. */
export interface SearchGroup {
  title: string;
  /** The item's navigation order × 1000; groups are listed by their best hit, then by this, lowest first. */
  priority: number;
  /** The API rows of the item's pages: the results UI labels this group "API". */
  api?: true;
  hits: SearchHit[];
}

/**
 * The results of one query, as the worker answers them and the results panel shows them: the groups hold
 * the best hits (at most rank.ts's MAX_HITS), `total` counts them all.
 */
export interface SearchResults {
  groups: SearchGroup[];
  /** How many hits the query has in all. */
  total: number;
  /** Set when the hits are another language's pages (the query found nothing in its own). */
  locale?: string;
  /** Set when the hits are another line's pages (the query found nothing on the line being read). */
  line?: string;
}

/**
 * Main thread → worker. The worker loads the locale's index on the first request for it (the client
 * sends an empty query as soon as the worker starts, so the index is ready by the first keystroke).
 */
export interface SearchRequest {
  id: number;
  /** The line being read: each line has its own index. */
  line: string;
  locale: string;
  query: string;
}

/** Worker → main thread: the results of request `id`, or why there are none (the index did not load). */
export type SearchResponse = ({ id: number } & SearchResults) | { id: number; error: string };
