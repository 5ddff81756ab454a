// Reading and editing on a phone (375 px), in both languages and both colour modes, and the same parts on a
// desktop: the code toolbar on one line, the Markdown buttons clear of the contents box, "Back to top" on
// no text, the edited table in sight while typing, the virtual list's columns all on screen.
import type { Locator, Page } from '@playwright/test';
import { expect, expectDemoReady, openPage, reachDemo, readingTest } from './fixtures';
import { chooseColorMode } from './reader';

const LOCALES = [
  {
    id: 'en-US',
    prefix: '',
    showCode: 'Show Code',
    copy: 'Copy code',
    edit: 'Edit',
    back: 'Back to top',
    editor: 'Demo source code editor. Tab indents; press Escape, then Tab, to leave the editor.',
  },
  {
    id: 'zh-CN',
    prefix: '/zh-CN',
    showCode: '显示代码',
    copy: '复制代码',
    edit: '编辑',
    back: '回到顶部',
    editor: '示例源代码编辑器。按 Tab 缩进；先按 Esc 再按 Tab 可离开编辑器。',
  },
] as const;
const [PHONE, DESKTOP] = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
/**
 * Every pair of choices once: each language in each colour mode, each language at each width, each mode at each
 * width. A fault that needs two of them together (a longer Chinese label on a phone) is still met, in four runs of
 * the parts instead of all eight combinations.
 */
const CASES = [
  [LOCALES[0], 'light', PHONE],
  [LOCALES[0], 'dark', DESKTOP],
  [LOCALES[1], 'dark', PHONE],
  [LOCALES[1], 'light', DESKTOP],
] as const;

type Rect = { x: number; y: number; width: number; height: number };
const rect = async (locator: Locator): Promise<Rect> => (await locator.boundingBox())!;
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the elements holding text (each text node's parent), in viewport coordinates. */
function textBoxes(page: Page, selector: string): Promise<Rect[]> {
  return page.evaluate((sel) => {
    const boxes: Rect[] = [];
    for (const el of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement) continue;
        const r = node.parentElement.getBoundingClientRect();
        if (r.width && r.height) boxes.push({ x: r.x, y: r.y, width: r.width, height: r.height });
      }
    }
    return boxes;
  }, selector);
}

for (const [locale, mode, viewport] of CASES)
  readingTest.describe(`${locale.id}, ${mode}, ${viewport.name} (${viewport.width} px)`, () => {
    readingTest.use({ viewport: { width: viewport.width, height: viewport.height } });
    readingTest.beforeEach(async ({ page }) => chooseColorMode(page, mode));

    readingTest('the code toolbar keeps its file tabs and "Copy code" on one line each', async ({ page }) => {
      await openPage(page, `${locale.prefix}/demo/simple`);
      const block = page.locator('#simple');
      await expectDemoReady(block.locator('.demo-preview'));
      await block.getByRole('button', { name: locale.showCode, exact: true }).click();
      const copy = block.getByRole('button', { name: locale.copy, exact: true });
      await expect(copy).toBeVisible();
      const tabs = block.getByRole('tab');
      await expect(tabs).toHaveCount(2);
      const [first, second] = [await rect(tabs.nth(0)), await rect(tabs.nth(1))];
      // Side by side, not stacked.
      expect(Math.abs(first.y - second.y)).toBeLessThan(1);
      expect(second.x).toBeGreaterThan(first.x + first.width - 1);
      // The button's words on a single line: its height is that of one line plus its padding.
      const lineHeight = await copy.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await rect(copy)).height).toBeLessThan(2 * lineHeight);
      // Both fit the screen.
      const button = await rect(copy);
      expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
      expect(button.y).toBeLessThan(first.y + first.height);
    });

    for (const path of ['/demo/simple', '/changelog'])
      readingTest(`${path}: the Markdown buttons keep clear of the contents box`, async ({ page }) => {
        await openPage(page, `${locale.prefix}${path}`);
        const buttons = page.locator('.page-markdown');
        await expect(buttons.getByRole('link').first()).toBeVisible();
        const contents = page.locator('details.toc-inline');
        if (viewport.width >= 1280) {
          // Wide screens have the contents beside the page instead.
          await expect(contents).toBeHidden();
          return;
        }
        const gap = (await rect(contents)).y - ((await rect(buttons)).y + (await rect(buttons)).height);
        expect(gap).toBeGreaterThanOrEqual(8);
      });

    readingTest('"Back to top", at the end of a long page, sits on no text', async ({ page }) => {
      // A page more than two screens long (the pill shows a screen down).
      await openPage(page, `${locale.prefix}${viewport.width < 1280 ? '/demo/sticky-header' : '/changelog'}`);
      // At the very end, also once the demos that came into view have hydrated and grown the page.
      const atEnd = () =>
        page.evaluate(async () => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          await new Promise((resolve) => setTimeout(resolve, 300));
          return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
        });
      await expect.poll(atEnd).toBe(true);
      const back = page.getByRole('link', { name: locale.back, exact: true });
      await expect(back).toBeVisible();
      const pill = await rect(back);
      expect(pill.x + pill.width).toBeLessThanOrEqual(viewport.width);
      const lines = await textBoxes(page, '.site-main > :not(.back-to-top)');
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.filter((line) => overlaps(line, pill))).toEqual([]);
      // Its words remain its name, and it still takes the reader to the top.
      await back.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
    });

    readingTest('while the reader types in the editor, the edited table stays in sight', async ({ page }) => {
      await openPage(page, `${locale.prefix}/demo/simple`);
      const block = page.locator('#simple');
      await expectDemoReady(block.locator('.demo-preview'));
      await block.getByRole('button', { name: locale.edit, exact: true }).click();
      const editor = block.getByRole('textbox', { name: locale.editor });
      await expect(editor).toContainText("from '@rc-component/table'");
      // The reader works at the end of the code, far below the table: the cursor there, then a change
      // typed that the table shows.
      await editor.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('\n// a note');
      const cursorLine = editor.locator('.cm-activeLine');
      await expect(cursorLine).toHaveText('// a note');
      const code = await editor.evaluate((el) => (el as HTMLElement).innerText);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.insertText(code.replace("title: 'Item'", "title: 'Items'"));
      const header = block.locator('.demo-preview thead th').first();
      await expect(header).toHaveText('Items');
      // The line being typed and the table's changed header are both on screen, apart.
      await expect(cursorLine).toBeInViewport();
      await expect(header).toBeInViewport({ ratio: 1 });
      expect(overlaps(await rect(header), await rect(cursorLine))).toBe(false);
    });

    readingTest('the virtual list shows all three columns, and no scroll bar over its rows', async ({ page }) => {
      await openPage(page, `${locale.prefix}/demo/virtual-list`);
      const block = page.locator('#virtual-list');
      // It hydrates once the reader reaches it (hydrate="on-reach").
      await reachDemo(block.locator('.demo-preview'));
      await expectDemoReady(block.locator('.demo-preview'));
      const table = await rect(block.locator('.rc-table').first());
      const headers = block.locator('.rc-table-thead th:not(.rc-table-cell-scrollbar)');
      await expect(headers).toHaveText(['Name', 'Colour', 'Score']);
      // The last column's title and values are inside the table's box, not cut off past its right edge.
      const score = await rect(headers.nth(2));
      expect(score.x + score.width).toBeLessThanOrEqual(table.x + table.width + 1);
      const firstScore = block
        .locator('.rc-table-tbody-virtual .rc-table-row')
        .first()
        .locator('.rc-table-cell')
        .nth(2);
      await expect(firstScore).toHaveText('0');
      const cell = await rect(firstScore);
      expect(cell.x + cell.width).toBeLessThanOrEqual(table.x + table.width + 1);
      // No horizontal scroll bar is drawn over the last visible row.
      await expect(block.locator('.rc-table-tbody-virtual-scrollbar-horizontal')).toBeHidden();
    });
  });
