import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_BUILD_DIR } from '../../scripts/test-build.mjs';
import { CODE_TOKEN, DOCUMENT_404, expect, expectDemoReady, openPage, test } from './fixtures';

// The Simple page's demo: its id is the page slug (docs/1.x/examples/simple.tsx on /demo/simple).
const simple = { id: 'simple', title: 'Columns, data and a render function' };

test('Show Code reveals the demo source highlighted, Hide Code hides it', async ({ page }) => {
  await openPage(page, '/demo/simple');
  const block = page.locator(`#${simple.id}`);
  // The block's buttons work once its island is live.
  await expectDemoReady(block.locator('.demo-preview'));
  const toggle = block.getByRole('button', { name: 'Show Code' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const hide = block.getByRole('button', { name: 'Hide Code' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  // The selected tab's code (each file of the demo has its own, the theme included).
  const code = block.locator('.demo-code').getByRole('tabpanel').locator('pre.shiki');
  await expect(code).toContainText("from '@rc-component/table'");
  // Highlighted at build time: tokens carry both theme colours (classes that set shiki's variables).
  expect(await code.locator(CODE_TOKEN).count()).toBeGreaterThan(10);
  await hide.click();
  await expect(block.locator('.demo-code')).toHaveCount(0);
  await expect(block.getByRole('button', { name: 'Show Code' })).toBeVisible();
});

test('the copy button copies the source and shows Copied for 2 seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/demo/simple');
  const block = page.locator(`#${simple.id}`);
  await expectDemoReady(block.locator('.demo-preview'));
  await block.getByRole('button', { name: 'Show Code' }).click();
  const copy = block.getByRole('button', { name: 'Copy code' });
  await copy.click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain("from '@rc-component/table'");
  await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 3000 });
});

test('Open in separate page links to the standalone demo', async ({ page }) => {
  await openPage(page, '/demo/simple');
  const link = page.locator(`#${simple.id}`).getByRole('link', { name: 'Open in separate page' });
  await expect(link).toHaveAttribute('href', `/~demos/${simple.id}`);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('a link to page#demo-id scrolls to that demo', async ({ page }) => {
  await openPage(page, '/demo/sticky-header');
  const lastId = await page.locator('section.demo').last().getAttribute('id');
  expect(lastId).toBeTruthy();
  await openPage(page, `/demo/sticky-header#${lastId}`);
  await expect(page.locator(`#${lastId}`)).toBeInViewport();
});

test('the standalone page shows the demo alone, without the documentation chrome', async ({ page }) => {
  const response = await openPage(page, `/~demos/${simple.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('main.standalone table').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expect(page).toHaveTitle(`${simple.title} - rc-table`);
});

test('an unknown demo id shows a clear message', async ({ page, problems }) => {
  problems.allow(DOCUMENT_404);
  const response = await openPage(page, '/~demos/no-such-demo');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo not found');
  await expect(page.getByText('There is no demo with the id no-such-demo.')).toBeVisible();
});

test('a malformed demo address still names what was asked for', async ({ page, problems }) => {
  problems.allow(DOCUMENT_404);
  // "%E0%A4" is an incomplete UTF-8 sequence: decoding it throws a URIError. Our server answers such an
  // address with 400; a static host that serves the not-found page for every unknown address runs the
  // page's script on it, as here.
  const notFoundPage = readFileSync(path.join(process.env.SITE_BUILD_DIR ?? TEST_BUILD_DIR, '~demos/404.html'), 'utf8');
  await page.route('**/~demos/bad%E0%A4id', (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: notFoundPage }),
  );
  const response = await openPage(page, '/~demos/bad%E0%A4id');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo not found');
  await expect(page.getByText('There is no demo with the id bad%E0%A4id.')).toBeVisible();
});

test('a demo that throws shows its error and stack; the rest of the page keeps working', async ({ page, problems }) => {
  problems.allow(/Demo render failed on purpose/);
  await openPage(page, '/demo/crash');
  // The demo is an island: its button works once it has hydrated.
  await expectDemoReady(page.locator('#crash-on-click .demo-preview'));
  await page.getByRole('button', { name: 'Crash this demo' }).click();
  const alert = page.locator('#crash-on-click').getByRole('alert');
  await expect(alert).toContainText('Demo render failed on purpose');
  await alert.getByText('Error stack').click();
  await expect(alert.locator('pre')).toContainText('crash-on-click');
  // The neighbour demo and the page chrome still respond.
  const neighbour = page.locator('#crash-neighbour');
  await neighbour.getByRole('button', { name: 'Count a click' }).click();
  await expect(neighbour.locator('td', { hasText: '1' })).toBeVisible();
  await page.locator('#crash-on-click').getByRole('button', { name: 'Show Code' }).click();
  await expect(page.locator('#crash-on-click .demo-code').getByRole('tabpanel')).toContainText('Exploding');
  // Rendering again brings the demo back.
  await alert.getByRole('button', { name: 'Render again' }).click();
  await expect(page.getByRole('button', { name: 'Crash this demo' })).toBeVisible();
});
