// A demo block's controls act on a click made before its island has hydrated: the island's own chunk
// (DemoIsland / StandaloneDemo) is held back on purpose, the reader clicks, the chunk is let through,
// and what the click asked for happens. And no island script starts before the first paint.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectDemoReady, openPage, test } from './fixtures';

/** Holds every request for an island's entry chunk until `release()`; `held()` says whether one came. */
async function holdIslandChunks(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/_astro\/(DemoIsland|StandaloneDemo)\.[^/]*\.js$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** The island around a demo block has not hydrated yet (Astro drops `ssr` once it has). */
async function expectNotHydrated(page: Page, id: string) {
  await expect(page.locator(`astro-island[ssr]:has(#${id})`)).toHaveCount(1);
}

async function interceptProviders(context: BrowserContext) {
  const requests: string[] = [];
  await context.route(/^https:\/\/(codesandbox\.io|stackblitz\.com)\//, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
  });
  return requests;
}

test('Show Code clicked before the island hydrates opens the code panel once it has', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const chunks = await holdIslandChunks(page);
  await openPage(page, '/demo/simple');
  const block = page.locator('#simple');
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
  await expectNotHydrated(page, 'simple');
  await block.getByRole('button', { name: 'Show Code' }).click();
  await expectNotHydrated(page, 'simple');
  chunks.release();
  await expect(block.getByRole('button', { name: 'Hide Code' })).toHaveAttribute('aria-expanded', 'true');
  const panel = block.locator('#simple-code');
  await expect(panel.getByRole('tabpanel')).toContainText('export default function');
  // The panel's own Copy works like any other.
  await panel.getByRole('button', { name: 'Copy code' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    readFileSync('docs/1.x/examples/simple.tsx', 'utf8'),
  );
});

test('Edit clicked before the island hydrates opens the live editor once it has', async ({ page }) => {
  const chunks = await holdIslandChunks(page);
  await openPage(page, '/demo/simple');
  const block = page.locator('#simple');
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
  await block.getByRole('button', { name: 'Edit', exact: true }).click();
  await expectNotHydrated(page, 'simple');
  chunks.release();
  await expect(block.getByRole('button', { name: 'Close editor' })).toHaveAttribute('aria-pressed', 'true');
  await expect(block.getByRole('textbox', { name: /Demo source code editor/ })).toContainText(
    "from '@rc-component/table'",
  );
});

test('two clicks on Show Code before hydration leave the panel closed, as two clicks after would', async ({ page }) => {
  const chunks = await holdIslandChunks(page);
  await openPage(page, '/demo/simple');
  const block = page.locator('#simple');
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
  const toggle = block.getByRole('button', { name: 'Show Code' });
  await toggle.click();
  await toggle.click();
  await expectNotHydrated(page, 'simple');
  chunks.release();
  await expectDemoReady(block.locator('.demo-preview'));
  await expect(block.locator('astro-island[data-queued-clicks]')).toHaveCount(0);
  await expect(page.locator('astro-island[data-queued-clicks]')).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(block.locator('#simple-code')).toHaveCount(0);
});

for (const [name, host] of [
  ['Open in CodeSandbox', 'https://codesandbox.io/'],
  ['Open in StackBlitz', 'https://stackblitz.com/'],
] as const) {
  test(`${name} clicked before the island hydrates opens the sandbox once it has`, async ({ page, context }) => {
    const requests = await interceptProviders(context);
    const chunks = await holdIslandChunks(page);
    await openPage(page, '/demo/simple');
    const block = page.locator('#simple');
    await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
    const popup = context.waitForEvent('page');
    await block.getByRole('button', { name }).click();
    await expectNotHydrated(page, 'simple');
    chunks.release();
    await (await popup).waitForLoadState();
    expect(requests.some((url) => url.startsWith(host))).toBe(true);
  });
}

test('Edit on a demo’s own page, clicked before it hydrates, opens the editor once it has', async ({ page }) => {
  const chunks = await holdIslandChunks(page);
  await openPage(page, '/~demos/simple');
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  chunks.release();
  await expect(page.getByRole('button', { name: 'Close editor' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Demo source code editor/ })).toContainText(
    "from '@rc-component/table'",
  );
});

for (const route of ['/demo/virtual-list', '/demo/simple', '/~demos/simple']) {
  test(`on ${route} no island chunk is requested before the first contentful paint`, async ({ page }) => {
    await openPage(page, route);
    await expectDemoReady(page.locator('[data-demo-ready]').first());
    const { paint, islands } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      islands: performance
        .getEntriesByType('resource')
        .filter((e) => /\/_astro\/(DemoIsland|StandaloneDemo|client)\.[^/]*\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(paint).not.toBeNull();
    expect(islands.length).toBeGreaterThan(0);
    for (const start of islands) expect(start).toBeGreaterThanOrEqual(paint);
  });
}
