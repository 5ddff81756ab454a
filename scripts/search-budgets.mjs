// The search budgets (issue #4), read by both benchmarks: scripts/bench.mjs (in Chromium) and
// scripts/bench-search.mjs (the ranking alone, in Node).

/** Each locale's index, gzipped. */
export const SEARCH_INDEX_GZIP_BUDGET = 40 * 1024;
/** The median time to answer a query once the debounce has fired. */
export const SEARCH_TIME_BUDGET_MS = 30;
