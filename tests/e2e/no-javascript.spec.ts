import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_BUILD_DIR } from '../../scripts/test-build.mjs';
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

  // React streams a large island's later Suspense boundaries out of place: a fallback first, the content moved in
  // by an inline script. Here that script never runs, so such a demo would stay on its loading line.
  test('a large demo further down the page shows its table, not its loading line', async ({ page }) => {
    await page.goto('/demo/virtual-list');
    const later = page.locator('#virtual-list-fixed-merged .demo-preview');
    await expect(later.locator('table').first()).toBeAttached();
    await later.scrollIntoViewIfNeeded();
    await expect(later.getByRole('columnheader').first()).toBeVisible();
    await expect(page.getByText('Loading the demo…')).toHaveCount(0);
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

/** Every HTML file of the build, with its text, by its path inside the build folder. */
function builtPages(dir: string): { file: string; html: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(path.join(dir, file), 'utf8') }));
}

test('no page of the build holds a demo as its loading line or a boundary moved in by script', () => {
  const withDemos = builtPages(path.resolve(process.env.SITE_BUILD_DIR ?? TEST_BUILD_DIR)).filter(({ html }) =>
    html.includes('class="demo-preview"'),
  );
  expect(withDemos.length).toBeGreaterThan(100);
  const outlined = withDemos
    .filter(({ html }) => html.includes('class="demo-loading"') || html.includes('$RC('))
    .map(({ file }) => file);
  expect(outlined).toEqual([]);
});
