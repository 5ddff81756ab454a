// What several specs do as a reader would: pick a colour mode before the page loads, wait for the first
// demo to come alive, measure a box, see whether the first table is on the first screen; and the labels of the chrome in each language.
import type { Locator, Page } from '@playwright/test';
import { expect, undoAfterTest } from './fixtures';

/** The colour mode the reader chose on an earlier visit (the boot script reads it before the first paint). */
export async function chooseColorMode(page: Page, mode: 'light' | 'dark') {
  const script = await page.addInitScript((m) => localStorage.setItem('rc-table-docs:prefers-color', m), mode);
  undoAfterTest(page, () => script.dispose());
}

/** Brings the first demo near the viewport so its island hydrates, waits for it, and returns to the top. */
export async function firstDemoLive(page: Page) {
  const preview = page.locator('.demo-preview').first();
  if (await preview.count()) await preview.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-demo-ready]').first()).toBeAttached({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Where the page's first demo table starts, in px from the window's top, when its first rows (its top 60 px) are
 * not in view without scrolling; undefined when they are.
 */
export async function firstTableBelowFirstScreen(page: Page): Promise<number | undefined> {
  const table = page.locator('.demo-preview').first().locator('table').first();
  await expect(table).toBeAttached();
  const { y, height } = await box(table);
  return y + Math.min(60, height) > page.viewportSize()!.height ? Math.round(y) : undefined;
}

export async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator.toString()}`);
  return b;
}

/** The chrome's accessible names in each language. */
export const READER_LOCALES = [
  { prefix: '', sidebar: 'Sidebar', pages: 'Pages', home: 'rc-table home', prevNext: 'Previous / Next' },
  { prefix: '/zh-CN', sidebar: '侧边栏', pages: '页面', home: 'rc-table 首页', prevNext: '上一篇 / 下一篇' },
];
