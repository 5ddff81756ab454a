// The code in pages and in a demo's code panel: text size, colour contrast in both modes, one tab per
// file of the demo, and Show Code opening at once after the pointer rested on it.
import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, openPage, test } from './fixtures';
import { firstDemoLive, chooseColorMode } from './reader';

/** Shows a demo's code panel and returns it (the region the Show Code button controls). */
async function openCodePanel(page: Page, nth = 0) {
  const toggle = page.getByRole('button', { name: 'Show Code' }).nth(nth);
  const panelId = await toggle.getAttribute('aria-controls');
  await toggle.click();
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel.getByRole('tabpanel').locator('pre')).toBeVisible();
  return panel;
}

/** The computed font size, in px, of the first text inside `locator`. */
function textSize(locator: Locator) {
  return locator.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, (n) =>
      n.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    );
    const text = walker.nextNode();
    return parseFloat(getComputedStyle(text?.parentElement ?? el).fontSize);
  });
}

test('code in a page and in the code panel is at least 14 px', async ({ page }) => {
  await openPage(page, '/');
  const block = page.getByRole('main').locator('pre').first();
  await expect(block).toBeVisible();
  expect(await textSize(block)).toBeGreaterThanOrEqual(14);
  await openPage(page, '/demo/simple');
  const panel = await openCodePanel(page);
  expect(await textSize(panel.getByRole('tabpanel').locator('pre'))).toBeGreaterThanOrEqual(14);
});

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode every code colour meets AA contrast: code blocks, and the code panel with each of its files`, async ({
    page,
  }) => {
    await chooseColorMode(page, mode);
    await openPage(page, '/');
    await expect(page.getByRole('main').locator('pre').first()).toBeVisible();
    expect(await axeViolations(page, { include: [['main pre']] })).toEqual([]);
    await openPage(page, '/demo/dropdown');
    const panel = await openCodePanel(page);
    expect(await axeViolations(page, { include: [[`#${await panel.getAttribute('id')}`]] })).toEqual([]);
    const cssTab = panel.getByRole('tab', { name: 'dropdown.css' });
    if (await cssTab.count()) {
      await cssTab.click();
      await expect(panel.getByRole('tabpanel')).toContainText('.dropdown-filter');
      expect(await axeViolations(page, { include: [[`#${await panel.getAttribute('id')}`]] })).toEqual([]);
    }
  });
}

test('the code panel shows the demo and the stylesheet it imports as tabs; arrow keys switch, each file copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/demo/dropdown');
  const panel = await openCodePanel(page);
  const tablist = panel.getByRole('tablist', { name: 'Source files' });
  // The demo, then its stylesheets in the order it imports them: the site's table theme first.
  await expect(tablist.getByRole('tab')).toHaveText(['dropdown.tsx', 'table-theme.css', 'dropdown.css']);
  const tsx = tablist.getByRole('tab', { name: 'dropdown.tsx' });
  const css = tablist.getByRole('tab', { name: 'dropdown.css' });
  await expect(tsx).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel')).toContainText('export default function DropdownDemo');

  await tsx.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'table-theme.css' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(css).toBeFocused();
  await expect(css).toHaveAttribute('aria-selected', 'true');
  await expect(tsx).toHaveAttribute('aria-selected', 'false');
  const shown = panel.getByRole('tabpanel');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('.dropdown-filter');
  await expect(shown).toHaveAttribute('aria-labelledby', (await css.getAttribute('id'))!);

  await panel.getByRole('button', { name: 'Copy code' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    readFileSync('docs/1.x/examples/dropdown.css', 'utf8'),
  );

  await page.keyboard.press('Shift+Tab'); // back from the copy button to the tab list: the selected tab
  await expect(css).toBeFocused();
  await page.keyboard.press('ArrowRight'); // wraps round to the first file
  await expect(tsx).toBeFocused();
  await page.keyboard.press('End');
  await expect(css).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tsx).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('button', { name: 'Copy code' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    readFileSync('docs/1.x/examples/dropdown.tsx', 'utf8'),
  );
});

test('in Chinese the code panel names its file list', async ({ page }) => {
  await openPage(page, '/zh-CN/demo/sticky-header-and-summary');
  await firstDemoLive(page);
  const toggle = page.getByRole('button', { name: '显示代码' }).first();
  await toggle.click();
  const tablist = page.getByRole('tablist', { name: '源文件' });
  await expect(tablist.getByRole('tab')).toHaveText([
    'sticky-header-and-summary.tsx',
    'table-theme.css',
    'sticky-header-and-summary.css',
  ]);
});

test('Show Code opens without waiting for the network once the pointer has rested on it', async ({ page }) => {
  await openPage(page, '/demo/simple');
  await firstDemoLive(page);
  const toggle = page.getByRole('button', { name: 'Show Code' }).first();
  await toggle.scrollIntoViewIfNeeded();
  const pending = new Set<Request>();
  let started = 0;
  page.on('request', (r) => {
    pending.add(r);
    started += 1;
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  await toggle.hover();
  await expect.poll(() => started > 0 && pending.size === 0, { timeout: 15_000 }).toBe(true);
  // From here on no script can load: what Show Code needs must already be there.
  await page.route('**/*.js', (route) => route.abort());
  const panelId = await toggle.getAttribute('aria-controls');
  await toggle.click();
  await expect(page.locator(`[id="${panelId}"]`).getByRole('tabpanel')).toContainText('export default function Simple');
});
