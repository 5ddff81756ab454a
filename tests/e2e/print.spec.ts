import { expect, expectDemoReady, openPage, test } from './fixtures';
import { chooseColorMode } from './reader';

/** A4 less Chromium's default 1 cm margins, in CSS pixels: the width a printed page lays out in. */
const PAPER = 718;

const CASES = [
  { path: '/demo/scroll-x', mode: 'light', heading: 'Scroll X' },
  { path: '/zh-CN/demo/scroll-x', mode: 'dark', heading: '横向滚动' },
] as const;

for (const c of CASES) {
  test(`printing ${c.path} (${c.mode} mode) prints the content alone, at full size, on white`, async ({ page }) => {
    await chooseColorMode(page, c.mode);
    await openPage(page, c.path);
    const preview = page.locator('.demo-preview').first();
    await preview.scrollIntoViewIfNeeded();
    await expectDemoReady(preview);
    await page.setViewportSize({ width: PAPER, height: 1000 });
    await page.emulateMedia({ media: 'print' });

    // Only the content: no header, search, colour switch, sidebar, contents or demo buttons.
    for (const chrome of [
      '.site-header',
      '.site-search',
      '.site-sidebar',
      '.site-toc',
      '.demo-actions',
      '.page-markdown',
    ]) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await expect(preview.locator('table').first()).toBeVisible();

    // Nothing is wider than the paper, so Chromium has no reason to shrink the page: the wide demo
    // table (scroll.x 2000 px) fits it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PAPER);
    const table = await preview.locator('table').first().boundingBox();
    expect(table!.x + table!.width).toBeLessThanOrEqual(PAPER);

    // Dark mode prints the light colours: dark text on a white page.
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { bg: style.backgroundColor, fg: style.color };
    });
    expect(colours.bg).toBe('rgb(255, 255, 255)');
    expect(colours.fg).toBe('rgb(31, 35, 40)');
  });
}

test('printed code wraps inside the paper instead of running off it: Markdown blocks and an open code panel', async ({
  page,
}) => {
  await openPage(page, '/');
  const preview = page.locator('.demo-preview').first();
  await preview.scrollIntoViewIfNeeded();
  await expectDemoReady(preview);
  await page.getByRole('button', { name: 'Show code' }).first().click();
  await expect(page.locator('.demo-code pre').first()).toBeVisible();
  await page.setViewportSize({ width: 420, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  const shown = await page
    .locator('pre')
    .evaluateAll((all) =>
      all
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ wrap: getComputedStyle(el).whiteSpace, over: el.scrollWidth - el.clientWidth })),
    );
  // the install command, the CSS import and the demo's code
  expect(shown.length).toBeGreaterThanOrEqual(3);
  for (const block of shown) {
    expect(block.wrap).toBe('pre-wrap');
    expect(block.over).toBeLessThanOrEqual(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
});
