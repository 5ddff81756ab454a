// `npm run bench`: builds the production site and reports, per route, the JavaScript and CSS a first
// visit downloads (measured in Chromium: every script and stylesheet the page requests until the
// network is idle, sized as gzip -6 would send it), plus the build time. Writes bench-results/bench.json.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { BUILD_DIR, createStaticServer, listen } from './static-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_HOME_JS = 130 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function build() {
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.SITE_DEBUG;
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  if (status !== 0) throw new Error('build failed');
  return (performance.now() - started) / 1000;
}

/** Every prerendered page of the build (`x/index.html` → `/x`), redirect pages left out. */
function prerenderedRoutes() {
  return readdirSync(BUILD_DIR, { recursive: true })
    .filter((f) => f === 'index.html' || f.endsWith(`${path.sep}index.html`))
    .filter((f) => !readFileSync(path.join(BUILD_DIR, f), 'utf8').includes('http-equiv="refresh"'))
    .map((f) => '/' + path.dirname(f).split(path.sep).join('/').replace(/^\.$/, ''))
    .sort();
}

const gzipCache = new Map();
function gzipSize(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const bytes = readFileSync(path.join(BUILD_DIR, decodeURIComponent(urlPath)));
    gzipCache.set(urlPath, { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length });
  }
  return gzipCache.get(urlPath);
}

async function measure(browser, base, route) {
  const context = await browser.newContext();
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
    if (type === 'script') (sum.js += size.gzip), (sum.jsRaw += size.raw);
    else (sum.css += size.gzip), (sum.cssRaw += size.raw);
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
console.log(`\n${pad('route', 40)}${pad('JS first', 11)}${pad('CSS first', 11)}${pad('JS scrolled', 13)}${pad('CSS scrolled', 14)}files`);
for (const r of rows) {
  console.log(`${pad(r.route, 40)}${pad(kb(r.js), 11)}${pad(kb(r.css), 11)}${pad(kb(r.jsAfterScroll), 13)}${pad(kb(r.cssAfterScroll), 14)}${r.files}`);
}
const home = rows.find((r) => r.route === '/') ?? rows[0];
const maxDemo = rows.filter((r) => r.route.startsWith('/demo/')).sort((a, b) => b.js - a.js)[0];
console.log(`\nbuild time: ${buildSeconds === null ? 'not measured (--no-build)' : `${buildSeconds.toFixed(1)} s`}`);
console.log(`${home.route} first visit: ${kb(home.js)} JS, ${kb(home.css)} CSS (budget ${kb(BUDGET_HOME_JS)} JS: ${home.js <= BUDGET_HOME_JS ? 'within' : 'OVER'}); scrolled to the end: ${kb(home.jsAfterScroll)} JS`);
if (maxDemo) console.log(`heaviest demo page: ${maxDemo.route} ${kb(maxDemo.js)} JS`);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results/bench.json'), JSON.stringify({ buildSeconds, routes: rows }, null, 2));
