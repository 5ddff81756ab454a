import { DOCUMENT_404, expect, openPage, test } from './fixtures';

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
