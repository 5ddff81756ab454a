// What the feature demos do, as a reader sees it: on the 7.x line (rc-table's classes and behaviour, as the
// site showed them before 1.x came to the root); lines.spec.ts checks where 1.x's demos differ.
import type { Locator, Page } from '@playwright/test';
import { expect, openPage as openRootPage, readingTest } from './fixtures';

const openPage = (page: Page, path: string) => openRootPage(page, path === '/' ? '/7.x' : `/7.x${path}`);

/** Opens a demo page and waits until the demo with this id has hydrated. */
async function openDemo(page: Page, pagePath: string, id: string) {
  await openPage(page, pagePath);
  const preview = page.locator(`#${id} .demo-preview`);
  await preview.scrollIntoViewIfNeeded();
  await expect(preview).toHaveAttribute('data-demo-ready', '', { timeout: 60_000 });
  return page.locator(`#${id}`);
}

/** Whether the row's box lies within the scrolling body's box (the reader can see it there). */
async function rowInBody(row: Locator, body: Locator) {
  const [r, b] = [await row.boundingBox(), await body.boundingBox()];
  return !!r && !!b && r.y >= b.y - 1 && r.y + r.height <= b.y + b.height + 1;
}

// The slowest demo (fixed-columns-resize: 200 rows, 19 columns) takes over 12 s to hydrate on a busy 2-core
// machine; the bounds below leave room for that.
readingTest.describe.configure({ timeout: 120_000 });

readingTest.describe('scroll-y: the ref scrollTo', () => {
  readingTest(
    'by key and by index, the row lands in the body; by top, the body scrolls to that offset',
    async ({ page }) => {
      const demo = await openDemo(page, '/demo/scroll-y', 'scroll-y-scroll-to');
      const body = demo.locator('.rc-table-body');
      const row90 = demo.getByRole('row', { name: /Order 1090/ });
      expect(await rowInBody(row90, body)).toBe(false);
      await demo.getByRole('button', { name: 'Key: order-90' }).click();
      await expect.poll(() => rowInBody(row90, body)).toBe(true);
      await expect(demo.getByRole('status')).toHaveText("Last call: scrollTo({ key: 'order-90' })");

      await demo.getByLabel('Index').fill('42');
      await demo.getByRole('button', { name: 'Scroll to index' }).click();
      // Index 42 is the 43rd order, "Order 1043".
      await expect.poll(() => rowInBody(demo.getByRole('row', { name: /Order 1043/ }), body)).toBe(true);
      expect(await rowInBody(row90, body)).toBe(false);

      await demo.getByRole('button', { name: 'Top: 1200 px' }).click();
      await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBe(1200);
      await demo.getByRole('button', { name: 'Top: 0 px' }).click();
      await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBe(0);
      await expect.poll(() => rowInBody(demo.getByRole('row', { name: /Order 1001/ }), body)).toBe(true);
    },
  );

  readingTest(
    'sticky with scroll.x and scroll.y: the body scrolls both ways and the header follows sideways',
    async ({ page }) => {
      const demo = await openDemo(page, '/demo/scroll-y', 'scroll-y-sticky');
      const body = demo.locator('.rc-table-body');
      const header = demo.locator('.rc-table-header');
      await expect(header).toHaveClass(/rc-table-sticky-holder/);
      const overflow = await body.evaluate((el) => [
        el.scrollWidth > el.clientWidth,
        el.scrollHeight > el.clientHeight,
      ]);
      expect(overflow).toEqual([true, true]);
      await body.evaluate((el) => el.scrollTo({ left: 300 }));
      await expect.poll(() => header.evaluate((el) => el.scrollLeft)).toBe(300);
    },
  );
});

readingTest.describe('fixed-columns', () => {
  readingTest('an expandable row opens from the keyboard inside a table with fixed columns', async ({ page }) => {
    const demo = await openDemo(page, '/demo/fixed-columns', 'fixed-columns');
    const toggle = demo.getByRole('button', { name: 'Expand Ada' });
    // The expand column is fixed along with the first column.
    await expect(demo.locator('tbody td.rc-table-row-expand-icon-cell').first()).toHaveClass(/rc-table-cell-fix-left/);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(demo.getByRole('button', { name: 'Collapse Ada' })).toHaveAttribute('aria-expanded', 'true');
    await expect(demo.getByText('Ada, 36, lives in London. Short note')).toBeVisible();
  });

  readingTest(
    "the summary's fixed choice moves it: top under the header, bottom pinned, off after the rows",
    async ({ page }) => {
      const demo = await openDemo(page, '/demo/fixed-columns', 'fixed-columns');
      const total = 'Total age: 330';
      await expect(demo.locator('div.rc-table-summary')).toContainText(total);
      await demo.getByLabel("fixed: 'top'").check();
      await expect(demo.locator('.rc-table-header')).toContainText(total);
      await expect(demo.locator('div.rc-table-summary')).toHaveCount(0);
      await demo.getByLabel('Not fixed').check();
      await expect(demo.locator('.rc-table-body tfoot')).toContainText(total);
      // The fixed summary is only possible while the body scrolls on its own.
      await demo.getByLabel("fixed: 'bottom' (same as true)").check();
      await expect(demo.locator('div.rc-table-summary')).toContainText(total);
    },
  );
});

readingTest.describe('sticky-header', () => {
  readingTest(
    'empty data: the sticky header keeps its columns over the empty text; rows come back',
    async ({ page }) => {
      const demo = await openDemo(page, '/demo/sticky-header', 'sticky-header-empty');
      await expect(demo.getByText('No tickets match')).toBeVisible();
      await expect(demo.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
      await demo.getByLabel('No rows (data=[])').uncheck();
      await expect(demo.locator('tbody tr.rc-table-row')).toHaveCount(12);
    },
  );

  readingTest(
    'scroll.x true: the sticky header is a separate table whose columns line up with the body',
    async ({ page }) => {
      const demo = await openDemo(page, '/demo/sticky-header', 'sticky-header-scroll-x-true');
      await expect(demo.locator('.rc-table')).toHaveClass(/rc-table-scroll-horizontal/);
      const header = demo.locator('.rc-table-header.rc-table-sticky-holder');
      const lefts = async (cells: Locator) =>
        (await cells.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)))).join(' ');
      await expect
        .poll(
          async () =>
            (await lefts(header.locator('th'))) ===
            (await lefts(demo.locator('tbody tr.rc-table-row').first().locator('td'))),
        )
        .toBe(true);
      await expect(header.getByRole('columnheader')).toHaveText(['Ticket', 'Owner', 'Status', 'Summary']);
    },
  );

  readingTest('grouped header: two header rows in the sticky header', async ({ page }) => {
    const demo = await openDemo(page, '/demo/sticky-header', 'sticky-header-grouped');
    const header = demo.locator('.rc-table-header');
    await expect(header.locator('thead tr')).toHaveCount(2);
    await expect(header.getByRole('columnheader', { name: 'Temperature (°C)' })).toHaveAttribute('colspan', '2');
    await expect(header.getByRole('columnheader', { name: 'Station' })).toHaveAttribute('rowspan', '2');
  });
});

readingTest.describe('expanded-row-render', () => {
  readingTest('onExpand is logged and the fourth argument renders a placeholder once collapsed', async ({ page }) => {
    const demo = await openDemo(page, '/demo/expanded-row-render', 'expanded-row-render');
    const log = demo.getByRole('list', { name: 'onExpand log' });
    await demo.getByRole('button', { name: 'Expand Row 3' }).click();
    await expect(log).toContainText('onExpand(true, Row 3)');
    await expect(demo.getByText('Extra details for Row 3 (row index 2): Pans, knives and boards.')).toBeVisible();
    await demo.getByRole('button', { name: 'Collapse Row 3' }).click();
    await expect(log.locator('li').first()).toHaveText('onExpand(false, Row 3)');
    // rc-table keeps the closed row in the page, hidden, rendered with expanded = false.
    const hidden = demo.locator('tr.rc-table-expanded-row');
    await expect(hidden).toBeHidden();
    await expect(hidden).toHaveText('Row 3 is collapsed; its details are not rendered.');
  });

  for (const [choice, side, position] of [
    ['true', 'left', 'first'],
    ["'left'", 'left', 'first'],
    ["'right'", 'right', 'last'],
  ] as const) {
    readingTest(`expandable.fixed ${choice} pins the expand column ${side}`, async ({ page }) => {
      const demo = await openDemo(page, '/demo/expanded-row-render', 'expanded-row-render');
      await demo.getByLabel('Scroll horizontally (scroll.x 2000)').check();
      await demo.getByRole('radio', { name: choice, exact: true }).check();
      const firstRow = demo.locator('tbody tr.rc-table-row').first();
      const cell = firstRow.locator('td').nth(position === 'first' ? 0 : -1);
      await expect(cell).toHaveClass(/rc-table-row-expand-icon-cell/);
      await expect(cell).toHaveClass(new RegExp(`rc-table-cell-fix-${side}`));
    });
  }
});

readingTest('fixed-columns-resize: the expand column opens rows and can be taken away', async ({ page }) => {
  const demo = await openDemo(page, '/demo/fixed-columns-resize', 'fixed-columns-resize');
  await demo.getByRole('button', { name: 'Expand Row 2', exact: true }).click();
  await expect(demo.getByText('Row 2: value 919, Batch 1.')).toBeVisible();
  await expect(demo.getByText(/^19 columns/)).toBeVisible();
  await demo.getByRole('button', { name: 'Remove expand column' }).click();
  await expect(demo.getByRole('button', { name: 'Collapse Row 2', exact: true })).toHaveCount(0);
  await expect(demo.getByText(/^18 columns/)).toBeVisible();
});

readingTest(
  'ellipsis: a link column is cut with an ellipsis, keeps its title and leads somewhere',
  async ({ page }) => {
    const demo = await openDemo(page, '/demo/ellipsis', 'ellipsis-link');
    const link = demo.getByRole('link', { name: 'City of London, the historic centre of London' });
    await expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/City_of_London');
    const cell = demo
      .locator('td')
      .filter({ has: page.getByRole('link', { name: 'City of London, the historic centre of London' }) });
    await expect(cell).toHaveClass(/rc-table-cell-ellipsis/);
    await expect(cell).toHaveAttribute('title', 'City of London, the historic centre of London');
    expect(await cell.evaluate((td) => td.scrollWidth > td.clientWidth)).toBe(true);
  },
);

readingTest.describe('grouping-columns', () => {
  readingTest('nested children: four header rows, Item spans them all', async ({ page }) => {
    const demo = await openDemo(page, '/demo/grouping-columns', 'grouping-columns');
    await expect(demo.locator('thead tr')).toHaveCount(4);
    await expect(demo.getByRole('columnheader', { name: 'Item' })).toHaveAttribute('rowspan', '4');
    await expect(demo.getByRole('columnheader', { name: 'Stock' })).toHaveAttribute('colspan', '5');
    await expect(demo.getByRole('columnheader', { name: 'Shelf' })).toHaveAttribute('scope', 'colgroup');
  });

  readingTest('JSX columns: Table.ColumnGroup renders grouped headers over Table.Column', async ({ page }) => {
    const demo = await openDemo(page, '/demo/grouping-columns', 'grouping-columns-jsx');
    await expect(demo.locator('thead tr')).toHaveCount(2);
    for (const group of ['Mathematics', 'Sciences']) {
      const th = demo.getByRole('columnheader', { name: group });
      await expect(th).toHaveAttribute('colspan', '2');
      await expect(th).toHaveAttribute('scope', 'colgroup');
    }
    await expect(demo.getByRole('columnheader', { name: 'Student' })).toHaveAttribute('rowspan', '2');
    const chiara = demo.getByRole('row', { name: /Chiara Romano/ });
    await expect(chiara.getByRole('cell')).toHaveText(['Chiara Romano', '95', '89', '79', '83', '86.5']);
  });
});

readingTest.describe('sub-table', () => {
  readingTest('the prerendered tree has numeric indents', async ({ request }) => {
    const html = await (await request.get('/demo/sub-table')).text();
    const indents = [...html.matchAll(/style="padding-left:([^";]*);?" class="rc-table-row-indent/g)].map((m) => m[1]);
    expect(indents.length).toBeGreaterThan(0);
    expect(indents.filter((value) => !/^\d+px$/.test(value))).toEqual([]);
  });

  readingTest('a child row is indented 20 px further than its parent', async ({ page }) => {
    const demo = await openDemo(page, '/demo/sub-table', 'sub-table');
    await demo.getByRole('button', { name: 'Expand record 1', exact: true }).click();
    const child = demo.locator('tr[data-row-key="1-1"]');
    await expect(child).toBeVisible();
    await expect(child.locator('.rc-table-row-indent')).toHaveCSS('padding-left', '20px');
    const parentX = (await demo.locator('tr[data-row-key="1"] td').first().getByRole('button').boundingBox())!.x;
    const childX = (await child.locator('td').first().getByRole('button').boundingBox())!.x;
    expect(Math.round(childX - parentX)).toBe(20);
  });
});

// Demos that show expandable rows give them a real button (rc-table's default icon is a <span>).
const expandButtons: [string, string, string][] = [
  ['/demo/class-name', 'class-name', 'Invoice 2042'],
  ['/demo/fixed-columns-auto-height', 'fixed-columns-auto-height', 'Member 1'],
  ['/demo/sticky-header-and-summary', 'sticky-header-and-summary', 'Kettle'],
  ['/demo/row-and-cell-click', 'row-and-cell-click', 'Cal Hughes'],
  ['/demo/sub-table', 'sub-table', 'record 2'],
  ['/demo/expanded-row-render', 'expanded-row-render', 'Row 1'],
  ['/demo/fixed-columns', 'fixed-columns', 'Ben'],
  ['/demo/fixed-columns-resize', 'fixed-columns-resize', 'Row 1'],
];

for (const [path, id, row] of expandButtons) {
  readingTest(`${path}: the expand toggle of ${row} works from the keyboard`, async ({ page }) => {
    const demo = await openDemo(page, path, id);
    // row-and-cell-click starts with every row open.
    const startOpen = id === 'row-and-cell-click';
    const toggle = demo.getByRole('button', { name: `${startOpen ? 'Collapse' : 'Expand'} ${row}`, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', String(startOpen));
    await toggle.focus();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      demo.getByRole('button', { name: `${startOpen ? 'Expand' : 'Collapse'} ${row}`, exact: true }),
    ).toHaveAttribute('aria-expanded', String(!startOpen));
    await page.keyboard.press('Space');
    await expect(
      demo.getByRole('button', { name: `${startOpen ? 'Collapse' : 'Expand'} ${row}`, exact: true }),
    ).toHaveAttribute('aria-expanded', String(startOpen));
  });
}

// Pages whose demos fix columns: at 375 px wide, some of every table's body must be left to scroll.
const fixedColumnPages = [
  '/demo/fixed-columns',
  '/demo/fixed-columns-and-header',
  '/demo/fixed-columns-and-header-rtl',
  '/demo/fixed-columns-auto-height',
  '/demo/fixed-columns-resize',
  '/demo/sticky-header',
  '/demo/sticky-header-and-summary',
  '/demo/scroll-xy',
];

readingTest.describe('on a 375 px phone', () => {
  readingTest.use({ viewport: { width: 375, height: 800 } });
  for (const path of fixedColumnPages) {
    readingTest(`${path}: every table with fixed columns leaves at least 80 px to scroll`, async ({ page }) => {
      await openPage(page, path);
      for (const preview of await page.locator('.demo-preview').all()) {
        await preview.scrollIntoViewIfNeeded();
        await expect(preview).toHaveAttribute('data-demo-ready', '', { timeout: 60_000 });
        // The narrow layout applies right after hydration. Tables without fixed cells count as all free.
        await expect
          .poll(() =>
            preview.evaluate((el) =>
              Math.min(
                ...[...el.querySelectorAll('.rc-table')].map((table) => {
                  const body = table.querySelector('.rc-table-body, .rc-table-content');
                  const row = table.querySelector('tbody tr.rc-table-row');
                  if (!body || !row) return Number.MAX_SAFE_INTEGER;
                  const fixed = [...row.children]
                    .filter((cell) => /rc-table-cell-fix-(left|right)/.test(cell.className))
                    .reduce((sum, cell) => sum + cell.getBoundingClientRect().width, 0);
                  return Math.round(body.clientWidth - fixed);
                }),
              ),
            ),
          )
          .toBeGreaterThanOrEqual(80);
      }
    });
  }
});
