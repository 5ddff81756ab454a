// Code that arrives in a share link (`#live=<id>~<payload>`) is someone else's: it never runs until the
// reader presses Run, on any path: opening the link, reloading it, coming back to the page in the same
// tab (with or without the fragment), typing into it, Reset, and sharing it again.
//
// The shared code marks the page when it runs: evaluating it sets `data-shared-code-ran` on <body>,
// and its table's first column is titled "Ran shared code" instead of the original "Item".
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectDemoReady, openPage, test } from './fixtures';

const SIMPLE = readFileSync('docs/1.x/examples/simple.tsx', 'utf8');
const SHARED = SIMPLE.replace("title: 'Item'", "title: 'Ran shared code'").replace(
  'const columns',
  "document.body.dataset.sharedCodeRan = 'yes';\n  const columns",
);
const EDITOR = /Demo source code editor/;
/** The fragment format of the README: the code deflated (raw) and base64url'd, no padding. */
const LINK = `/demo/simple#live=simple~${deflateRawSync(Buffer.from(SHARED)).toString('base64url')}`;
/** Longer than the editor's longest wait before it renders an edit (300 ms while typing). */
const SETTLE_MS = 1000;

const block = (page: Page) => page.locator('#simple');
const firstHeader = (b: Locator) => b.locator('.demo-preview thead th').first();

test.beforeEach(() => {
  expect(SHARED).not.toBe(SIMPLE);
  expect(SHARED).toContain('Ran shared code');
});

/** The shared code has not run: no mark on the page, and the table is the original one. */
async function expectNotRun(page: Page) {
  await page.waitForTimeout(SETTLE_MS);
  await expectDemoReady(block(page).locator('.demo-preview'));
  await expect(firstHeader(block(page))).toHaveText('Item');
  await expect(page.locator('body[data-shared-code-ran]')).toHaveCount(0);
}

/** The link's code is in the editor, held behind the notice and Run. */
async function expectHeld(page: Page) {
  const b = block(page);
  await expect(b.getByRole('textbox', { name: EDITOR })).toContainText("title: 'Ran shared code'");
  await expect(b.getByRole('note')).toContainText('It does not run until you press Run.');
}

test('opening a share link shows its code without running it; Run runs it', async ({ page }) => {
  await openPage(page, LINK);
  await expectHeld(page);
  await expectNotRun(page);
  // The control: Run does run it (so the marks above would show a run).
  await block(page).getByRole('button', { name: 'Run' }).click();
  await expect(firstHeader(block(page))).toHaveText('Ran shared code');
  await expect(page.locator('body[data-shared-code-ran]')).toHaveCount(1);
});

test('reloading a share link holds its code again', async ({ page }) => {
  await openPage(page, LINK);
  await expectHeld(page);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectHeld(page);
  await expectNotRun(page);
});

test('coming back to the page in the same tab does not run a share link’s code', async ({ page }) => {
  await openPage(page, LINK);
  await expectHeld(page);
  await expectDemoReady(block(page).locator('.demo-preview'));
  // Away and back through the history: the link again, held again.
  await openPage(page, '/demo/scroll-x');
  await page.goBack();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectHeld(page);
  await expectNotRun(page);
  // The page without the fragment: the original demo, not the link's code.
  await openPage(page, '/demo/simple');
  await expectNotRun(page);
  await expect(block(page).getByRole('note')).toHaveCount(0);
  await expect(block(page).getByRole('button', { name: 'Edit', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('typing into held code does not run it', async ({ page }) => {
  await openPage(page, LINK);
  await expectHeld(page);
  await expectDemoReady(block(page).locator('.demo-preview'));
  const editor = block(page).getByRole('textbox', { name: EDITOR });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n// a note');
  await expect(editor).toContainText('// a note');
  await expectNotRun(page);
  await expect(block(page).getByRole('note')).toContainText('It does not run until you press Run.');
  // Nor is it kept for the next visit of the page in this tab.
  await openPage(page, '/demo/simple');
  await expectNotRun(page);
});

test('Reset on held code brings back the original without running the link’s code', async ({ page }) => {
  await openPage(page, LINK);
  await expectHeld(page);
  const b = block(page);
  await b.getByRole('button', { name: 'Reset' }).click();
  await expect(b.getByRole('textbox', { name: EDITOR })).toContainText("title: 'Item'");
  await expect(b.getByRole('note')).toHaveCount(0);
  await expectNotRun(page);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectHeld(page);
  await expectNotRun(page);
});

test('Share on held code copies the same code in a new link and runs nothing', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, LINK);
  await expectHeld(page);
  const b = block(page);
  await b.getByRole('button', { name: 'Share' }).click();
  await expect(b.getByRole('status')).toHaveText('Link copied: it opens this demo with your code.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const payload = /#live=simple~([A-Za-z0-9_-]+)$/.exec(link)?.[1] ?? '';
  expect(inflateRawSync(Buffer.from(payload, 'base64url')).toString('utf8')).toBe(SHARED);
  await expectNotRun(page);
  await expectHeld(page);
  await openPage(page, '/demo/simple');
  await expectNotRun(page);
});
