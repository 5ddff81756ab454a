declare module 'virtual:search-indexes' {
  import type { SearchIndex } from './types';
  /** Locale id → that locale's index, loaded on demand (plugins/search/vite-search-index.ts). */
  const indexes: Record<string, () => Promise<{ default: SearchIndex }>>;
  export default indexes;
}
