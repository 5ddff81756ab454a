import { expect, openPage, test } from './fixtures';
import { chooseColorMode } from './reader';

// The home page's two Markdown code blocks, as docs/1.x/index.mdx writes them (and its translation).
const INSTALL = 'npm install @rc-component/table';
const CSS_IMPORT = "import '@rc-component/table/assets/index.css';";

const CASES = [
  { path: '/', copy: 'Copy code', copied: 'Copied', mode: 'light', width: 1280 },
  { path: '/zh-CN', copy: '复制代码', copied: '已复制', mode: 'dark', width: 375 },
] as const;

for (const c of CASES) {
  test(`every code block of ${c.path} (${c.mode}, ${c.width} px) copies its code: the install command and the CSS import`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseColorMode(page, c.mode);
    await page.setViewportSize({ width: c.width, height: 800 });
    await openPage(page, c.path);
    // The blocks the reader sees (the API tab's stay hidden until it is chosen).
    const blocks = page.locator('.doc-page pre.astro-code').filter({ visible: true });
    expect(await blocks.count()).toBeGreaterThanOrEqual(2);
    // Every Markdown code block of the page has its button.
    const buttons = page.locator('.doc-page .code-copy-box').getByRole('button', { name: c.copy });
    await expect(buttons).toHaveCount(await blocks.count());

    for (const [i, expected] of [INSTALL, CSS_IMPORT].entries()) {
      const block = page.locator('.code-copy-box').nth(i);
      await expect(block.locator('pre')).toHaveText(expected);
      const button = block.getByRole('button');
      await button.scrollIntoViewIfNeeded();
      // The button does not cover the code it copies.
      const code = await block.locator('pre code').evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        return { top: r.top, right: r.right };
      });
      const b = (await button.boundingBox())!;
      const beside = code.right <= b.x;
      const below = code.top >= b.y + b.height;
      expect(beside || below).toBe(true);
      await button.click();
      await expect(button).toHaveText(c.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      // and says so for two seconds, then offers to copy again
      await expect(button).toHaveText(c.copy, { timeout: 4000 });
    }
  });
}

test('a code block copy button is reached with Tab and pressed with Enter', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/');
  const button = page.locator('.code-copy-box').first().getByRole('button');
  await expect(button).toHaveText('Copy code');
  await page.locator('.code-copy-box').first().locator('pre').focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  // a visible focus ring
  expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(button).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(INSTALL);
});
