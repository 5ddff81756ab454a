// `npm run bench`: builds the production site and reports, per route, the JavaScript and CSS a first
// visit downloads (measured in Chromium: every script and stylesheet the page requests until the
// network is idle, sized as gzip -6 would send it), plus the build time. Writes bench-results/bench.json.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { printMutationSummary } from './mutation-summary.mjs';
import { SEARCH_INDEX_GZIP_BUDGET, SEARCH_TIME_BUDGET_MS } from './search-budgets.mjs';
import { BUILD_DIR, createStaticServer, listen } from './static-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_HOME_JS = 130 * 1024;
const kb = (n) => (n === null || n === undefined ? '—' : `${(n / 1024).toFixed(1)} KB`);

function build() {
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.SITE_DEBUG;
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  if (status !== 0) throw new Error('build failed');
  return (performance.now() - started) / 1000;
}

/** Every prerendered page of the build (`x.html` → `/x`, `index.html` → `/`), redirect and 404 pages left out. */
function prerenderedRoutes() {
  return readdirSync(BUILD_DIR, { recursive: true })
    .filter((f) => f.endsWith('.html') && !f.endsWith('404.html'))
    .filter((f) => !readFileSync(path.join(BUILD_DIR, f), 'utf8').includes('http-equiv="refresh"'))
    .map(
      (f) =>
        '/' +
        f
          .split(path.sep)
          .join('/')
          .replace(/\.html$/, '')
          .replace(/^index$/, ''),
    )
    .sort();
}

/** Issue 9's budgets: first-visit gzipped JavaScript per page at 1280×720. */
const JS_BUDGETS = {
  '/changelog': 12 * 1024,
  '/zh-CN/changelog': 12 * 1024,
  '/': 15 * 1024,
  '/demo/simple': 110 * 1024,
  '/demo/dropdown': 135 * 1024,
};
const BUDGET_SEARCH_FIRST_USE = 95 * 1024;
const BUDGET_BUILD_S = 30;

const gzipCache = new Map();
function gzipSize(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const bytes = readFileSync(path.join(BUILD_DIR, decodeURIComponent(urlPath)));
    gzipCache.set(urlPath, { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length });
  }
  return gzipCache.get(urlPath);
}

async function measure(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const assets = new Map();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    const url = new URL(res.url());
    if (url.origin !== base || !['script', 'stylesheet'].includes(type) || res.status() !== 200) return;
    assets.set(url.pathname, type);
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  const firstVisit = total(assets);
  // Then as a reader who scrolls through the whole page (every demo loads once it is on screen).
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const scrolled = total(assets);
  await context.close();
  return { ...firstVisit, jsAfterScroll: scrolled.js, cssAfterScroll: scrolled.css };
}

function total(assets) {
  const sum = { js: 0, css: 0, jsRaw: 0, cssRaw: 0, files: assets.size };
  for (const [file, type] of assets) {
    const size = gzipSize(file);
    if (type === 'script') {
      sum.js += size.gzip;
      sum.jsRaw += size.raw;
    } else {
      sum.css += size.gzip;
      sum.cssRaw += size.raw;
    }
  }
  return sum;
}

// `npm run bench -- --no-build / /demo/simple`: measure the existing build, only these routes.
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const only = args.filter((a) => a.startsWith('/'));

ensureChromium();
let buildSeconds = null;
if (!skipBuild) {
  console.log('Building the production site…');
  buildSeconds = build();
}
const routes = prerenderedRoutes().filter((r) => !only.length || only.includes(r));
const server = createStaticServer();
const base = await listen(server);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const rows = [];
for (const route of routes) rows.push({ route, ...(await measure(browser, base, route)) });
await browser.close();
server.close();

const pad = (s, n) => String(s).padEnd(n);
console.log('\nFirst visit: what a 1280×720 window downloads until the network is idle, without scrolling.');
console.log('After scroll: the same visit scrolled to the end (every demo on the page loaded).');
console.log(
  `\n${pad('route', 40)}${pad('JS first', 11)}${pad('CSS first', 11)}${pad('JS scrolled', 13)}${pad('CSS scrolled', 14)}files`,
);
for (const r of rows) {
  console.log(
    `${pad(r.route, 40)}${pad(kb(r.js), 11)}${pad(kb(r.css), 11)}${pad(kb(r.jsAfterScroll), 13)}${pad(kb(r.cssAfterScroll), 14)}${r.files}`,
  );
}
const home = rows.find((r) => r.route === '/') ?? rows[0];
const maxDemo = rows.filter((r) => r.route.startsWith('/demo/')).sort((a, b) => b.js - a.js)[0];
console.log(`\nbuild time: ${buildSeconds === null ? 'not measured (--no-build)' : `${buildSeconds.toFixed(1)} s`}`);
console.log(
  `${home.route} first visit: ${kb(home.js)} JS, ${kb(home.css)} CSS (budget ${kb(BUDGET_HOME_JS)} JS: ${home.js <= BUDGET_HOME_JS ? 'within' : 'OVER'}); scrolled to the end: ${kb(home.jsAfterScroll)} JS`,
);
if (maxDemo) console.log(`heaviest demo page: ${maxDemo.route} ${kb(maxDemo.js)} JS`);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results/bench.json'), JSON.stringify({ buildSeconds, routes: rows }, null, 2));

// ---- Search (issue #4) ----------------------------------------------------------------------------
// What the search box loads on first focus (results UI, worker, the locale's index; none of it is in
// the first visit above), and the time from the debounce firing to the results being in the DOM: the
// `site-search` User Timing measure the results panel records for every answer.
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
    indexGzip: size(/search-index\//),
    workerGzip: size(/search\.worker/),
    // The results panel and what it imports: every script the focus loaded except the worker.
    panelGzip: size(/\.js$/) - size(/search\.worker/),
    coldMs: cold,
    queries: Object.fromEntries(SEARCH_QUERIES.map((q, i) => [q, Number(times[i].toFixed(2))])),
    medianMs: sorted[Math.floor(sorted.length / 2)],
    maxMs: sorted[sorted.length - 1],
  };
}

{
  const searchServer = createStaticServer();
  const searchBase = await listen(searchServer);
  const searchBrowser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const search = await measureSearch(searchBrowser, searchBase);
  await searchBrowser.close();
  searchServer.close();
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(
    `search index: ${kb(search.indexGzip)} gzipped (budget ${kb(SEARCH_INDEX_GZIP_BUDGET)}: ${search.indexGzip <= SEARCH_INDEX_GZIP_BUDGET ? 'within' : 'OVER'}); ` +
      `loaded on first focus with the worker (${kb(search.workerGzip)}) and the results UI (${kb(search.panelGzip)})`,
  );
  console.log(
    `search latency, debounce fired → results in the DOM: median ${ms(search.medianMs)} over ${SEARCH_QUERIES.length} queries ` +
      `(budget ${SEARCH_TIME_BUDGET_MS} ms: ${search.medianMs <= SEARCH_TIME_BUDGET_MS ? 'within' : 'OVER'}), slowest ${ms(search.maxMs)}, first query ${ms(search.coldMs)}`,
  );
  const file = path.join(root, 'bench-results/bench.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), search }, null, 2));
}

// ---- Issue 9 budgets ------------------------------------------------------------------------------
// Search, first use on a page without React: everything the box loads on first focus and one query
// (the island, React, the worker and the locale's index), gzipped.
async function searchFirstUse() {
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

// ---- Lighthouse (mobile, its default form factor and throttling) --------------------------------------
const LIGHTHOUSE_ROUTES = ['/', '/changelog', '/demo/simple', '/demo/virtual-list', '/?tab=api'];
const LIGHTHOUSE_RUNS = 3;
const BUDGET_PERFORMANCE = 98;
const BUDGET_CLS = 0;
const BUDGET_CATEGORY = 100;

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/** Per route: the median performance of three runs; CLS the worst of them; the other categories of the first. */
async function lighthouseScores() {
  const server = createStaticServer();
  const base = await listen(server);
  const scores = {};
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(`${base}${route}`));
      const perf = runs.map((r) => r.performance).sort((a, b) => a - b);
      scores[route] = {
        ...runs[0],
        performance: perf[Math.floor(perf.length / 2)],
        performanceRuns: runs.map((r) => r.performance),
        cls: Math.max(...runs.map((r) => r.cls ?? 0)),
      };
    }
  } finally {
    server.close();
  }
  return scores;
}

const searchBytes = await searchFirstUse();
const lh = only.length ? {} : await lighthouseScores();
const seconds = (s) => (s === null ? 'not measured' : `${s.toFixed(1)} s`);
const plain = (n) => (n === null ? '—' : String(Number(n.toFixed(3))));
/** [label, value, budget, format, 'max' (value ≤ budget) | 'min' (value ≥ budget)] */
const figures = [
  ...[...Object.keys(JS_BUDGETS), '/demo/virtual-list'].flatMap((route) => {
    const row = rows.find((r) => r.route === route);
    return [
      [`${route} first-visit JS`, row?.js, JS_BUDGETS[route] ?? null, kb, 'max'],
      [`${route} first-visit CSS`, row?.css, null, kb, 'max'],
    ];
  }),
  ['search first use on /changelog (incl. index)', searchBytes, BUDGET_SEARCH_FIRST_USE, kb, 'max'],
  ['whole-site build', buildSeconds, BUDGET_BUILD_S, seconds, 'max'],
  ...Object.entries(lh).flatMap(([route, s]) => [
    [
      `Lighthouse ${route} performance (median of ${LIGHTHOUSE_RUNS}: ${s.performanceRuns.join(', ')})`,
      s.performance,
      BUDGET_PERFORMANCE,
      plain,
      'min',
    ],
    [`Lighthouse ${route} CLS`, s.cls, BUDGET_CLS, plain, 'max'],
    [`Lighthouse ${route} accessibility`, s.accessibility, BUDGET_CATEGORY, plain, 'min'],
    [`Lighthouse ${route} best practices`, s.bestPractices, BUDGET_CATEGORY, plain, 'min'],
    [`Lighthouse ${route} SEO`, s.seo, BUDGET_CATEGORY, plain, 'min'],
  ]),
];
console.log('\nIssue 9 budgets (first visit at 1280×720, gzip; Lighthouse mobile)');
const labelWidth = Math.max(...figures.map(([label]) => label.length)) + 2;
let over = 0;
for (const [label, value, budget, format, kind] of figures) {
  const known = value !== null && value !== undefined;
  const ok = !known || budget === null ? null : kind === 'min' ? value >= budget : value <= budget;
  if (ok === false) over += 1;
  const limit = budget === null ? 'no budget' : `budget ${kind === 'min' ? '≥' : '≤'} ${format(budget)}`;
  console.log(
    `${label.padEnd(labelWidth)}${format(known ? value : null).padEnd(14)}${limit.padEnd(20)}${ok === null ? '' : ok ? 'ok' : 'OVER'}`,
  );
}
writeFileSync(
  path.join(root, 'bench-results/issue9.json'),
  JSON.stringify({ buildSeconds, searchBytes, lighthouse: lh, figures }, null, 2),
);

// Search relevance (hit@1, hit@3, MRR per language) and ranking time, with their own bars.
console.log('\nSearch relevance on tests/search/relevance-set.json');
const relevance = spawnSync(process.execPath, [path.join(root, 'scripts/bench-search.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (relevance.status !== 0) over += 1;

// The last mutation score, read from Stryker's report (Stryker itself is far too slow to run here).
console.log('');
printMutationSummary();

// The live editor's budgets (first Edit bytes, keystroke → table, transpile, typing), on this build.
const live = spawnSync(process.execPath, [path.join(root, 'scripts/bench-live.mjs')], { cwd: root, stdio: 'inherit' });
if (live.status !== 0) over += 1;
process.exit(over ? 1 : 0);
