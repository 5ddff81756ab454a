import { expect, test } from './fixtures';

// A reader without JavaScript (blocked, or a script that failed) meets no control that does nothing:
// each one either works as plain HTML or is not shown.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('at 375 px the Sidebar control opens the page list; no search box that cannot search', async ({ page }) => {
    await page.goto('/demo/simple');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Scroll X', exact: true })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sidebar' })).toBeHidden();
    await page.getByRole('link', { name: 'Sidebar' }).click();
    const scrollX = pages.getByRole('link', { name: 'Scroll X', exact: true });
    await expect(scrollX).toBeVisible();
    await expect(pages).toBeInViewport();
    await scrollX.click();
    await expect(page).toHaveURL(/\/demo\/scroll-x$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scroll X');
  });

  test('a demo shows no dead buttons and its code is readable', async ({ page }) => {
    await page.goto('/demo/simple');
    const demo = page.locator('#simple');
    await expect(demo.locator('.demo-preview table')).toBeVisible();
    for (const name of ['Show Code', 'Open in CodeSandbox', 'Open in StackBlitz'])
      await expect(demo.getByRole('button', { name })).toBeHidden();
    await expect(demo.getByRole('link', { name: 'Open in separate page' })).toBeVisible();
    const code = page.locator('details.demo-code-noscript[data-demo="simple"]');
    await expect(code.locator('pre').first()).toBeHidden();
    await code.locator('summary').click();
    await expect(code.locator('pre').first()).toBeVisible();
    await expect(code.locator('pre').first()).toContainText("from '@rc-component/table'");
  });

  test('a demo with a stylesheet lists each of its files', async ({ page }) => {
    await page.goto('/demo/dropdown');
    const code = page.locator('details.demo-code-noscript[data-demo="dropdown"]');
    await code.locator('summary').click();
    await expect(code.locator('.demo-code-file')).toHaveText(['dropdown.tsx', 'table-theme.css', 'dropdown.css']);
  });

  test('a page of several demos shows the shared table theme once; a later demo links to it', async ({ page }) => {
    await page.goto('/demo/virtual-list');
    const later = page.locator('details.demo-code-noscript[data-demo="virtual-list-fixed-merged"]');
    await later.locator('summary').click();
    await expect(later.locator('.demo-code-file')).toHaveText(['virtual-list-fixed-merged.tsx', 'table-theme.css']);
    await later.getByRole('link', { name: 'table-theme.css' }).click();
    // The first demo's disclosure opens at its copy of the theme.
    const theme = page.locator('details.demo-code-noscript[data-demo="virtual-list"] pre', {
      hasText: 'A neutral theme for @rc-component/table',
    });
    await expect(theme).toBeInViewport();
    await expect(theme).toContainText('.rc-table-cell');
  });
});
