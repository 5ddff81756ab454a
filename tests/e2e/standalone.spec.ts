import { expect, openPage, test } from './fixtures';
import { demos } from './site';

for (const demo of demos) {
  test(`/~demos/${demo.id} renders the demo alone with no console error`, async ({ page }) => {
    const response = await openPage(page, `/~demos/${demo.id}`);
    expect(response?.status()).toBe(200);
    const box = page.locator('main.standalone > div');
    await expect(box).toHaveAttribute('data-demo-ready', '');
    await expect(box.locator('table').first()).toBeVisible();
  });
}
