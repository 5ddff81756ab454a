import { expectDemoReady, expect, openPage, test } from './fixtures';

// A chunk that fails to load (offline, or a deploy replaced it) stays inside its box, says so, and can be
// retried; the rest of the page keeps working.
const DEMO_CHUNK = /\/assets\/basic-usage-[\w-]+\.js$/;

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
  await expect(demo.locator('.demo-code pre')).toContainText("from 'rc-table'");
});

test('a page chunk that fails during a client navigation still lands the reader on that page', async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource|Error loading route module|dynamically imported module/);
  await openPage(page, '/');
  let blocked = true;
  await page.route(/\/assets\/changelog-[\w-]+\.js$/, (route) => {
    if (!blocked) return route.continue();
    blocked = false; // fails once, as after a deploy
    return route.abort();
  });
  await page.locator('.site-header').getByRole('link', { name: 'Changelog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog', { timeout: 10_000 });
  await expect(page).toHaveURL(/\/changelog$/);
});
