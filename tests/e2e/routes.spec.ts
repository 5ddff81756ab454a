import { expectDemoReady, expect, openPage, reachDemo, readingTest, test } from './fixtures';
import { firstTableBelowFirstScreen } from './reader';
import { crashPage, demoPages, documentTitle, on7x, onlyOnCurrentLine, pages, pagesWithDemosAudited } from './site';

// A laptop's window: the demo pages' first table must be on its first screen (the demo comes first).
const WINDOW = { width: 1280, height: 800 };

for (const page of pages) {
  readingTest(
    `${page.path} renders its heading, title and description with no console error`,
    async ({ page: browser }) => {
      readingTest.setTimeout(90_000);
      await browser.setViewportSize(WINDOW);
      const response = await openPage(browser, page.path);
      expect(response?.status()).toBe(200);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.title);
      await expect(browser).toHaveTitle(documentTitle(page.title));
      await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      if (demoPages.includes(page)) {
        expect(await firstTableBelowFirstScreen(browser), 'where the first table starts, below the first screen').toBe(
          undefined,
        );
      }
      // Every demo of the page is prerendered with its table, and comes alive (hydrates without a warning) once
      // the reader reaches it (on screen; the 100,000-row lists when pointed at): a11y.spec.ts brings every demo of
      // its pages to life, so here only the others' are.
      const previews = await browser.locator('.demo-preview').all();
      if (page.path.startsWith('/demo/')) expect(previews.length).toBeGreaterThan(0);
      const audited = pagesWithDemosAudited.includes(page);
      for (const preview of previews) {
        await expect(preview.locator('table').first()).toBeAttached();
        if (audited) continue;
        await reachDemo(preview);
        await expectDemoReady(preview);
        await expect(preview.locator('table').first()).toBeVisible();
      }
    },
  );
}

test('/demo leads to the first demo page', async ({ page }) => {
  await openPage(page, '/demo');
  await expect(page).toHaveURL(/\/demo\/[a-z-]+$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a trailing slash is removed from the address without a reload', async ({ page }) => {
  await openPage(page, '/changelog/');
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await page.goto('/demo/scroll-x/?x=1#scroll-x');
  await expect(page).toHaveURL(/\/demo\/scroll-x\?x=1#scroll-x$/);
});

test('navigation through the header, sidebar and next link', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Changelog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
  await expect(page).toHaveTitle('Changelog - rc-table');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/demo\//);
  const next = page.getByRole('link', { name: /^Next/ });
  const nextTitle = await next.locator('.prev-next-title').innerText();
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: nextTitle, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  // Navigation is an ordinary page load (prefetched by the speculation rules every page carries).
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
});

test('pages load lazily: the home page does not fetch the changelog or demo page chunks', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => /\/changelog[.-][\w-]+\.js$/.test(s))).toBe(false);
  expect(scripts.some((s) => /\/(scroll-x|virtual-list|fixed-columns)[\w.-]*\.js$/.test(s))).toBe(false);
});

test('the sidebar of a 7.x demo page lists every demo page of the spec, in reading order', async ({ page }) => {
  await openPage(page, '/7.x/demo/simple');
  const links = page.getByRole('navigation', { name: 'Pages' }).getByRole('link');
  // Test builds also carry the debug page, in its own group at the end.
  const expected = [...demoPages, crashPage];
  await expect(links).toHaveText(expected.map((p) => p.title));
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    expected.map((p) => on7x(p.path)),
  );
});

test("the sidebar of a 1.x demo page lists the spec's demo pages in the same order, with 1.x's own among them", async ({
  page,
}) => {
  await openPage(page, '/demo/simple');
  const links = page.getByRole('navigation', { name: 'Pages' }).getByRole('link');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const spec = [...demoPages, crashPage].map((p) => p.path);
  expect(hrefs.filter((href) => spec.includes(href))).toEqual(spec);
  expect(hrefs.filter((href) => !spec.includes(href)).sort()).toEqual(onlyOnCurrentLine.map((p) => p.path).sort());
});
