import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { chooseColorMode } from './reader';

// The API tab's reading aids (issue 28, item 1): the Table properties open with what a first table needs and
// come in groups; a filter box narrows the rows as the reader types and says when nothing matches, repeating
// the query; every row has a visible link that copies its address, reached by keyboard, with a visible focus,
// in both languages and both colour modes.

const CASES = [
  {
    path: '/?tab=api',
    mode: 'light',
    width: 1280,
    label: 'Filter properties',
    empty: 'No property matches “zzqx”.',
    groups: ['A first table', 'Layout and scroll', 'Expanding rows and tree data', 'Rows and cells', 'Customising'],
    copied: 'Link to rowKey copied',
  },
  {
    path: '/zh-CN?tab=api',
    mode: 'dark',
    width: 375,
    label: '筛选属性',
    empty: '没有属性与“zzqx”匹配。',
    groups: ['第一张表格', '布局与滚动', '展开行与树形数据', '行与单元格', '自定义'],
    copied: '已复制 rowKey 的链接',
  },
] as const;

async function openApiTab(page: Page, path: string) {
  await openPage(page, path);
  await expect(page.locator('#tab-api')).toBeVisible();
}

for (const c of CASES) {
  test(`${c.path} (${c.mode}, ${c.width} px): the Table properties open with a first table's, in groups`, async ({
    page,
  }) => {
    await chooseColorMode(page, c.mode);
    await page.setViewportSize({ width: c.width, height: 800 });
    await openApiTab(page, c.path);
    const rows = page.locator('#tab-api table.api-table').first().locator('tbody tr:not(.api-group)');
    expect(await rows.evaluateAll((trs) => trs.slice(0, 3).map((tr) => tr.id))).toEqual([
      'api-table-columns',
      'api-table-data',
      'api-table-rowkey',
    ]);
    const groups = page.locator('#tab-api table.api-table').first().locator('tr.api-group th');
    await expect(groups).toHaveText([...c.groups]);
  });

  test(`${c.path} (${c.mode}, ${c.width} px): the filter narrows the rows as you type and says when none match`, async ({
    page,
  }) => {
    await chooseColorMode(page, c.mode);
    await page.setViewportSize({ width: c.width, height: 800 });
    await openApiTab(page, c.path);
    const filter = page.getByRole('searchbox', { name: c.label });
    await expect(filter).toBeVisible();
    const rowKey = page.locator('#api-table-rowkey');
    const offset = page.locator('#api-table-expandable-expandedrowoffset');
    await filter.pressSequentially('expandedRowOff');
    await expect(offset).toBeVisible();
    await expect(rowKey).toBeHidden();
    // A table with no row left goes; its group heading too.
    await expect(page.locator('#api-summarycell-index')).toBeHidden();
    await expect(page.locator('#api-table--basics')).toBeHidden();
    // A row in the folded Deprecated table opens it.
    await filter.fill('onRowClick');
    await expect(page.locator('#api-deprecated-onrowclick')).toBeVisible();
    // Nothing matches: the status repeats the query.
    await filter.fill('zzqx');
    await expect(page.locator('.api-filter-empty')).toHaveText(c.empty);
    await expect(page.getByRole('status').filter({ hasText: c.empty })).toHaveCount(1);
    await expect(offset).toBeHidden();
    await filter.fill('');
    await expect(rowKey).toBeVisible();
    await expect(offset).toBeVisible();
    await expect(page.locator('.api-filter-empty')).toHaveText('');
  });

  test(`${c.path} (${c.mode}, ${c.width} px): each row's link is visible, reached by Tab, and copies the row's address`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseColorMode(page, c.mode);
    await page.setViewportSize({ width: c.width, height: 800 });
    await openApiTab(page, c.path);
    const link = page.locator('#api-table-rowkey a.api-link');
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(link).toHaveText('#');
    // Keyboard: from the link of the row above, Tab reaches it; its focus ring shows.
    await page.locator('#api-table-data a.api-link').focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const ring = await link.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.color, bg: s.backgroundColor };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    const origin = new URL(page.url()).origin;
    const expected = `${origin}${c.path.replace(/\?tab=api$/, '')}?tab=api#api-table-rowkey`;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(page.url()).toBe(expected);
    await expect(link).toHaveAttribute('data-state', 'copied');
    await expect(page.getByRole('status').filter({ hasText: c.copied })).toHaveCount(1);
    // The copied address opens the row.
    await page.goto(expected);
    await expect(page.locator('#api-table-rowkey')).toBeInViewport();
  });
}

test('without JavaScript the filter box stays hidden and the row links are plain anchors', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/?tab=api');
  await expect(page.locator('[data-api-filter]')).toBeHidden();
  await expect(page.locator('#api-table-rowkey a.api-link')).toHaveAttribute('href', '#api-table-rowkey');
  await context.close();
});

// "Put API in the header of every page (per line)": from any page the top navigation's API leads to the API
// tab of the line being read, marked as the current item there; on a phone the drawer carries it.
const HEADER_CASES = [
  { from: '/demo/simple', width: 1280, mode: 'light', name: 'API', api: '/?tab=api', heading: 'Table' },
  { from: '/zh-CN/7.x/changelog', width: 1024, mode: 'dark', name: 'API', api: '/zh-CN/7.x?tab=api', heading: 'Table' },
  { from: '/7.x/demo/scroll-x', width: 375, mode: 'dark', name: 'API', api: '/7.x?tab=api', heading: 'Table' },
] as const;

for (const c of HEADER_CASES) {
  test(`API is one click away from ${c.from} (${c.width} px, ${c.mode}): it opens ${c.api}`, async ({ page }) => {
    await chooseColorMode(page, c.mode);
    await page.setViewportSize({ width: c.width, height: 800 });
    await openPage(page, c.from);
    if (c.width < 768)
      await page
        .locator('.site-header')
        .getByRole('button', { name: /^(Sidebar|侧边栏)$/ })
        .click();
    const nav =
      c.width < 768 ? page.locator('#site-sidebar') : page.getByRole('navigation', { name: /^(Main|主导航)$/ });
    await nav.getByRole('link', { name: c.name, exact: true }).click();
    await expect(page).toHaveURL(c.api);
    await expect(page.locator('#tab-api')).toBeVisible();
    await expect(page.locator('#tab-api').getByRole('heading', { name: c.heading, exact: true })).toBeVisible();
    if (c.width >= 768) {
      const item = page.locator('.site-header .site-nav').getByRole('link', { name: c.name, exact: true });
      await expect(item).toHaveAttribute('aria-current', 'page');
      // The page's own tabs switch back: the header item is no longer current.
      await page.locator('.doc-tabs a[data-tab-key]').first().click();
      await expect(item).not.toHaveAttribute('aria-current');
    }
  });
}
