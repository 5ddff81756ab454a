import { axeViolations } from './axe';
import { expect, openPage, readingTest } from './fixtures';
import { demoPages, zhPath } from './site';
import { chooseColorMode, firstTableBelowFirstScreen } from './reader';

// How the pages read at every width: the page's contents and a way back to the top on long pages, the
// demo before its explanation, and the width a phone gives the demo.

// ---- "On this page" and back to top at every width ---------------------------------------------

const TOC_CASES = [
  { width: 375, mode: 'dark', path: '/?tab=api', label: 'On this page', entry: 'Column', back: 'Back to top' },
  { width: 375, mode: 'light', path: '/zh-CN/7.x/changelog', label: '本页目录', entry: '6.x', back: '回到顶部' },
  { width: 860, mode: 'light', path: '/7.x/changelog', label: 'On this page', entry: '6.x', back: 'Back to top' },
  { width: 860, mode: 'dark', path: '/zh-CN?tab=api', label: '本页目录', entry: 'Column', back: '回到顶部' },
  { width: 1100, mode: 'dark', path: '/7.x/changelog', label: 'On this page', entry: '6.x', back: 'Back to top' },
] as const;

for (const { width, mode, path, label, entry, back } of TOC_CASES) {
  readingTest(
    `${path} at ${width} px (${mode}): "${label}" opens from the keyboard under the title, and "${back}" returns to the top`,
    async ({ page }) => {
      readingTest.setTimeout(60_000);
      await chooseColorMode(page, mode);
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, path);
      const contents = page.locator('details', { has: page.locator('summary', { hasText: label }) });
      const summary = contents.locator('summary');
      await expect(summary).toBeVisible();
      // Under the title, before the page's first section.
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const summaryBox = (await summary.boundingBox())!;
      expect(summaryBox.y).toBeGreaterThan(title.y);
      expect(summaryBox.y).toBeLessThan(800);
      // Reached with Tab from the top of the page, opened with Enter.
      await page.locator('#content').focus();
      for (let i = 0; i < 30 && !(await summary.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(summary).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(contents).toHaveAttribute('open', '');
      const nav = page.getByRole('navigation', { name: label, exact: true });
      await expect(nav).toBeVisible();
      expect(await axeViolations(page, '.toc-inline')).toEqual([]);
      const link = nav.getByRole('link', { name: entry, exact: true });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeInViewport();

      // A long page: a screen down, the way back to the top shows, and takes the reader (and the focus) there.
      const top = page.getByRole('link', { name: back, exact: true });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(top).toBeVisible();
      const topBox = (await top.boundingBox())!;
      expect(topBox.x + topBox.width).toBeLessThanOrEqual(width);
      expect(await axeViolations(page, '.back-to-top')).toEqual([]);
      await top.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
      await expect(page.locator('#content')).toBeFocused();
    },
  );
}

readingTest(
  'at 1440 px the contents stay beside the page, not folded under the title, and the top shows no back-to-top',
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/changelog');
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(1);
    await expect(page.locator('.site-toc')).toBeVisible();
    await expect(page.locator('summary', { hasText: 'On this page' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to top', exact: true })).toBeHidden();
  },
);

// ---- The demo first ------------------------------------------------------------------------------

// On a phone; at 1280×800 routes.spec.ts checks the same as it opens every page.
readingTest("at 375×740 every demo page shows its first demo's table on the first screen", async ({ page }) => {
  readingTest.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const below: string[] = [];
  for (const { path } of demoPages) {
    await openPage(page, path);
    const top = await firstTableBelowFirstScreen(page);
    if (top !== undefined) below.push(`${path}: the table starts at ${top} px`);
  }
  expect(below).toEqual([]);
});

readingTest('on a demo page the explanation follows the demo, in both languages', async ({ page }) => {
  for (const [path, phrase] of [
    ['/demo/fixed-columns', 'pin those columns'],
    [zhPath('/demo/fixed-columns'), '把这几列固定在两侧边缘'],
  ]) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, path);
    const demo = page.locator('section.demo').first();
    const intro = page.locator('.doc-page p:not(section.demo p)', { hasText: phrase }).first();
    await expect(intro).toBeVisible();
    // The introduction is still on the page, after the demo block.
    expect(
      await demo.evaluate((section, text) => {
        const p = [...document.querySelectorAll('.doc-page p:not(section.demo p)')].find((el) =>
          el.textContent.includes(text),
        )!;
        return !!(section.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING);
      }, phrase),
    ).toBe(true);
  }
});

// ---- Phones: the table gets the width ------------------------------------------------------------

for (const { path, mode } of [
  { path: '/demo/simple', mode: 'light' },
  { path: '/zh-CN/demo/fixed-columns', mode: 'dark' },
] as const) {
  readingTest(
    `${path} at 375 px (${mode}): a compact action bar and a demo as wide as the screen allows`,
    async ({ page }) => {
      await chooseColorMode(page, mode);
      await page.setViewportSize({ width: 375, height: 740 });
      await openPage(page, path);
      const block = page.locator('section.demo').first();
      const actions = block.locator('.demo-actions');
      const buttons = actions.locator('.button');
      // Show Code, Edit, the two sandboxes and the page of its own.
      await expect(buttons).toHaveCount(5);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(box.height, `${await button.textContent()} is one line`).toBeLessThanOrEqual(36);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      // Five actions in at most three rows (they took ~200 px stacked one per row).
      expect((await actions.boundingBox())!.height).toBeLessThanOrEqual(140);
      // The room the table gets inside the demo box.
      const room = await block
        .locator('.demo-preview')
        .evaluate(
          (el) =>
            el.clientWidth -
            parseFloat(getComputedStyle(el).paddingLeft) -
            parseFloat(getComputedStyle(el).paddingRight),
        );
      expect(room).toBeGreaterThanOrEqual(340);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await axeViolations(page, 'section.demo .demo-actions')).toEqual([]);
    },
  );
}
