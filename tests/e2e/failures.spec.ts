import { expectDemoReady, expect, openPage, reachDemo, test } from './fixtures';

// A chunk that fails to load (offline, or a deploy replaced it) stays inside its box, says so, and can be
// retried; the rest of the page keeps working.
const DEMO_CHUNK = /\/_astro\/basic-usage[.-][\w.-]+\.js$/;

test('a demo whose code fails to load says so and renders again once it can', async ({ page, problems }) => {
  // React reports (#422) that it had to client-render the demo whose hydration failed.
  problems.allow(/Failed to load resource|Failed to fetch dynamically imported module|basic-usage|#422/);
  let blocked = true;
  await page.route(DEMO_CHUNK, (route) => (blocked ? route.abort() : route.continue()));
  await openPage(page, '/');
  const demo = page.locator('#basic-usage');
  await demo.scrollIntoViewIfNeeded();
  const alert = demo.getByRole('alert');
  await expect(alert).toContainText('The code of this demo could not be loaded');
  // The page around it still works.
  await page.locator('.site-header').getByRole('link', { name: 'Changelog' }).hover();
  blocked = false;
  await alert.getByRole('button', { name: 'Render again' }).click();
  await expectDemoReady(demo.locator('.demo-preview'));
  await expect(demo.locator('.demo-preview table')).toBeVisible();
});

test('a heavy demo whose code fails to load when reached says so, and its Render again works', async ({
  page,
  problems,
}) => {
  // The virtual list waits to be reached (hydrate="on-reach") and, until it is live, holds the clicks inside it:
  // once its code has failed, its error box is what is inside it, and its button must not be held.
  problems.allow(/Failed to load resource|Failed to fetch dynamically imported module|virtual-list|#422/);
  let blocked = true;
  await page.route(/\/_astro\/virtual-list\.[^/]*\.js$/, (route) => (blocked ? route.abort() : route.continue()));
  await openPage(page, '/demo/virtual-list');
  const preview = page.locator('#virtual-list .demo-preview');
  await reachDemo(preview);
  const alert = preview.getByRole('alert');
  await expect(alert).toContainText('The code of this demo could not be loaded', { timeout: 30_000 });
  blocked = false;
  await alert.getByRole('button', { name: 'Render again' }).click();
  await expectDemoReady(preview);
  await expect(preview.getByText('Row 1', { exact: true }).first()).toBeVisible();
});

test('a heavy demo whose reach watch fails to load comes alive at once, as any other demo', async ({
  page,
  problems,
}) => {
  // The watch that keeps the virtual list asleep until the reader reaches it is a chunk of its own; without it the
  // demo must not sleep for ever, its table frozen: it loads as every other demo does.
  problems.allow(/Failed to load resource|Failed to fetch dynamically imported module|reach/);
  await page.route(/\/_astro\/reach\.[^/]*\.js$/, (route) => route.abort());
  await openPage(page, '/demo/virtual-list');
  const preview = page.locator('#virtual-list .demo-preview');
  await expectDemoReady(preview);
  await preview.getByRole('button', { name: 'Scroll to last row' }).click();
  await expect(preview.getByText('Row 100000', { exact: true })).toBeVisible();
});

test('the code panel reports a source that fails to load, and retries', async ({ page, problems }) => {
  problems.allow(/Failed to load resource|Failed to fetch dynamically imported module|basic-usage/);
  await openPage(page, '/');
  const demo = page.locator('#basic-usage');
  await demo.scrollIntoViewIfNeeded();
  await expectDemoReady(demo.locator('.demo-preview'));
  let blocked = true;
  await page.route(DEMO_CHUNK, (route) => (blocked ? route.abort() : route.continue()));
  await demo.getByRole('button', { name: 'Show Code' }).click();
  await expect(demo.getByRole('alert')).toContainText('The source could not be loaded');
  blocked = false;
  await demo.getByRole('button', { name: 'Try again' }).click();
  await expect(demo.locator('.demo-code').getByRole('tabpanel')).toContainText("from '@rc-component/table'");
});

test('following a link while offline keeps the page and says why; online again, it opens', async ({
  page,
  context,
  problems,
}) => {
  // Prefetches the browser tries while offline fail, as they should.
  problems.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await openPage(page, '/');
  await page.evaluate(() => Object.assign(window, { __stayed: 1 }));
  await context.setOffline(true);
  await page.locator('.site-header').getByRole('link', { name: 'Changelog' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'You are offline' });
  await expect(notice).toBeVisible();
  // Still this page, not the browser's error page.
  expect(await page.evaluate(() => (window as { __stayed?: number }).__stayed)).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('rc-table');
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await page.locator('.site-header').getByRole('link', { name: 'Changelog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
  await expect(page).toHaveURL(/\/changelog$/);
});

// The search box's parts, each loaded on first use: the results panel (an island) and its worker.
const SEARCH_PANEL_CHUNK = /\/_astro\/panel[.-][\w-]+\.js$/;
const SEARCH_WORKER = /\/_astro\/search\.worker[.-][\w-]+\.js$/;
const SEARCH_FAILED = 'Search could not be loaded. Check your connection, then type again.';

test('a search worker that fails to load shows the failure; the next query tries again', async ({
  page,
  context,
  problems,
}) => {
  problems.allow(/Failed to load resource|search\.worker/);
  let blocked = true;
  await context.route(SEARCH_WORKER, (route) => (blocked ? route.abort() : route.continue()));
  await openPage(page, '/changelog');
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.fill('sticky');
  await expect(page.locator('.site-search-status')).toHaveText(SEARCH_FAILED);
  await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
  blocked = false;
  await box.fill('sticky header');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expect(page.locator('.site-search-status')).not.toHaveText(SEARCH_FAILED);
});

test('a search panel whose code fails to load says so; the next focus loads it', async ({ page, problems }) => {
  problems.allow(/Failed to load resource|Failed to fetch dynamically imported module|panel/);
  let blocked = true;
  await page.route(SEARCH_PANEL_CHUNK, (route) => (blocked ? route.abort() : route.continue()));
  await openPage(page, '/changelog');
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.focus();
  await expect(page.locator('.site-search-status')).toHaveText(SEARCH_FAILED);
  blocked = false;
  await page.getByRole('heading', { level: 1 }).click();
  await box.focus();
  await box.fill('sticky');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
});

// Every script request, whatever it is: what a reader meets offline or after a deploy replaced the chunks.
const ANY_SCRIPT = /\.js(\?.*)?$/;

for (const { path, failed, retry } of [
  { path: '/demo/simple', failed: 'The source could not be loaded.', retry: 'Try again' },
  { path: '/zh-CN/demo/simple', failed: '源代码加载失败。', retry: '重试' },
]) {
  test(`a code panel whose code cannot load keeps the demo and loads on retry (${path})`, async ({
    page,
    problems,
  }) => {
    // React reports the failed load that the code area's error boundary caught.
    problems.allow(/Failed to load resource|Failed to fetch dynamically imported module|error boundary/i);
    await openPage(page, path);
    const demo = page.locator('#simple');
    await expectDemoReady(demo.locator('.demo-preview'));
    let blocked = true;
    await page.route(ANY_SCRIPT, (route) => (blocked ? route.abort() : route.continue()));
    const show = demo.locator('.demo-actions button[aria-controls="simple-code"]');
    // A click without a hover first: nothing was preloaded.
    await show.dispatchEvent('click');
    const alert = demo.locator('#simple-code').getByRole('alert');
    await expect(alert).toContainText(failed);
    await expect(demo.locator('.demo-preview table')).toBeVisible();
    await expect(demo.locator('.demo-preview tbody tr')).not.toHaveCount(0);
    blocked = false;
    await alert.getByRole('button', { name: retry }).click();
    await expect(demo.locator('.demo-code pre').first()).toContainText("from '@rc-component/table'");
    await expect(demo.locator('.demo-preview table')).toBeVisible();
  });
}

test('a sandbox opener whose code cannot load says so; Try again opens the sandbox', async ({
  page,
  context,
  problems,
}) => {
  problems.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
  await context.route(/^https:\/\/codesandbox\.io\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' }),
  );
  await openPage(page, '/demo/simple');
  const demo = page.locator('#simple');
  await expectDemoReady(demo.locator('.demo-preview'));
  let blocked = true;
  await page.route(ANY_SCRIPT, (route) => (blocked ? route.abort() : route.continue()));
  await demo.getByRole('button', { name: 'Open in CodeSandbox' }).click();
  const alert = demo.getByRole('alert');
  await expect(alert).toContainText('The sandbox could not be opened');
  await expect(demo.locator('.demo-preview table')).toBeVisible();
  blocked = false;
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    alert.getByRole('button', { name: 'Try again' }).click(),
  ]);
  await popup.waitForLoadState();
  await expect(popup).toHaveTitle('sandbox');
  await expect(alert).toHaveCount(0);
});
