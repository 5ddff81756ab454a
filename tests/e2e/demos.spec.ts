import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectDemoReady, openPage, reachDemo, test } from './fixtures';

/** Opens a demo page, reaches the demo with this id as a reader does (the virtual lists wait for that) and waits until it has hydrated. */
async function openDemo(page: import('@playwright/test').Page, pagePath: string, id: string) {
  await openPage(page, pagePath);
  const preview = page.locator(`#${id} .demo-preview`);
  await reachDemo(preview);
  await expectDemoReady(preview);
  return page.locator(`#${id}`);
}

test('simple: the button re-renders the column', async ({ page }) => {
  const demo = await openDemo(page, '/demo/simple', 'simple');
  await demo.getByRole('button', { name: 'Click me' }).click();
  await expect(demo.getByText('Clicked 1 times')).toBeVisible();
  await expect(demo.getByRole('cell', { name: 'Apple: 1' })).toBeVisible();
});

test('expand a row: click the row, its detail shows and the log says so', async ({ page }) => {
  const demo = await openDemo(page, '/demo/expand-icon', 'expand-icon');
  await demo.getByText('Rain shell').click();
  await expect(demo.getByText('Packs into its own pocket.')).toBeVisible();
  await expect(demo.getByRole('list', { name: 'Event log' })).toContainText('Expanded Rain shell');
  await demo.getByRole('button', { name: 'Hide details of Rain shell' }).click();
  await expect(demo.getByText('Packs into its own pocket.')).toBeHidden();
});

test('expanded-row-render: Expand all and Collapse all drive the controlled keys', async ({ page }) => {
  const demo = await openDemo(page, '/demo/expanded-row-render', 'expanded-row-render');
  await demo.getByRole('button', { name: 'Expand all' }).click();
  await expect(demo.getByText('Expanded: 1, 3, 4, 6, 7, 8, 10, 11, 12')).toBeVisible();
  await demo.getByRole('button', { name: 'Collapse all' }).click();
  await expect(demo.getByText('Expanded: none')).toBeVisible();
});

test('resize a column by dragging its header handle', async ({ page }) => {
  const demo = await openDemo(page, '/demo/column-resize', 'column-resize');
  const header = demo.getByRole('columnheader', { name: /Fruit/ });
  const before = (await header.boundingBox())!.width;
  const handle = demo.getByRole('separator', { name: 'Resize Fruit column' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await header.boundingBox())!.width - before)).toBe(60);
  await expect(demo.getByText(/Column widths: Fruit 180 px/)).toBeVisible();
});

test('drag a row to reorder it (react-dnd)', async ({ page }) => {
  const demo = await openDemo(page, '/demo/react-dnd', 'react-dnd');
  const rows = demo.locator('tbody tr');
  await expect(rows.first()).toContainText('Alice');
  await rows.nth(0).dragTo(rows.nth(2));
  await expect(demo.getByText('Moved Alice to position 3.')).toBeVisible();
  const names = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent?.trim()));
  expect(names.slice(0, 4).join(' ')).toMatch(/Bruno.*Chen.*Alice.*Dana/);
});

test('open the dropdown filter, pick two fruits and confirm', async ({ page }) => {
  const demo = await openDemo(page, '/demo/dropdown', 'dropdown');
  await expect(demo.getByText('Showing 10 of 10 rows')).toBeVisible();
  await demo.getByRole('button', { name: 'Filter fruit' }).click();
  await page.getByRole('menuitem', { name: 'Apple' }).click();
  await page.getByRole('menuitem', { name: 'Cherry' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(demo.getByText('Showing 5 of 10 rows (fruit: Apple, Cherry)')).toBeVisible();
  await expect(demo.locator('tbody tr')).toHaveCount(5);
});

test('click, shift-click and double-click rows; click a cell', async ({ page }) => {
  const demo = await openDemo(page, '/demo/row-and-cell-click', 'row-and-cell-click');
  const log = demo.getByRole('list', { name: 'Event log' });
  await demo.getByText('Bea Hughes').click();
  await expect(log).toContainText('Row clicked: Bea Hughes');
  await demo.getByText('Cal Hughes').click({ modifiers: ['Shift'] });
  await expect(log).toContainText('Row shift-clicked: Cal Hughes');
  await demo.getByText('Ivo Petrov').dblclick();
  await expect(log).toContainText('Row double-clicked: Ivo Petrov');
  await demo.getByRole('cell', { name: '68', exact: true }).click();
  await expect(log).toContainText('Age cell clicked: 68 (Alder Hughes)');
});

test('virtual list: 100,000 rows, scroll to the end and see the last row', async ({ page }) => {
  const demo = await openDemo(page, '/demo/virtual-list', 'virtual-list');
  // Only a window of rows is in the DOM.
  expect(await demo.locator('.rc-table-row').count()).toBeLessThan(100);
  const holder = demo.locator('.rc-table-tbody-virtual-holder');
  await holder.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(demo.getByText('Row 100000', { exact: false }).first()).toBeVisible();
  await demo.getByRole('button', { name: 'Scroll to top' }).click();
  await expect(demo.getByText('Row 1', { exact: true }).first()).toBeVisible();
});

test('virtual grid: the last of 100,000 rows is reachable', async ({ page }) => {
  const demo = await openDemo(page, '/demo/virtual-list-grid', 'virtual-list-grid');
  await demo.getByRole('button', { name: 'Scroll to last row' }).click();
  await expect(demo.getByRole('status')).toContainText('rows 99991–100000');
  await expect(demo.getByText('Row 100000').first()).toBeVisible();
});

test('Hover Perf: sweeping the pointer over the table re-renders no cell', async ({ page }) => {
  const demo = await openDemo(page, '/demo/jsx', 'jsx-hover-perf');
  const counter = demo.getByLabel('Cell renders');
  const before = await counter.innerText();
  const table = (await demo.locator('table').first().boundingBox())!;
  const bottom = Math.min(table.y + table.height, page.viewportSize()!.height) - 4;
  for (let y = table.y + 40; y < bottom; y += 12) await page.mouse.move(table.x + table.width / 2, y);
  const row = demo.locator('tbody tr').nth(3);
  await row.hover();
  await expect(row.locator('.rc-table-cell-row-hover').first()).toBeVisible();
  await expect(counter).toHaveText(before);
});

test('editable cells: click a name, type, Enter saves it in the table; Escape cancels', async ({ page }) => {
  const demo = await openDemo(page, '/demo/styled-components', 'styled-components-editable-cells');
  await demo.getByRole('button', { name: 'Edit name of Rosa Lind: Rosa Lind' }).click();
  const field = demo.getByRole('textbox', { name: 'New name of Rosa Lind' });
  await expect(field).toBeFocused();
  await field.fill('Rosa Lindqvist');
  await field.press('Enter');
  await expect(demo.getByRole('cell', { name: 'Edit name of Rosa Lindqvist: Rosa Lindqvist' })).toBeVisible();
  await demo.getByRole('button', { name: /Edit address of Mei Tanaka/ }).click();
  await demo.getByRole('textbox', { name: 'New address of Mei Tanaka' }).fill('1 Nowhere');
  await demo.getByRole('textbox', { name: 'New address of Mei Tanaka' }).press('Escape');
  await expect(demo.getByRole('button', { name: 'Edit address of Mei Tanaka: 88 Hill Terrace' })).toBeVisible();
});

test('Summary.Row onClick: clicking the totals row switches it to the sign-up rate and back', async ({ page }) => {
  const demo = await openDemo(page, '/demo/sticky-header-and-summary', 'sticky-header-and-summary-offset');
  const toggle = demo.getByRole('button', { name: 'Total' });
  await toggle.click();
  await expect(demo.getByRole('button', { name: 'Sign-up rate' })).toHaveAttribute('aria-pressed', 'true');
  await expect(demo.locator('tfoot')).toContainText('%');
  await demo.getByRole('button', { name: 'Sign-up rate' }).press('Enter');
  await expect(demo.getByRole('button', { name: 'Total' })).toHaveAttribute('aria-pressed', 'false');
});

test('onHeaderRow: each of the two header rows reports its index and columns', async ({ page }) => {
  const demo = await openDemo(page, '/demo/row-and-cell-click', 'row-and-cell-click-header-row');
  await demo.getByRole('columnheader', { name: 'Moons' }).click();
  await expect(demo.getByRole('list', { name: 'Event log' })).toContainText('Header row 1 clicked: Moons, Day (hours)');
  await demo.getByRole('columnheader', { name: 'Planet' }).click();
  await expect(demo.getByRole('list', { name: 'Event log' })).toContainText('Header row 0 clicked: Planet, Sizes');
});

test('column.minWidth holds the columns only under tableLayout auto', async ({ page }) => {
  const demo = await openDemo(page, '/demo/column-resize', 'column-resize-min-width');
  const code = demo.getByRole('columnheader', { name: 'Code' });
  expect((await code.boundingBox())!.width).toBeGreaterThanOrEqual(139);
  await demo.getByRole('radio', { name: 'fixed' }).check();
  await expect.poll(async () => (await code.boundingBox())!.width).toBeLessThan(100);
});

test.describe('pages with several demo columns', () => {
  const firstTwo = async (page: import('@playwright/test').Page) => {
    await openPage(page, '/demo/no-data');
    const boxes = page.locator('.demo-grid > astro-island > .demo');
    return [(await boxes.nth(0).boundingBox())!, (await boxes.nth(1).boundingBox())!];
  };

  test('above 1024 px the demos sit side by side', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const [a, b] = await firstTwo(page);
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x + a.width);
  });

  test('at 1024 px and below they stack', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    const [a, b] = await firstTwo(page);
    expect(Math.abs(a.x - b.x)).toBeLessThan(2);
    expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
  });
});

test.describe('a demo page pulls only the packages its demos import', () => {
  const assets = path.join(process.env.SITE_BUILD_DIR ?? 'build-test', '_astro');
  const chunksWith = (marker: string) =>
    readdirSync(assets).filter((f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes(marker));
  const heavy = [...chunksWith('data-styled'), ...chunksWith('drag drop context')];

  async function scriptsOf(page: import('@playwright/test').Page, route: string) {
    const loaded: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && loaded.push(path.basename(new URL(r.url()).pathname)));
    await openPage(page, route);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    await page.waitForLoadState('networkidle');
    return loaded;
  }

  test('the react-dnd and styled-components chunks exist and load on their own pages', async ({ page }) => {
    expect(heavy.length).toBeGreaterThanOrEqual(2);
    const loaded = await scriptsOf(page, '/demo/react-dnd');
    expect(loaded.some((f) => chunksWith('drag drop context').includes(f))).toBe(true);
  });

  for (const route of ['/', '/demo/simple', '/demo/sticky-header', '/changelog']) {
    test(`${route} never loads them`, async ({ page }) => {
      const loaded = await scriptsOf(page, route);
      expect(loaded.filter((f) => heavy.includes(f))).toEqual([]);
    });
  }
});
