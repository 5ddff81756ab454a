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

test('client-side navigation to an unknown page shows the not-found page', async ({ page }) => {
  await openPage(page, '/');
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate('/gone'),
  );
  await expect(page).toHaveURL(/\/gone$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  await expect(page).toHaveTitle('PAGE NOT FOUND - rc-table');
});
