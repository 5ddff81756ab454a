// The bench's search steps, in Chromium on the built site (issue #4 and issue 9):
// - latency: what the search box loads on first focus (results UI, worker, the locale's index; none of it
//   is in the first visit) and the time from the debounce firing to the results being in the DOM (the
//   `site-search` User Timing measure the results panel records for every answer);
// - first use: on a page without React, everything the box loads on first focus and one query (the
//   island, React, the worker and the locale's index), gzipped.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../ensure-chromium.mjs';
import { createStaticServer, listen } from '../static-server.mjs';
import { SEARCH_INDEX_GZIP_BUDGET, SEARCH_TIME_BUDGET_MS } from './budgets.mjs';
import { gzipSize, kb } from './sizes.mjs';

const SEARCH_QUERIES = [
  'sticky',
  'rowKey',
  'expandeble',
  'expandR',
  'fixed columns',
  'scroll',
  'virtual list',
  'render',
  'onHeaderCell',
  'tree data',
  'stiky',
  'colSpan rowSpan',
  'e',
  'changelog 7.0.0',
  'qxzvbnm',
];

async function measureSearch(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  // Requests of the page's workers are reported on the page too.
  page.on(
    'request',
    (req) => ['script', 'fetch'].includes(req.resourceType()) && scripts.add(new URL(req.url()).pathname),
  );
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const firstVisit = new Set(scripts);
  const input = page.locator('.site-search-input');
  await input.focus();
  const measures = () => page.evaluate(() => performance.getEntriesByName('site-search').map((e) => e.duration));
  const ask = async (query) => {
    const before = (await measures()).length;
    await input.fill(query);
    await page.waitForFunction((n) => performance.getEntriesByName('site-search').length > n, before);
    return (await measures())[before];
  };
  const cold = await ask('table'); // the worker may still be preparing the index
  const times = [];
  for (const query of SEARCH_QUERIES) times.push(await ask(query));
  const loaded = [...scripts].filter((s) => !firstVisit.has(s));
  await context.close();
  const size = (pattern) => loaded.filter((s) => pattern.test(s)).reduce((sum, s) => sum + gzipSize(s).gzip, 0);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    loadedOnFocus: loaded,
    // The page's own line's index first; a query with no answer there fetches the other line's (issue 25).
    indexGzip: loaded
      .filter((s) => /search-index\//.test(s))
      .slice(0, 1)
      .reduce((sum, s) => sum + gzipSize(s).gzip, 0),
    otherLineIndexGzip: loaded
      .filter((s) => /search-index\//.test(s))
      .slice(1)
      .reduce((sum, s) => sum + gzipSize(s).gzip, 0),
    workerGzip: size(/search\.worker/),
    // The results panel and what it imports: every script the focus loaded except the worker.
    panelGzip: size(/\.js$/) - size(/search\.worker/),
    coldMs: cold,
    queries: Object.fromEntries(SEARCH_QUERIES.map((q, i) => [q, Number(times[i].toFixed(2))])),
    medianMs: sorted[Math.floor(sorted.length / 2)],
    maxMs: sorted[sorted.length - 1],
  };
}

/** Measures the search box's latency on `/`. */
export async function searchLatency() {
  const searchServer = createStaticServer();
  const searchBase = await listen(searchServer);
  const searchBrowser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const search = await measureSearch(searchBrowser, searchBase);
  await searchBrowser.close();
  searchServer.close();
  return search;
}

/** The search figures' two lines: what first focus loads, and the latency, each against its budget. */
export function printSearchLatency(search) {
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(
    `search index of the page's line: ${kb(search.indexGzip)} gzipped (budget ${kb(SEARCH_INDEX_GZIP_BUDGET)}: ${search.indexGzip <= SEARCH_INDEX_GZIP_BUDGET ? 'within' : 'OVER'}); ` +
      `loaded on first focus with the worker (${kb(search.workerGzip)}) and the results UI (${kb(search.panelGzip)}); ` +
      `the other line's, fetched for the queries with no answer on this one: ${kb(search.otherLineIndexGzip)}`,
  );
  console.log(
    `search latency, debounce fired → results in the DOM: median ${ms(search.medianMs)} over ${SEARCH_QUERIES.length} queries ` +
      `(budget ${SEARCH_TIME_BUDGET_MS} ms: ${search.medianMs <= SEARCH_TIME_BUDGET_MS ? 'within' : 'OVER'}), slowest ${ms(search.maxMs)}, first query ${ms(search.coldMs)}`,
  );
}

/** What the search box loads on first focus and one query on /changelog, index included, gzipped. */
export async function searchFirstUse() {
  const server2 = createStaticServer();
  const base2 = await listen(server2);
  const browser2 = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const context = await browser2.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${base2}/changelog`, { waitUntil: 'networkidle' });
  const files = new Set();
  context.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin !== base2 || res.status() !== 200) return;
    if (url.pathname.endsWith('.js') || url.pathname.startsWith('/search-index/')) files.add(url.pathname);
  });
  page.on('worker', (w) => files.add(new URL(w.url()).pathname));
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.click();
  await box.fill('sticky');
  await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
  await page.waitForLoadState('networkidle');
  await browser2.close();
  server2.close();
  return [...files].reduce((sum, f) => sum + gzipSize(f).gzip, 0);
}
