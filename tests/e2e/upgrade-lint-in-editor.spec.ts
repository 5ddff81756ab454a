// On a 1.x demo the live editor underlines 7.x code: typing `fixed: 'left'` gets a warning naming 'start', the
// lint panel (Ctrl-Shift-M) lists it, its Fix rewrites it, and Escape closes the panel and returns the focus.
import { expect, openPage, test } from './fixtures';

const EDITOR = /Demo source code editor/;

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
  await openPage(page, '/7.x/demo/simple');
  const block = page.locator('#simple');
  await block.getByRole('button', { name: 'Edit' }).click();
  const editor = block.getByRole('textbox', { name: EDITOR });
  await expect(editor).toContainText("from 'rc-table'");
  await page.waitForTimeout(1000);
  await expect(block.locator('.cm-lintRange-warning')).toHaveCount(0);
});
