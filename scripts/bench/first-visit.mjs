// The bench's first-visit step: per route, the JavaScript and CSS a first visit downloads (measured in
// Chromium: every script and stylesheet the page requests until the islands in the first screen have hydrated
// and the network is idle, sized as gzip -6 would send it), then the same after scrolling to the end of the page.
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, ensureChromium } from '../ensure-chromium.mjs';
import { BUILD_DIR, createStaticServer, listen } from '../static-server.mjs';
import { gzipSize, kb } from './sizes.mjs';

/** Every prerendered page of the build (`x.html` → `/x`, `index.html` → `/`), redirect and 404 pages left out. */
export function prerenderedRoutes() {
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

/**
 * Watches the page's requests; `quiet()` resolves once none has been in flight for 500 ms. Playwright's
 * `waitForLoadState('networkidle')` resolves at once when the page was idle before, so it cannot wait for what
 * an island or a scroll asks for later.
 */
function watchNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet(ms = 500) {
      while (inFlight > 0 || Date.now() - lastChange < ms) await page.waitForTimeout(50);
    },
  };
}

/**
 * Waits until every island in the first screen has hydrated (Astro drops its `ssr` attribute). Islands start only
 * after the first paint: on a busy machine the network could be idle before that, and the page's island chunks
 * went uncounted (/demo/scroll-to-align once read 3.3 KB).
 */
async function firstScreenHydrated(page, route) {
  try {
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('astro-island[ssr]')].some((island) => {
          const box = island.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }),
      undefined,
      { timeout: 20_000 },
    );
  } catch {
    console.warn(`${route}: an island in the first screen did not hydrate within 20 s; counted as it stood`);
  }
}

async function measure(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const assets = new Map();
  const network = watchNetwork(page);
  page.on('response', (res) => {
    const type = res.request().resourceType();
    const url = new URL(res.url());
    if (url.origin !== base || !['script', 'stylesheet'].includes(type) || res.status() !== 200) return;
    assets.set(url.pathname, type);
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await firstScreenHydrated(page, route);
  // What the islands asked for once hydrated (the demo's own code).
  await network.quiet();
  const firstVisit = total(assets);
  // Then as a reader who scrolls through the whole page (every demo loads once it is on screen).
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await network.quiet();
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

/** Measures each route on the current build: one row per route. */
export async function firstVisit(routes) {
  const server = createStaticServer();
  const base = await listen(server);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const rows = [];
  for (const route of routes) rows.push({ route, ...(await measure(browser, base, route)) });
  await browser.close();
  server.close();
  return rows;
}

/** The per-route table, the build time, the home page's line (against its budget, when `/` was measured) and the heaviest demo page. */
export function printFirstVisit(rows, buildSeconds, homeBudget) {
  const pad = (s, n) => String(s).padEnd(n);
  console.log(
    '\nFirst visit: what a 1280×720 window downloads until its first screen is live and the network idle, without scrolling.',
  );
  console.log('After scroll: the same visit scrolled to the end (every demo on the page loaded).');
  console.log(
    `\n${pad('route', 40)}${pad('JS first', 11)}${pad('CSS first', 11)}${pad('JS scrolled', 13)}${pad('CSS scrolled', 14)}files`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.route, 40)}${pad(kb(r.js), 11)}${pad(kb(r.css), 11)}${pad(kb(r.jsAfterScroll), 13)}${pad(kb(r.cssAfterScroll), 14)}${r.files}`,
    );
  }
  const home = rows.find((r) => r.route === '/');
  // A demo page of any line and language (`/demo/x`, `/7.x/demo/x`, `/zh-CN/demo/x`): no line's prefix named here.
  const maxDemo = rows.filter((r) => r.route.split('/').at(-2) === 'demo').sort((a, b) => b.js - a.js)[0];
  console.log(`\nbuild time: ${buildSeconds === null ? 'not measured (--no-build)' : `${buildSeconds.toFixed(1)} s`}`);
  // Only the home page is held to the home page's budget: a run on other routes prints no such line.
  if (home) {
    console.log(
      `/ first visit: ${kb(home.js)} JS, ${kb(home.css)} CSS (budget ${kb(homeBudget)} JS: ${home.js <= homeBudget ? 'within' : 'OVER'}); scrolled to the end: ${kb(home.jsAfterScroll)} JS`,
    );
  }
  if (maxDemo) console.log(`heaviest demo page: ${maxDemo.route} ${kb(maxDemo.js)} JS`);
}
