import type { SearchResults } from './types';

/**
 * The search box's state, as pure functions the results panel (src/client/search/panel.ts) renders:
 * where a query stands, and which result the arrow keys move to.
 */

/** `idle`: nothing typed; `loading`: the typed query has no answer yet; `failed`: its answer is an error. */
export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

/** What the worker answered for the query `keywords`: its results, or none when it `failed`. */
export interface SearchAnswer extends SearchResults {
  keywords: string;
  failed: boolean;
}

/** A query is loading until the answer to those very keywords arrives (an older answer does not count). */
export function searchStatus(keywords: string, answer: SearchAnswer | null): SearchStatus {
  if (!keywords) return 'idle';
  if (answer?.keywords !== keywords) return 'loading';
  return answer.failed ? 'failed' : 'done';
}

/**
 * The result an arrow key makes active: from none, Down picks the first and Up the last; otherwise one
 * step, wrapping around at both ends. -1 (none) when there are no results.
 */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return step > 0 ? 0 : count - 1;
  return (active + step + count) % count;
}
