/** Where a line's search index in a locale is published (src/pages/search-index/[line]/[locale].json.ts). */
export const searchIndexUrl = (line: string, locale: string) => `/search-index/${line}/${locale}.json`;
