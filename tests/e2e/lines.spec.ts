import { expectDemoReady, expect, openPage, test } from './fixtures';
import { demoPages, HOME_TITLE, on7x, onlyOnCurrentLine, pages, zhPath } from './site';

// Two lines on one site (DESIGN.md): @rc-component/table 1.x at the root, rc-table 7.x under /7.x. The
// chrome is walked once by the other specs (on the root); here, each address of the site as it was
// before the move, now under /7.x, and what differs between the lines.

const zhOn7x = (path: string) => on7x(path, true);
/** An older line's titles name it (issue 25: "Fixed columns · rc-table 7.x"). */
const title7x = (title: string, zh = false) =>
  `${title === 'rc-table' ? HOME_TITLE[zh ? 'zh' : 'en'] : title} · rc-table 7.x`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('every page of the 7.x site is still there under /7.x, in both languages, titled with its line', async ({
  request,
}) => {
  test.setTimeout(120_000);
  for (const page of pages) {
    for (const [address, heading, zh] of [
      [on7x(page.path), page.title, false],
      [zhOn7x(page.path), page.zhTitle, true],
    ] as const) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html, address).toContain(`<title>${escape(title7x(heading, zh))}</title>`);
      expect(html, address).toMatch(
        new RegExp(`<h1[^>]*>${escape(heading).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      );
      // Each is its own canonical, and its alternate is the same page of the same line.
      expect(html, address).toContain(`rel="canonical" href="https://table-react-component.vercel.app${address}"`);
      expect(html, address).toContain(
        `hreflang="zh-CN" href="https://table-react-component.vercel.app${zhOn7x(page.path)}"`,
      );
    }
  }
});

test('a 7.x page says what it documents and links the same page on 1.x and the upgrade guide', async ({ page }) => {
  await openPage(page, '/7.x/demo/fixed-columns#fixed-columns');
  const notice = page.getByRole('complementary', { name: 'Component line' });
  await expect(notice).toContainText('This page documents rc-table 7.x, the line antd 5 uses.');
  await expect(notice).toContainText('The current line is @rc-component/table 1.x.');
  await expect(notice.getByRole('link', { name: 'This page for 1.x' })).toHaveAttribute('href', '/demo/fixed-columns');
  await expect(notice.getByRole('link', { name: 'Upgrade guide' })).toHaveAttribute('href', '/migration');
  // The root (1.x) pages carry no such notice.
  await openPage(page, '/demo/fixed-columns');
  await expect(page.getByRole('complementary', { name: 'Component line' })).toHaveCount(0);
});

test('the version switch keeps page, tab and anchor, and says when it can only lead to the home page', async ({
  page,
}) => {
  await openPage(page, '/?tab=api#api-table-rowkey');
  const header = page.locator('.site-header');
  const to7x = header.getByRole('link', { name: 'rc-table 7.x: this page' });
  await expect(header.getByRole('link', { name: '@rc-component/table 1.x: this page' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await to7x.click();
  await expect(page).toHaveURL(/\/7\.x\?tab=api#api-table-rowkey$/);
  await expect(page.locator('html')).toHaveAttribute('data-tab', 'api');

  // In Chinese, from 7.x back to 1.x.
  await openPage(page, '/zh-CN/7.x/demo/scroll-x#scroll-x');
  await page.locator('.site-header').getByRole('link', { name: '@rc-component/table 1.x：本页' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/demo\/scroll-x#scroll-x$/);

  // A page only 1.x has: 7.x's link leads to its home, and says so.
  await openPage(page, '/demo/expand-all');
  const home = page.locator('.site-header').getByRole('link', {
    name: 'rc-table 7.x: its home (this page has no 7.x version)',
  });
  await expect(home).toHaveAttribute('href', '/7.x');
});

test('the version switch is plain links: without JavaScript it leads to the same page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/demo/scroll-y');
  await page.locator('.site-header').getByRole('link', { name: 'rc-table 7.x: this page' }).click();
  await expect(page).toHaveURL(/\/7\.x\/demo\/scroll-y$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scroll Y');
  await context.close();
});

test("each line's demos run on its own package: 7.x's classes under /7.x, 1.x's at the root", async ({ page }) => {
  test.setTimeout(60_000);
  await openPage(page, '/7.x/demo/fixed-columns');
  const old = page.locator('.demo-preview').first();
  await old.scrollIntoViewIfNeeded();
  await expectDemoReady(old);
  await expect(old.locator('.rc-table-cell-fix-left').first()).toBeAttached();
  await expect(old.locator('.rc-table-cell-fix-start')).toHaveCount(0);

  await openPage(page, '/demo/fixed-columns');
  const current = page.locator('.demo-preview').first();
  await current.scrollIntoViewIfNeeded();
  await expectDemoReady(current);
  await expect(current.locator('.rc-table-cell-fix-start').first()).toBeAttached();
  await expect(current.locator('.rc-table-cell-fix-left')).toHaveCount(0);
  // The footer names the package and version the page documents.
  await expect(page.locator('.site-footer')).toContainText('Documentation of @rc-component/table 1.12.0');
});

test('a 7.x demo opens alone at /7.x/~demos/<id> and leads back to its 7.x page', async ({ page }) => {
  await openPage(page, '/7.x/~demos/simple');
  await expectDemoReady(page.locator('.standalone .demo-preview, .standalone [data-demo-ready]').first());
  await expect(page.getByRole('link', { name: /Simple/ })).toHaveAttribute('href', '/7.x/demo/simple#simple');
});

test('search on a 7.x page answers from the 7.x pages, on 1.x from the 1.x pages', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await openPage(page, '/7.x/demo/simple');
  await box.click();
  await box.fill('sticky header');
  await expect(options.first()).toBeVisible();
  const old = await options.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  expect(old).toContain('/7.x/demo/sticky-header');
  expect(old.every((href) => href.startsWith('/7.x'))).toBe(true);

  await openPage(page, '/demo/simple');
  await box.click();
  await box.fill('showExpandAll');
  await expect(options.first()).toHaveAttribute('href', /^\/(demo\/expand-all|\?tab=api)/);
});

for (const { path, title } of onlyOnCurrentLine) {
  test(`${path}, a page only 1.x has, runs its demos with no console error`, async ({ page }) => {
    test.setTimeout(60_000);
    const response = await openPage(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    for (const preview of await page.locator('.demo-preview').all()) {
      await preview.scrollIntoViewIfNeeded();
      await expectDemoReady(preview);
    }
  });
}

test('every demo page of the spec exists on both lines', async ({ request }) => {
  for (const demo of demoPages) {
    expect((await request.get(demo.path)).status(), demo.path).toBe(200);
    expect((await request.get(on7x(demo.path))).status(), on7x(demo.path)).toBe(200);
    expect((await request.get(zhOn7x(demo.path))).status(), zhOn7x(demo.path)).toBe(200);
    expect((await request.get(zhPath(demo.path))).status(), zhPath(demo.path)).toBe(200);
  }
});
