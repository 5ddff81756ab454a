// The search worker: fetches a locale's index (a static file of the build) on the first request for
// that locale, prepares it once, then answers every query off the main thread.
import { fallbackLocale } from '../../shared/search/fallback';
import { unpackIndex } from '../../shared/search/index-format';
import { searchIndexUrl } from '../../shared/search/index-url';
import { SITE_CONFIG } from '../../shared/site/config';
import { prepareIndex, searchAll, type PreparedIndex } from '../../shared/search/rank';
import type { SearchRequest, SearchResponse, SearchResults } from '../../shared/search/types';

const prepared = new Map<string, Promise<PreparedIndex>>();

function indexOf(line: string, locale: string): Promise<PreparedIndex> {
  const key = `${line}/${locale}`;
  let index = prepared.get(key);
  if (!index) {
    index = fetch(searchIndexUrl(line, locale))
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.text();
      })
      .then((json) => prepareIndex(unpackIndex(json)));
    index.catch(() => prepared.delete(key)); // an index that failed to arrive is fetched again next time
    prepared.set(key, index);
  }
  return index;
}

/**
 * The query's results on its line in its locale; when there are none, those of the language it is written
 * in; when there are still none, those of another line (a prop only 1.x has, searched on 7.x), whose
 * links lead there. Another index is fetched only then.
 */
async function answer(line: string, locale: string, query: string): Promise<SearchResults> {
  const found = searchAll(await indexOf(line, locale), query);
  if (found.total || !query.trim()) return found;
  const other = fallbackLocale(locale, query);
  if (other) {
    const there = searchAll(await indexOf(line, other), query);
    if (there.total) return { ...there, locale: other };
  }
  for (const { id } of SITE_CONFIG.lines.filter((l) => l.id !== line)) {
    const there = searchAll(await indexOf(id, locale), query);
    if (there.total) return { ...there, line: id };
  }
  return found;
}

self.onmessage = ({ data: { id, line, locale, query } }: MessageEvent<SearchRequest>) => {
  answer(line, locale, query).then(
    (found) => self.postMessage({ id, ...found } satisfies SearchResponse),
    (error: unknown) =>
      self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies SearchResponse),
  );
};
