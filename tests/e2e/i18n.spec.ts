import { DOCUMENT_404, expect, expectDemoReady, openPage, readingTest } from './fixtures';
import table from '../../src/build/api-docs/table';
import { documentTitle, pages, zhPath } from './site';

const zhTitle = (path: string) => pages.find((p) => p.path === path)!.zhTitle;

readingTest('/zh-CN/demo/simple shows Chinese UI texts and content', async ({ page }) => {
  await openPage(page, '/zh-CN/demo/simple');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhTitle('/demo/simple'));
  await expect(page).toHaveTitle(documentTitle(zhTitle('/demo/simple')));
  await expect(page.getByRole('button', { name: '显示代码' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '在独立页面中打开' }).first()).toBeVisible();
  await expect(page.locator('.site-header').getByRole('combobox', { name: '颜色模式' })).toBeVisible();
  await expect(page.locator('.site-header input').first()).toHaveAttribute('placeholder', '输入关键词搜索…');
  await expect(page.getByRole('navigation', { name: /主|Main/ }).getByRole('link', { name: '示例' })).toBeVisible();
  await expectDemoReady(page.locator('.demo-preview').first());
  await page.getByRole('button', { name: '显示代码' }).first().click();
  await expect(page.getByRole('button', { name: '收起代码' }).first()).toBeVisible();
});

readingTest('the language switch keeps the page, both ways', async ({ page }) => {
  await openPage(page, '/demo/scroll-x');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.locator('.site-header').getByRole('link', { name: 'Read this page in 中文' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/demo\/scroll-x$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhTitle('/demo/scroll-x'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.locator('.site-header').getByRole('link', { name: '阅读本页的 English 版本' }).click();
  await expect(page).toHaveURL(/\/demo\/scroll-x$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scroll X');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

// Every page's Chinese address, as served: its status, heading and title in the HTML a reader's browser gets
// (read in the page, one fetch each; opening and hydrating each page in turn made this the suite's slowest sweep).
readingTest('every page has its Chinese address', async ({ page }) => {
  await openPage(page, '/zh-CN');
  const zhPages = pages.filter((p) => !p.debug);
  const paths = zhPages.map((p) => zhPath(p.path));
  const served = await page.evaluate(async (all: string[]) => {
    const read = async (path: string) => {
      const response = await fetch(path);
      const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
      const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim();
      const h1s = [...doc.querySelectorAll('h1')].map(text);
      return { path, status: response.status, h1s, title: doc.title };
    };
    return Promise.all(all.map(read));
  }, paths);
  expect(served.map((s) => s.path)).toEqual(paths);
  for (const [i, p] of zhPages.entries()) {
    expect(served[i], paths[i]).toEqual({
      path: paths[i],
      status: 200,
      h1s: [p.zhTitle],
      title: documentTitle(p.zhTitle, true),
    });
  }
});

readingTest('the Chinese home page has the Chinese API descriptions', async ({ page }) => {
  await openPage(page, '/zh-CN?tab=api');
  const rowKey = table.properties.find((p) => p.name === 'rowKey')!;
  await expect(page.locator('#api-table-rowkey')).toContainText(rowKey.description['zh-CN']);
  await expect(page.locator('#api-table-rowkey')).not.toContainText(rowKey.description['en-US']);
  await expect(page.getByRole('navigation', { name: /./ }).getByRole('link', { name: '文档' })).toBeVisible();
});

readingTest('/zh-CN/nowhere shows the Chinese not-found page', async ({ page, problems }) => {
  problems.allow(DOCUMENT_404);
  const response = await openPage(page, '/zh-CN/nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle('页面未找到 - rc-table');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/zh-CN$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('rc-table');
});

readingTest('/zh-CN/demo leads to the first Chinese demo page', async ({ page }) => {
  await openPage(page, '/zh-CN/demo');
  await expect(page).toHaveURL(/\/zh-CN\/demo\/simple$/);
});
