import type { SearchRequest, SearchResponse, SearchResults } from '../../shared/search/types';

export interface SearchClient {
  /** The ranked results of a query; rejects when the worker or the index could not load. */
  search(query: string): Promise<SearchResults>;
}

interface Pending {
  resolve: (answer: SearchResults) => void;
  reject: (error: Error) => void;
}

let shared: { worker: Worker; pending: Map<number, Pending>; warm: Set<string>; broken: boolean } | undefined;
let nextId = 1;

/** The page's one search worker: started on first use, and again after one failed to load. */
function worker() {
  if (!shared || shared.broken) {
    const worker = new Worker(new URL('../workers/search.worker.ts', import.meta.url), {
      type: 'module',
      name: 'search',
    });
    const pending = new Map<number, Pending>();
    const state = { worker, pending, warm: new Set<string>(), broken: false };
    worker.onmessage = ({ data }: MessageEvent<SearchResponse>) => {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (!waiting) return;
      if ('error' in data) waiting.reject(new Error(data.error));
      else waiting.resolve({ groups: data.groups, total: data.total, locale: data.locale, line: data.line });
    };
    worker.onerror = (event) => {
      // The worker's script did not load: fail what is waiting, start a new worker on the next query.
      event.preventDefault();
      state.broken = true;
      worker.terminate();
      for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'search worker failed'));
      pending.clear();
    };
    shared = state;
  }
  return shared;
}

/** Search one line's pages in the given locale, through the page's one worker. */
export function searchClient(line: string, locale: string): SearchClient {
  const ask = (query: string) =>
    new Promise<SearchResults>((resolve, reject) => {
      const state = worker();
      const id = nextId++;
      state.pending.set(id, { resolve, reject });
      state.worker.postMessage({ id, line, locale, query } satisfies SearchRequest);
    });
  const state = worker();
  if (!state.warm.has(`${line}/${locale}`)) {
    // Warm up: the worker loads and prepares this index now, before the first keystroke.
    state.warm.add(`${line}/${locale}`);
    ask('').catch(() => {});
  }
  return { search: ask };
}
