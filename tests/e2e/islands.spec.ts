import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { pages, zhPath } from './site';

// Islands: a page loads React only for the parts that need it, when they are about to be seen.
const assets = path.join(process.env.SITE_BUILD_DIR ?? 'build-test', '_astro');
/** React DOM's production build links its errors to this page: a chunk with it is React. */
const REACT_MARKER = 'react.dev/errors/';
const reactChunks = readdirSync(assets).filter(
  (f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes(REACT_MARKER),
);

function scriptsOf(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && loaded.push(path.basename(new URL(r.url()).pathname)));
  return loaded;
}

test('the build has a React chunk to look for', () => {
  expect(reactChunks.length).toBeGreaterThan(0);
});

for (const route of ['/changelog', '/zh-CN/changelog']) {
  test(`${route}, a text page, loads no React`, async ({ page }) => {
    const loaded = scriptsOf(page);
    await openPage(page, route);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((f) => reactChunks.includes(f))).toEqual([]);
  });
}

test('the home page loads React only when its demo nears the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const loaded = scriptsOf(page);
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  const demo = page.locator('#basic-usage .demo-preview');
  await expect(demo).not.toBeInViewport();
  // Prerendered: the table is there before any React.
  await expect(demo.locator('table')).toBeAttached();
  expect(loaded.filter((f) => reactChunks.includes(f))).toEqual([]);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-demo-ready', '', { timeout: 30_000 });
  expect(loaded.filter((f) => reactChunks.includes(f)).length).toBeGreaterThan(0);
});

test('search works on a page that had no React', async ({ page }) => {
  const loaded = scriptsOf(page);
  await openPage(page, '/changelog');
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((f) => reactChunks.includes(f))).toEqual([]);
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.click();
  await box.fill('sticky');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expect(results.locator('[role="option"][href="/demo/sticky-header"]').first()).toBeVisible();
  // The results panel is plain DOM: searching does not bring React in either.
  expect(loaded.filter((f) => reactChunks.includes(f))).toEqual([]);
});

test('the sidebar keeps its scroll position across a navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPage(page, '/demo/simple');
  const sidebar = page.getByRole('navigation', { name: 'Pages' });
  await sidebar.evaluate((el) => el.scrollTo({ top: 400 }));
  const before = await sidebar.evaluate((el) => el.scrollTop);
  expect(before).toBeGreaterThan(100);
  const link = sidebar.getByRole('link', { name: 'Fixed columns', exact: true });
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixed columns');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const after = await page.getByRole('navigation', { name: 'Pages' }).evaluate((el) => el.scrollTop);
  expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
});

test('a page load whose view transition is skipped (the window resized meanwhile) logs no error', async ({ page }) => {
  // Chromium skips a page-load transition when the viewport changes during it, and rejects its promises.
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPage(page, '/demo/scroll-x');
  for (const [i, target] of ['/demo/aria', '/demo/simple', '/demo/fixed-columns', '/changelog'].entries()) {
    await page.evaluate((href) => (location.href = href), target);
    await page.setViewportSize({ width: 1200 - i * 10, height: 700 });
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  // A skipped transition's promises reject within a frame or two of the page showing.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // The fixture fails the test on any page error, an unhandled rejection included.
});

test('sitemap.xml lists every page of both locales with hreflang alternates', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(locs.length).toBeGreaterThan(0);
  const xml = (await Promise.all(locs.map(async (loc) => (await request.get(loc)).text()))).join('\n');
  const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  for (const p of pages.filter((x) => !x.debug)) {
    expect(listed, p.path).toContain(p.path);
    expect(listed, zhPath(p.path)).toContain(zhPath(p.path));
  }
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="zh-CN" href="[^"]+\/zh-CN\/demo\/simple"/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: \S+\/sitemap-index\.xml$/m);
});

test('every page names its canonical address and its other languages', async ({ page }) => {
  await openPage(page, '/zh-CN/demo/simple');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/zh-CN\/demo\/simple$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /[^N]\/demo\/simple$/);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
    'href',
    /\/zh-CN\/demo\/simple$/,
  );
});

test("a page loads its own demos' stylesheets and no other page's", async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (r) => r.resourceType() === 'stylesheet' && sheets.push(new URL(r.url()).pathname));
  // The changelog has no demo: the site's stylesheet alone.
  await openPage(page, '/changelog');
  await page.waitForLoadState('networkidle');
  expect(sheets).toHaveLength(1);
  const site = sheets[0];
  // The dropdown page: its demo's own rules (docs/1.x/examples/dropdown.css) apply.
  sheets.length = 0;
  await openPage(page, '/demo/dropdown');
  await page.waitForLoadState('networkidle');
  const demoSheet = /\/_astro\/dropdown\.[\w-]+\.css$/;
  expect(sheets.filter((s) => demoSheet.test(s))).toHaveLength(1);
  await expect(page.locator('.dropdown-title').first()).toHaveCSS('display', 'inline-flex');
  // The simple demo's page loads none of the dropdown demo's sheets.
  sheets.length = 0;
  await openPage(page, '/demo/simple');
  await page.waitForLoadState('networkidle');
  expect(sheets).toContain(site);
  expect(sheets.filter((s) => demoSheet.test(s))).toEqual([]);
});

test('the first Show Code starts loading the source on hover, and the demo stylesheet is requested once', async ({
  page,
}) => {
  const requests: string[] = [];
  const urls: string[] = [];
  page.on('request', (r) => {
    requests.push(new URL(r.url()).pathname);
    urls.push(r.url());
  });
  await openPage(page, '/demo/dropdown');
  const demo = page.locator('#dropdown');
  await demo.locator('.demo-preview').scrollIntoViewIfNeeded();
  await expect(demo.locator('.demo-preview')).toHaveAttribute('data-demo-ready', '', { timeout: 30_000 });
  const before = requests.length;
  await demo.getByRole('button', { name: 'Show Code' }).hover();
  await expect.poll(() => requests.slice(before).some((r) => /CodePanel/.test(r))).toBe(true);
  await page.waitForLoadState('networkidle');
  const sheets = urls.filter((u) => /\.css($|[?#])/.test(u));
  expect(sheets.length).toBeGreaterThan(0);
  // Each stylesheet once, and none twice under another spelling (`x.css#`, `x.css?…`).
  expect(new Set(sheets.map((u) => u.replace(/[?#].*$/, ''))).size).toBe(sheets.length);
});
