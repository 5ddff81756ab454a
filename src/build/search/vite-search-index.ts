import type { Plugin } from 'vite';
import { LOCALES } from '../../lib/i18n/locales.ts';
import { buildSearchIndex } from './build-index.ts';

/** `{ 'en-US': () => import(<that locale's index>), … }`: imported by the search worker only. */
export const SEARCH_INDEXES = 'virtual:search-indexes';
/** One locale's index (`virtual:search-index-en-US`); its own chunk, named after it. */
const SEARCH_INDEX = 'virtual:search-index-';

/**
 * Serves the search index, built from docs/ and app/api-docs when the worker's bundle asks for it.
 * Each locale's index is a chunk of its own that the worker loads when the reader first focuses the
 * search box; no page imports it. Registered for the app (dev server) and for the worker bundle
 * (`worker.plugins` in vite.config.ts: a build bundles workers with those plugins only).
 */
export function searchIndexPlugin(root: string): Plugin {
  const resolved = (id: string) => `\0${id}`;
  return {
    name: 'rc-table-search-index',
    enforce: 'pre',
    resolveId(id) {
      if (id === SEARCH_INDEXES || id.startsWith(SEARCH_INDEX)) return resolved(id);
    },
    load(id) {
      if (id === resolved(SEARCH_INDEXES)) {
        const entries = LOCALES.map(
          (l) => `${JSON.stringify(l.id)}: () => import(${JSON.stringify(SEARCH_INDEX + l.id)})`,
        );
        return `export default { ${entries.join(', ')} };`;
      }
      if (id.startsWith(resolved(SEARCH_INDEX))) {
        const locale = id.slice(resolved(SEARCH_INDEX).length);
        const index = buildSearchIndex(root, locale);
        // A JSON string parses faster than the same object as a JavaScript literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(index))});`;
      }
    },
  };
}
