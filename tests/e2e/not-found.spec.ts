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
