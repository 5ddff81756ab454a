// The search worker: loads a locale's index (a chunk of this worker's bundle) on the first request for
// that locale, prepares it once, then answers every query off the main thread.
import indexes from 'virtual:search-indexes';
import { prepareIndex, searchAll, type PreparedIndex } from './rank';
import type { SearchRequest, SearchResponse } from './types';

// The project's TypeScript setup has the DOM library, not the worker one: name the two members used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage: (message: SearchResponse) => void;
};

const prepared = new Map<string, Promise<PreparedIndex>>();

function indexOf(locale: string): Promise<PreparedIndex> {
  let index = prepared.get(locale);
  if (!index) {
    const load = indexes[locale] ?? Object.values(indexes)[0];
    index = load().then((m) => prepareIndex(m.default));
    index.catch(() => prepared.delete(locale)); // a chunk that failed to arrive is fetched again next time
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
