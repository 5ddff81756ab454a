// Issue 27: a demo whose page asks for `hydrate="on-reach"` (the 100,000-row lists) keeps its server-rendered table
// until the reader reaches it: its hydration (about 1.6 s of main-thread work on a 4× slower phone) no longer
// follows the first paint, where it was the Total Blocking Time of Lighthouse's run. Its block (Show Code, Edit,
// the sandboxes) still hydrates as every other block does.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectDemoReady, openPage, openPhone, reachDemo, test } from './fixtures';
import { on7x } from './site';

/** The addresses of the demo chunks the page requests for demo `id` (`/_astro/virtual-list.<hash>.js`). */
function demoChunks(page: Page, id: string) {
  const requested: string[] = [];
  const pattern = new RegExp(`/_astro/${id}\\.[^/]*\\.js$`);
  page.on('request', (request) => {
    if (pattern.test(request.url())) requested.push(request.url());
  });
  return requested;
}

/** Opens the page and waits until the demo's block has hydrated (Astro drops the island's `ssr`) and the page is idle. */
async function openBlockHydrated(page: Page, path: string, id: string) {
  await openPage(page, path);
  await expect(page.locator(`astro-island:not([ssr]):has(#${id})`)).toHaveCount(1, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
}

for (const [path, id, firstCell] of [
  ['/demo/virtual-list', 'virtual-list', 'Row 1'],
  [on7x('/demo/virtual-list'), 'virtual-list', 'Row 1'],
  ['/demo/virtual-list-grid', 'virtual-list-grid', 'Row 1'],
] as const) {
  test(`${path}: a heavy demo's table is not hydrated until the reader reaches it`, async ({ page }) => {
    const chunks = demoChunks(page, id);
    await openBlockHydrated(page, path, id);
    const block = page.locator(`#${id}`);
    const preview = block.locator('.demo-preview');
    // A second later still asleep: the server's table on screen, its demo's code not even requested…
    await page.waitForTimeout(1_000);
    await expect(preview).not.toHaveAttribute('data-demo-ready');
    await expect(preview.getByText(firstCell, { exact: true }).first()).toBeVisible();
    expect(chunks).toEqual([]);
    // …while the rest of the block is live: Show Code opens the code (its source is a chunk of the same name).
    await block.getByRole('button', { name: 'Show Code' }).click();
    await expect(block.getByRole('button', { name: 'Hide Code' })).toHaveAttribute('aria-expanded', 'true');
    await expect(preview).not.toHaveAttribute('data-demo-ready');
    // The pointer reaches the table: it comes alive.
    await reachDemo(preview);
    await expectDemoReady(preview);
  });
}

test('focus by keyboard wakes a heavy demo', async ({ page }) => {
  await openBlockHydrated(page, '/demo/virtual-list', 'virtual-list');
  const preview = page.locator('#virtual-list .demo-preview');
  // Focus on what comes just before the demo in the tab order, then Tab into it as a keyboard reader does.
  await preview.evaluate((box) => {
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])')];
    const first = focusable.findIndex((el) => box.contains(el));
    focusable
      .slice(0, first)
      .findLast((el) => el.checkVisibility())
      ?.focus();
  });
  await expect(preview).not.toHaveAttribute('data-demo-ready');
  await page.keyboard.press('Tab');
  expect(await preview.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  await expectDemoReady(preview);
});

test('an edit wakes a heavy demo: the table shows the edited code', async ({ page }) => {
  await openBlockHydrated(page, '/demo/virtual-list', 'virtual-list');
  const block = page.locator('#virtual-list');
  const preview = block.locator('.demo-preview');
  await block.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = block.getByRole('textbox', { name: /Demo source code editor/ });
  await expect(editor).toContainText("from '@rc-component/table'");
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  const code = readFileSync('docs/1.x/examples/virtual-list.tsx', 'utf8');
  await page.keyboard.insertText(code.replace('Scroll to top', 'Back to row 1'));
  await expect(preview.getByRole('button', { name: 'Back to row 1' })).toBeVisible();
  await expectDemoReady(preview);
});

for (const line of ['', '/7.x']) {
  test(`on ${line || '1.x'}, a click inside a heavy demo before it wakes still acts`, async ({ browser }) => {
    test.setTimeout(90_000);
    // A phone: touch, 375 px, a CPU four times slower; the tap wakes the demo, and its click comes long before
    // the demo is live (React drops a click on a part it has not hydrated).
    const { context, page, problems } = await openPhone(browser);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openBlockHydrated(page, `${line}/demo/virtual-list`, 'virtual-list');
    const preview = page.locator('#virtual-list .demo-preview');
    await expect(preview).not.toHaveAttribute('data-demo-ready');
    await preview.getByRole('button', { name: 'Scroll to last row' }).tap();
    await expectDemoReady(preview);
    await expect(preview.getByText('Row 100000', { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
}
