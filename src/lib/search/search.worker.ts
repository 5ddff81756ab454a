// The search worker: fetches a locale's index (a static file of the build) on the first request for
// that locale, prepares it once, then answers every query off the main thread.
import { searchIndexUrl } from './index-url';
import { prepareIndex, searchAll, type PreparedIndex } from './rank';
import type { SearchIndex, SearchRequest, SearchResponse } from './types';

// The project's TypeScript setup has the DOM library, not the worker one: name the two members used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage: (message: SearchResponse) => void;
};

const prepared = new Map<string, Promise<PreparedIndex>>();

function indexOf(locale: string): Promise<PreparedIndex> {
  let index = prepared.get(locale);
  if (!index) {
    index = fetch(searchIndexUrl(locale))
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndex>;
      })
      .then(prepareIndex);
    index.catch(() => prepared.delete(locale)); // an index that failed to arrive is fetched again next time
    prepared.set(locale, index);
  }
  return index;
}

scope.onmessage = ({ data: { id, locale, query } }) => {
  indexOf(locale).then(
    (index) => scope.postMessage({ id, ...searchAll(index, query) }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
