import { expect, openPage, test } from './fixtures';
import { demos, pages } from './site';

const REQUIRED_DEMO_PAGES = ['simple', 'scroll-x', 'fixed-columns', 'expanded-row-render', 'virtual-list'];

test('the route table has the home, changelog and the first demo pages', () => {
  const paths = pages.map((p) => p.path);
  expect(paths).toContain('/');
  expect(paths).toContain('/changelog');
  for (const slug of REQUIRED_DEMO_PAGES) expect(paths).toContain(`/demo/${slug}`);
});

for (const page of pages) {
  test(`${page.path} renders its heading, title and description with no console error`, async ({ page: browser }) => {
    const response = await openPage(browser, page.path);
    expect(response?.status()).toBe(200);
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.frontmatter.title);
    await expect(browser).toHaveTitle(`${page.frontmatter.title} - rc-table`);
    await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    // Every demo of the page is prerendered with its table, and comes alive (hydrates without a
    // warning) once scrolled on screen.
    for (const demo of demos.filter((d) => d.pageId === page.id)) {
      const preview = browser.locator(`#${demo.id} .demo-preview`);
      await expect(preview.locator('table').first()).toBeAttached();
      await preview.scrollIntoViewIfNeeded();
      await expect(preview).toHaveAttribute('data-demo-ready', '');
      await expect(preview.locator('table').first()).toBeVisible();
    }
  });
}

test('/demo leads to the first demo page', async ({ page }) => {
  await openPage(page, '/demo');
  await expect(page).toHaveURL(/\/demo\/[a-z-]+$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a trailing slash is removed from the address without a reload', async ({ page }) => {
  await openPage(page, '/changelog/');
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await page.goto('/demo/scroll-x/?x=1#scroll-x');
  await expect(page).toHaveURL(/\/demo\/scroll-x\?x=1#scroll-x$/);
});

test('client-side navigation through the header, sidebar and next link', async ({ page }) => {
  await openPage(page, '/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Changelog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
  await expect(page).toHaveTitle('Changelog - rc-table');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/demo\//);
  const next = page.getByRole('link', { name: /^Next/ });
  const nextTitle = await next.locator('.prev-next-title').innerText();
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: nextTitle, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  // Still the same document: no full reload happened.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('pages load lazily: the home page does not fetch the changelog or demo page chunks', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => /\/changelog-[\w-]+\.js$/.test(s))).toBe(false);
  expect(scripts.some((s) => /\/(scroll-x|virtual-list|fixed-columns)[\w-]*\.js$/.test(s))).toBe(false);
});
