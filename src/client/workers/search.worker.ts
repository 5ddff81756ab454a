// The search worker: fetches a locale's index (a static file of the build) on the first request for
// that locale, prepares it once, then answers every query off the main thread.
import { fallbackLocale } from '../../shared/search/fallback';
import { unpackIndex } from '../../shared/search/index-format';
import { searchIndexUrl } from '../../shared/search/index-url';
import { prepareIndex, searchAll, type PreparedIndex } from '../../shared/search/rank';
import type { SearchRequest, SearchResponse, SearchResults } from '../../shared/search/types';

const prepared = new Map<string, Promise<PreparedIndex>>();

function indexOf(locale: string): Promise<PreparedIndex> {
  let index = prepared.get(locale);
  if (!index) {
    index = fetch(searchIndexUrl(locale))
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.text();
      })
      .then((json) => prepareIndex(unpackIndex(json)));
    index.catch(() => prepared.delete(locale)); // an index that failed to arrive is fetched again next time
    prepared.set(locale, index);
  }
  return index;
}

/** The query's results in its locale; when there are none, those of the language it is written in. */
async function answer(locale: string, query: string): Promise<SearchResults> {
  const found = searchAll(await indexOf(locale), query);
  const other = found.total ? undefined : fallbackLocale(locale, query);
  if (!other) return found;
  const there = searchAll(await indexOf(other), query);
  return there.total ? { ...there, locale: other } : found;
}

self.onmessage = ({ data: { id, locale, query } }: MessageEvent<SearchRequest>) => {
  answer(locale, query).then(
    (found) => self.postMessage({ id, ...found } satisfies SearchResponse),
    (error: unknown) =>
      self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies SearchResponse),
  );
};
