// Sticky table headers and summary rows in the demos, on the doc pages, the standalone page and a phone.
import type { Locator, Page } from '@playwright/test';
import { expect, openPage, readingTest } from './fixtures';
import { box, firstDemoLive, READER_LOCALES } from './reader';

/** Scrolls the window so that `locator`'s top lands `by` pixels above the window's top edge. */
async function scrollPast(page: Page, locator: Locator, by: number) {
  const { y } = await box(locator);
  await page.evaluate((top) => window.scrollTo(0, top), (await page.evaluate(() => window.scrollY)) + y + by);
}

const STICKY_PAGES = [
  { path: '/demo/sticky-header', header: 'Ticket', firstCell: 'TCK-101' },
  { path: '/demo/sticky-header-and-summary', header: 'Product', firstCell: 'Kettle' },
  { path: '/demo/fixed-columns-and-header', header: 'Name', firstCell: 'Guest 1' },
];

for (const { prefix } of READER_LOCALES) {
  for (const sticky of STICKY_PAGES) {
    readingTest(
      `${prefix}${sticky.path}: the table header sits above row 1, then stays just under the site header while the page scrolls past the table`,
      async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await openPage(page, `${prefix}${sticky.path}`);
        await firstDemoLive(page);
        const header = page.getByRole('columnheader', { name: sticky.header, exact: true }).first();
        const row1 = page.getByRole('cell', { name: sticky.firstCell, exact: true }).first();
        await header.scrollIntoViewIfNeeded();
        await expect(header).toBeInViewport();
        // At rest the header is above the first row, not on top of it.
        expect((await box(header)).y + (await box(header)).height).toBeLessThanOrEqual((await box(row1)).y + 1);

        const siteHeader = await box(page.getByRole('banner'));
        await scrollPast(page, header, 300);
        await expect(row1).not.toBeInViewport();
        await expect
          .poll(async () => Math.abs((await box(header)).y - (siteHeader.y + siteHeader.height)))
          .toBeLessThanOrEqual(2);
        await expect(header).toBeInViewport();

        if (sticky.path === '/demo/sticky-header-and-summary') {
          // The "Fixed bottom" totals row and the sticky scroll bar are pinned to the window's bottom edge.
          const windowHeight = page.viewportSize()!.height;
          const total = page.getByRole('cell', { name: 'Total', exact: true }).first();
          await expect(total).toBeInViewport();
          const totalBox = await box(total);
          expect(Math.abs(totalBox.y + totalBox.height - windowHeight)).toBeLessThanOrEqual(2);
          const bar = await box(page.locator('.rc-table-sticky-scroll'));
          expect(Math.abs(bar.y + bar.height - windowHeight)).toBeLessThanOrEqual(2);
        }
      },
    );
  }
}

readingTest(
  'a standalone sticky-header demo (no site header) sticks its table header at the top of the window',
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/~demos/sticky-header');
    await firstDemoLive(page);
    const header = page.getByRole('columnheader', { name: 'Ticket', exact: true });
    await scrollPast(page, header, 300);
    await expect(page.getByRole('cell', { name: 'TCK-101', exact: true })).not.toBeInViewport();
    await expect.poll(async () => (await box(header)).y).toBeLessThanOrEqual(2);
    expect((await box(header)).y).toBeGreaterThanOrEqual(0);
  },
);

readingTest('on a phone the sticky-header table scrolls sideways inside itself, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/demo/sticky-header');
  await firstDemoLive(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const status = page.getByRole('columnheader', { name: 'Status', exact: true }).first();
  const row1 = page.getByRole('cell', { name: 'TCK-101', exact: true }).first();
  await row1.scrollIntoViewIfNeeded();
  // Wheel sideways over the first row until the table has scrolled (a busy machine may deliver the
  // first wheel before rc-table listens); the header follows the body.
  await expect
    .poll(async () => {
      await row1.hover();
      await page.mouse.wheel(400, 0);
      const b = await box(status);
      return b.x + b.width;
    })
    .toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});
