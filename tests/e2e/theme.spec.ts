import { CODE_TOKEN, expect, openPage, test } from './fixtures';

const KEY = 'rc-table-docs:prefers-color';
const html = (page: import('@playwright/test').Page) => page.locator('html');
const modeSelect = (page: import('@playwright/test').Page) =>
  page.locator('.site-header').getByRole('combobox', { name: 'Colour mode' });

test('the default is light, and the switch offers the three modes', async ({ page }) => {
  await openPage(page, '/');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');
  const select = modeSelect(page);
  await expect(select).toHaveValue('light');
  await expect(select.locator('option')).toHaveText(['Light Mode', 'Dark Mode', 'Follow System']);
});

test('dark survives a reload with no light frame: the attribute is set before any script of ours', async ({
  page,
  problems,
}) => {
  await openPage(page, '/demo/simple');
  await modeSelect(page).selectOption('dark');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('dark');

  // Reload with every script chunk blocked: only the inline head script can have set the mode. The demo's
  // island fails to load its chunks then, and may say so late, as the page is left (a slow machine did).
  problems.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  await expect(html(page)).not.toHaveAttribute('data-hydrated', '');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(13, 17, 23)');

  await page.unroute('**/_astro/*.js');
  await openPage(page, '/demo/simple');
  await expect(modeSelect(page)).toHaveValue('dark');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
});

test('Follow System tracks the system preference while it is chosen', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/changelog');
  await modeSelect(page).selectOption('auto');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');
  // Once a fixed mode is chosen, the system no longer matters.
  await modeSelect(page).selectOption('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
});

test('auto is resolved on load from the system preference', async ({ page }) => {
  await page.addInitScript((k) => localStorage.setItem(k, 'auto'), KEY);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page, '/');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  await expect(modeSelect(page)).toHaveValue('auto');
});

test('an unknown stored value falls back to light', async ({ page }) => {
  await page.addInitScript((k) => localStorage.setItem(k, 'ultraviolet'), KEY);
  await openPage(page, '/');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');
  await expect(modeSelect(page)).toHaveValue('light');
});

test('with storage blocked the site renders light, and the switch still works for the visit', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await openPage(page, '/demo/simple');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');
  await modeSelect(page).selectOption('dark');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
});

test('code blocks, demos and the not-found page follow the mode', async ({ page, problems }) => {
  problems.allow(/status of 404/);
  await page.addInitScript((k) => localStorage.setItem(k, 'dark'), KEY);
  await openPage(page, '/');
  const token = page.locator(`pre.shiki ${CODE_TOKEN}`).first();
  const expected = await token.evaluate((el) =>
    getComputedStyle(el).getPropertyValue('--shiki-dark').trim().toLowerCase(),
  );
  const actual = await token.evaluate((el) => getComputedStyle(el).color);
  const hex = (rgb: string) =>
    '#' +
    rgb
      .match(/\d+/g)!
      .slice(0, 3)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('');
  expect(hex(actual)).toBe(expected.slice(0, 7));
  const cell = page.locator('#basic-usage .rc-table tbody td').first();
  expect(await cell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(13, 17, 23)');
  await openPage(page, '/nowhere');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 17, 23)');
});
