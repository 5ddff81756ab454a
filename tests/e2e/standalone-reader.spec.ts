import { expect, expectDemoReady, openPage, readingTest } from './fixtures';
import { chooseColorMode } from './reader';

const CASES = [
  {
    lang: 'en-US',
    page: '/demo/scroll-x',
    standalone: '/~demos/scroll-x',
    open: 'Open in separate page',
    back: 'Back to Scroll X',
    edit: 'Edit',
    mode: 'light',
    width: 1280,
  },
  {
    lang: 'zh-CN',
    page: '/zh-CN/demo/scroll-x',
    standalone: '/zh-CN/~demos/scroll-x',
    open: '在独立页面中打开',
    back: '返回「横向滚动」',
    edit: '编辑',
    mode: 'dark',
    width: 375,
  },
] as const;

for (const c of CASES) {
  readingTest(
    `a ${c.lang} reader (${c.mode}, ${c.width} px) opens a demo alone in their language, in the site's font, and comes back`,
    async ({ page }) => {
      await chooseColorMode(page, c.mode);
      await page.setViewportSize({ width: c.width, height: 800 });
      await openPage(page, c.page);
      const open = page.getByRole('link', { name: c.open }).first();
      await expect(open).toHaveAttribute('href', c.standalone);

      await openPage(page, c.standalone);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      const box = page.locator('main.standalone > astro-island > div').first();
      await expectDemoReady(box);
      const edit = page.getByRole('button', { name: c.edit, exact: true });
      await expect(edit).toBeVisible();

      // Buttons, the demo's own ones included, use the site's font, not the browser's default.
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      const buttonFonts = await page
        .locator('main.standalone button')
        .evaluateAll((all) => [...new Set(all.map((b) => getComputedStyle(b).fontFamily))]);
      expect(buttonFonts.length).toBeGreaterThan(0);
      expect(buttonFonts).toEqual([bodyFont]);

      // The way back: to the demo on its page, in the same language.
      const back = page.getByRole('link', { name: c.back });
      await expect(back).toBeVisible();
      await back.click();
      await expect(page).toHaveURL(new RegExp(`${c.page}#scroll-x$`));
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    },
  );
}
