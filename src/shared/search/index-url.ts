/** Where a locale's search index is published (src/pages/search-index/[locale].json.ts). */
export const searchIndexUrl = (locale: string) => `/search-index/${locale}.json`;
