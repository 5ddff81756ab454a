// On a 1.x demo the live editor underlines 7.x code: typing `fixed: 'left'` gets a warning naming 'start', the
// lint panel (Ctrl-Shift-M) lists it, its Fix rewrites it, and Escape closes the panel and returns the focus.
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

const EDITOR = /Demo source code editor/;

/** The paths the page has requested so far, kept up to date. */
function requested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}
const RULES = /\/_astro\/upgrade-help\.[\w-]+\.js$/;
const HINTS = /^\/api-hints\//;

test('Edit loads the upgrade rules and the API hints with the first change, a kept edit at once', async ({ page }) => {
  const paths = requested(page);
  await openPage(page, '/demo/simple');
  const block = page.locator('#simple');
  await block.getByRole('button', { name: 'Edit' }).click();
  const editor = block.getByRole('textbox', { name: EDITOR });
  await expect(editor).toContainText("title: 'Item'");
  await page.waitForLoadState('networkidle');
  // Issue 25's budget for the first Edit (200 KB): an unedited 1.x demo has nothing to flag or complete.
  expect(paths.filter((p) => RULES.test(p) || HINTS.test(p))).toEqual([]);

  await editor.locator('.cm-line', { hasText: "title: 'Item'" }).click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' ');
  await expect.poll(() => paths.filter((p) => RULES.test(p)).length).toBe(1);
  await expect.poll(() => paths.filter((p) => HINTS.test(p))).toEqual(['/api-hints/1.x/en-US.json']);

  // The edit is kept and its editor reopens with the page: code the reader brought, checked before any keystroke.
  paths.length = 0;
  await page.reload();
  await expect(editor).toContainText("title: 'Item'");
  await expect.poll(() => paths.filter((p) => RULES.test(p)).length).toBe(1);
  await block.getByRole('button', { name: 'Reset' }).click();
});

test('typing fixed: left into a 1.x demo is flagged and fixed from the lint', async ({ page }) => {
  await openPage(page, '/demo/simple');
  const block = page.locator('#simple');
  await block.getByRole('button', { name: 'Edit' }).click();
  const editor = block.getByRole('textbox', { name: EDITOR });
  await expect(editor).toContainText("title: 'Item'");
  // The end of `{ title: 'Item', dataIndex: 'a', key: 'a', width: 120 },`, inside its braces.
  await editor.locator('.cm-line', { hasText: "title: 'Item'" }).click();
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  // Inserted at once, as a paste would: typed key by key, `, f` would run (and throw) before `fixed` is whole.
  await page.keyboard.insertText(", fixed: 'left'");
  const mark = block.locator('.cm-lintRange-warning');
  await expect(mark.first()).toBeVisible();

  await page.keyboard.press('Control+Shift+KeyM');
  const panel = block.locator('.cm-panel-lint');
  await expect(panel).toBeVisible();
  const item = panel.locator('li', { hasText: 'use “start”' });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Fix' }).click();
  await expect(editor).toContainText("fixed: 'start'");
  await expect(editor).not.toContainText("fixed: 'left'");

  await panel.locator('ul').focus();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(editor).toBeFocused();
});

test('a 7.x demo gets no upgrade lint', async ({ page }) => {
  const paths = requested(page);
  await openPage(page, '/7.x/demo/simple');
  const block = page.locator('#simple');
  await block.getByRole('button', { name: 'Edit' }).click();
  const editor = block.getByRole('textbox', { name: EDITOR });
  await expect(editor).toContainText("from 'rc-table'");
  await page.waitForTimeout(1000);
  await expect(block.locator('.cm-lintRange-warning')).toHaveCount(0);
  // Its code is 7.x code by design: a change completes from the 7.x hints and loads no upgrade rules.
  await editor.locator('.cm-line', { hasText: "title: 'Item'" }).click();
  await page.keyboard.insertText(' ');
  await expect.poll(() => paths.filter((p) => HINTS.test(p))).toEqual(['/api-hints/7.x/en-US.json']);
  await page.waitForLoadState('networkidle');
  expect(paths.filter((p) => RULES.test(p))).toEqual([]);
  await block.getByRole('button', { name: 'Reset' }).click();
});
