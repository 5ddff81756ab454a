import { axeViolations } from './axe';
import { expect, expectDemoReady, openPage, test } from './fixtures';
import { chooseColorMode } from './reader';
import { demoPages } from './site';

// The site's own chrome and content (best practices too); the demos are audited on their own below.
for (const mode of ['light', 'dark'] as const) {
  for (const path of ['/', '/?tab=api', '/changelog', '/demo/simple', '/zh-CN/demo/scroll-x']) {
    test(`${path} in ${mode} mode meets WCAG AA (contrast, labels, headings)`, async ({ page }) => {
      await chooseColorMode(page, mode);
      await openPage(page, path);
      await page.locator('#tab-doc').waitFor({ state: 'attached' });
      expect(
        await axeViolations(page, { exclude: [['.demo-preview'], ['main.standalone']] }, [
          'wcag2a',
          'wcag2aa',
          'best-practice',
        ]),
      ).toEqual([]);
    });
  }
}

// Every demo as it renders on its page, once live: contrast, names of controls, focusable scroll regions.
// One test per page and mode, so a slow page on a busy machine cannot run a whole sweep out of time.
for (const mode of ['light', 'dark'] as const) {
  for (const { path } of demoPages) {
    test(`the demos of ${path} in ${mode} mode meet WCAG AA`, async ({ page }) => {
      test.setTimeout(90_000);
      await chooseColorMode(page, mode);
      await openPage(page, path);
      for (const preview of await page.locator('.demo-preview').all()) {
        await preview.scrollIntoViewIfNeeded();
        await expectDemoReady(preview);
      }
      expect(await axeViolations(page, { include: [['.demo-preview']] }, ['wcag2a', 'wcag2aa'])).toEqual([]);
    });
  }
}
