import type { Locator, Page } from '@playwright/test';
import { expect, expectDemoReady, openPage, reachDemo, readingTest } from './fixtures';
import { chooseColorMode } from './reader';

// The demos wear the site's own table theme (docs/1.x/examples/table-theme.css), not rc-table's development
// stylesheet (red borders, green fixed-column shadows, virtual cells padded unlike their headers).
const DEV_RED = 'rgb(255, 0, 0)';
const DEV_GREEN = 'rgb(0, 128, 0)';
// The site's dark border colour (--border in src/styles/base.css).
const DARK_BORDER = 'rgb(48, 54, 61)';

async function openDemoIn(page: Page, mode: 'light' | 'dark', pagePath: string, id: string) {
  await chooseColorMode(page, mode);
  await openPage(page, pagePath);
  const preview = page.locator(`#${id} .demo-preview`);
  await reachDemo(preview);
  await expectDemoReady(preview);
  return preview;
}

/** The horizontal extent of an element's text (not its box, which includes padding). */
function textBox(cell: Locator) {
  return cell.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });
}

// Each line's classes for the same shadows (7.x: ping-*/cell-fix-left-last; 1.x: fix-*-shadow-show).
const SHADOW_CLASSES = [
  {
    line: '7.x',
    path: '/7.x/demo/fixed-columns',
    table: [/rc-table-ping-left/, /rc-table-ping-right/],
    edge: 'tbody .rc-table-cell-fix-left-last',
  },
  {
    line: '1.x',
    path: '/demo/fixed-columns',
    table: [/rc-table-fix-start-shadow-show/, /rc-table-fix-end-shadow-show/],
    edge: 'tbody .rc-table-cell-fix-start-shadow-show',
  },
] as const;

for (const { line, path, table: pinned, edge: edgeCell } of SHADOW_CLASSES) {
  readingTest(
    `${line}: in dark mode the fixed-column shadow and the table borders use the theme, not the development colours`,
    async ({ page }) => {
      const preview = await openDemoIn(page, 'dark', path, 'fixed-columns');
      const table = preview.locator('.rc-table').first();
      // Scrolled to the middle, content is hidden on both sides, so both pinned edges cast a shadow.
      const body = table.locator('.rc-table-content, .rc-table-body').first();
      await body.evaluate((el) => el.scrollTo({ left: (el.scrollWidth - el.clientWidth) / 2 }));
      for (const cls of pinned) await expect(table).toHaveClass(cls);

      const edge = table.locator(edgeCell).first();
      const shadow = await edge.evaluate((el) => getComputedStyle(el, '::after').boxShadow);
      expect(shadow).not.toBe('none');
      expect(shadow).not.toContain(DEV_GREEN);
      // A dark shadow reads on a dark background; a light or coloured one glows.
      const [r, g, b] = (shadow.match(/\d+/g) ?? []).map(Number);
      expect(Math.max(r, g, b)).toBeLessThan(64);

      // A row's cell (1.x's measure row is a tbody row of td too, without borders of its own).
      const cell = table.locator('tbody tr.rc-table-row td').first();
      const borders = await cell.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.borderBottomColor, style.borderRightColor];
      });
      expect(borders).not.toContain(DEV_RED);
      expect(borders[0]).toBe(DARK_BORDER);
    },
  );
}

for (const mode of ['light', 'dark'] as const) {
  readingTest(
    `in ${mode} mode the virtual list's Score header lines up with its values and the table has a right border`,
    async ({ page }) => {
      const preview = await openDemoIn(page, mode, '/demo/virtual-list', 'virtual-list');
      const table = preview.locator('.rc-table').first();
      const header = table.locator('thead th', { hasText: 'Score' });
      const value = table.locator('.rc-table-tbody-virtual .rc-table-row').first().locator('.rc-table-cell').nth(2);
      await expect(value).toHaveText(/\d/);

      // Score is right-aligned: the header's text ends where the values' text ends.
      const [head, cell] = [await textBox(header), await textBox(value)];
      expect(Math.abs(head.right - cell.right)).toBeLessThanOrEqual(1);
      const [headBox, cellBox] = [await header.boundingBox(), await value.boundingBox()];
      expect(Math.abs(headBox!.x + headBox!.width - (cellBox!.x + cellBox!.width))).toBeLessThanOrEqual(1);

      // A visible line closes the table on the right, next to the Score column.
      const frame = await table.evaluate((el) => {
        const box = el.querySelector('.rc-table-container') ?? el;
        const style = getComputedStyle(box);
        return {
          width: style.borderRightWidth,
          color: style.borderRightColor,
          right: box.getBoundingClientRect().right,
        };
      });
      expect(frame.width).toBe('1px');
      expect(frame.color).not.toBe(DEV_RED);
      expect(frame.color).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
      // The Score column reaches the frame (within the rounding of the virtual body's width).
      expect(Math.abs(frame.right - 1 - (cellBox!.x + cellBox!.width))).toBeLessThanOrEqual(3);
    },
  );
}
