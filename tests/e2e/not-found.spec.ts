import type { Server } from 'node:http';
import path from 'node:path';
import { createStaticServer, listen } from '../../scripts/static-server.mjs';
import { TEST_BUILD_DIR } from '../../scripts/test-build.mjs';
import { axeViolations } from './axe';
import { DOCUMENT_404, expect, openPage, test } from './fixtures';
import { chooseColorMode } from './reader';

for (const path of ['/nowhere', '/demo/no-such-demo', '/changelog/extra/deep']) {
  test(`${path} shows the not-found page with status 404`, async ({ page, problems }) => {
    problems.allow(DOCUMENT_404);
    const response = await openPage(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    await expect(page).toHaveTitle('PAGE NOT FOUND - rc-table');
    // Inside the documentation layout.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('rc-table');
  });
}

test('following a link to an unknown page shows the not-found page', async ({ page, problems }) => {
  problems.allow(DOCUMENT_404);
  await openPage(page, '/');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/gone';
    link.textContent = 'Gone';
    document.querySelector('main')!.prepend(link);
  });
  await page.getByRole('link', { name: 'Gone', exact: true }).click();
  await expect(page).toHaveURL(/\/gone$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  await expect(page).toHaveTitle('PAGE NOT FOUND - rc-table');
});

test('an address in the wrong case stays on the not-found page', async ({ page, problems }) => {
  problems.allow(DOCUMENT_404);
  const response = await openPage(page, '/demo/SIMPLE');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  await expect(page).toHaveURL(/\/demo\/SIMPLE$/);
  // Nothing swaps the Simple page in afterwards.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  await expect(page.locator('.demo-preview')).toHaveCount(0);
});

// Hosts such as Vercel (where the site lives) and GitHub Pages answer every missing address with the one
// root 404.html. The same build served that way, by the project's server in its single-404 mode.
test.describe('served with one root 404.html for every missing address', () => {
  let server: Server;
  let base = '';
  test.beforeAll(async () => {
    server = createStaticServer(path.resolve(process.env.SITE_BUILD_DIR ?? TEST_BUILD_DIR), { notFound: 'single' });
    base = await listen(server, 0);
  });
  test.afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('a Chinese address shows the not-found page in Chinese, kept out of search engines', async ({
    page,
    problems,
  }) => {
    problems.allow(DOCUMENT_404);
    const response = await openPage(page, `${base}/zh-CN/no/such`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
    await expect(page).toHaveTitle('页面未找到 - rc-table');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The chrome is Chinese too: navigation, search box, the switch to English.
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '搜索文档' })).toHaveAttribute('placeholder', '输入关键词搜索…');
    await expect(page.getByRole('link', { name: '阅读本页的 English 版本' }).first()).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/zh-CN$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('an English address keeps the English page', async ({ page, problems }) => {
    problems.allow(DOCUMENT_404);
    const response = await openPage(page, `${base}/demo/no/such`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    await expect(page).toHaveTitle('PAGE NOT FOUND - rc-table');
  });

  test('a Chinese typo suggests the Chinese page it meant', async ({ page, problems }) => {
    problems.allow(DOCUMENT_404);
    await openPage(page, `${base}/zh-CN/demo/stiky-header`);
    const suggestions = page.getByRole('region', { name: '你要找的是不是这些页面？' });
    await expect(suggestions.getByRole('link').first()).toHaveText('吸顶表头');
    await suggestions.getByRole('link', { name: '吸顶表头' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/demo\/sticky-header$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('吸顶表头');
  });

  test('the search box of the Chinese not-found page searches the Chinese pages', async ({ page, problems }) => {
    problems.allow(DOCUMENT_404);
    await openPage(page, `${base}/zh-CN/no/such`);
    await page.getByRole('combobox', { name: '搜索文档' }).click();
    await page.getByRole('combobox', { name: '搜索文档' }).pressSequentially('吸顶');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    const hrefs = await options.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toContain('/zh-CN/demo/sticky-header');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the Chinese not-found page in ${mode} mode meets WCAG AA`, async ({ page, problems }) => {
      problems.allow(DOCUMENT_404);
      await chooseColorMode(page, mode);
      await openPage(page, `${base}/zh-CN/demo/stiky-header`);
      await expect(page.locator('.not-found-suggestions')).toBeVisible();
      expect(await axeViolations(page, { include: [['body']] }, ['wcag2a', 'wcag2aa', 'best-practice'])).toEqual([]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a Chinese address shows the English page with a way to the Chinese site, and no dead control', async ({
      page,
      problems,
    }) => {
      problems.allow(DOCUMENT_404);
      const response = await page.goto(`${base}/zh-CN/no/such`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
      const chinese = page.locator('main p[lang="zh-CN"]');
      await expect(chinese).toContainText('页面未找到');
      await chinese.getByRole('link', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/zh-CN$/);
      await page.goBack();
      await expect(page.getByRole('button', { name: /Search the documentation/ })).toBeHidden();
      await expect(page.locator('.not-found-suggestions')).toBeHidden();
    });
  });
});

test('a typo in an address suggests the page it meant, and the link opens it', async ({ page, problems }) => {
  problems.allow(DOCUMENT_404);
  const response = await openPage(page, '/demo/stiky-header');
  expect(response?.status()).toBe(404);
  const suggestions = page.getByRole('region', { name: 'Did you mean one of these pages?' });
  await expect(suggestions.getByRole('link')).toHaveText(['Sticky header']);
  await expect(suggestions.getByRole('link')).toHaveAttribute('href', '/demo/sticky-header');
  await suggestions.getByRole('link', { name: 'Sticky header' }).click();
  await expect(page).toHaveURL(/\/demo\/sticky-header$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sticky header');
});

test('an address close to no page suggests nothing', async ({ page, problems }) => {
  problems.allow(DOCUMENT_404);
  await openPage(page, '/zh-CN/no/such');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
  await expect(page.locator('.not-found-suggestions')).toBeHidden();
});

test('the not-found page searches the documentation for the address typed', async ({ page, problems }) => {
  problems.allow(DOCUMENT_404);
  await openPage(page, '/demo/stiky-header');
  await page.getByRole('button', { name: 'Search the documentation for “stiky header”' }).click();
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('stiky header');
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  // The reader can search for anything else from there.
  await box.fill('');
  await box.pressSequentially('virtual list');
  await expect(options.first()).toBeVisible();
  const hrefs = await options.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs).toContain('/demo/virtual-list');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the not-found page with suggestions in ${mode} mode meets WCAG AA`, async ({ page, problems }) => {
    problems.allow(DOCUMENT_404);
    await chooseColorMode(page, mode);
    await openPage(page, '/demo/stiky-header');
    await expect(page.locator('.not-found-suggestions')).toBeVisible();
    expect(await axeViolations(page, { include: [['body']] }, ['wcag2a', 'wcag2aa', 'best-practice'])).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the not-found page fits the screen, and its search button opens the header search', async ({
    page,
    problems,
  }) => {
    problems.allow(DOCUMENT_404);
    await openPage(page, '/demo/stiky-header');
    await expect(page.getByRole('region', { name: 'Did you mean one of these pages?' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Search the documentation for “stiky header”' }).click();
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option').first()).toBeInViewport();
  });
});

test('the not-found page says in English what happened and offers the way home', async ({ page, problems }) => {
  problems.allow(DOCUMENT_404);
  await openPage(page, '/no/such/page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  await expect(
    main.getByText('The page you are looking for does not exist, or it has moved.', { exact: true }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
});

test('the not-found page of the Chinese pages says it in Chinese, with the way to the Chinese home page', async ({
  page,
  problems,
}) => {
  problems.allow(DOCUMENT_404);
  const response = await openPage(page, '/zh-CN/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
  await expect(main.getByText('你要访问的页面不存在，或者已被移动或删除。', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh-CN');
  await expect(page).toHaveTitle('页面未找到 - rc-table');
});
