// Dropdown menus and tooltips inside the demos, in dark mode.
import type { Locator } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, openPage, readingTest } from './fixtures';
import { firstDemoLive, chooseColorMode } from './reader';

/** Contrast of `el`'s text on the first opaque background behind it, and that background's luminance. */
function textOnBackground(locator: Locator) {
  return locator.evaluate((el) => {
    const rgb = (s: string) => (s.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const c = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    let bg: number[] = [255, 255, 255];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c[3] ?? 0) > 0) {
        bg = c;
        break;
      }
    }
    const [hi, lo] = [lum(rgb(getComputedStyle(el).color)), lum(bg)].sort((a, b) => b - a);
    return { contrast: (hi + 0.05) / (lo + 0.05), backgroundLuminance: lum(bg) };
  });
}

readingTest('in dark mode the dropdown filter menu is dark, its items readable (AA)', async ({ page }) => {
  await chooseColorMode(page, 'dark');
  await openPage(page, '/demo/dropdown');
  await firstDemoLive(page);
  await page.getByRole('button', { name: 'Filter fruit' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await menu.getByRole('menuitem', { name: 'Banana' }).click();
  for (const item of await menu.getByRole('menuitem').all()) {
    const { contrast, backgroundLuminance } = await textOnBackground(item);
    expect(backgroundLuminance, `${await item.textContent()} sits on a dark background`).toBeLessThan(0.1);
    expect(contrast, `${await item.textContent()} is readable`).toBeGreaterThanOrEqual(4.5);
  }
  await page.waitForFunction(() => document.getAnimations().length === 0);
  expect(await axeViolations(page, { include: [['[role="menu"]']] })).toEqual([]);
});

readingTest('in dark mode a cell tooltip is dark and readable (AA)', async ({ page }) => {
  await chooseColorMode(page, 'dark');
  await openPage(page, '/demo/ellipsis-custom-tooltip');
  await firstDemoLive(page);
  await page.getByText('John Brown', { exact: true }).first().hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const { contrast, backgroundLuminance } = await textOnBackground(tooltip);
  expect(backgroundLuminance).toBeLessThan(0.1);
  expect(contrast).toBeGreaterThanOrEqual(4.5);
  expect(await axeViolations(page, { include: [['[role="tooltip"]']] })).toEqual([]);
});
