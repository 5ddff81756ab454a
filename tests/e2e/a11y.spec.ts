import { axeViolations, COLOUR_RULES } from './axe';
import { expect, expectDemoReady, openPage, reachDemo, readingTest } from './fixtures';
import { chooseColorMode } from './reader';
import { pagesWithDemosAudited } from './site';

// The site's own chrome and content (best practices too); the demos are audited on their own below.
for (const mode of ['light', 'dark'] as const) {
  for (const path of ['/', '/?tab=api', '/changelog', '/demo/simple', '/zh-CN/demo/scroll-x']) {
    readingTest(`${path} in ${mode} mode meets WCAG AA (contrast, labels, headings)`, async ({ page }) => {
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

// Every demo of the page comes alive (hydrates, its table visible; the fixture fails the test on any console
// error or React warning), then as it renders once live: contrast, names of controls, focusable scroll regions, in
// light mode and then, switched in place as a reader does, in dark mode; and no fragment link in a demo leads
// nowhere (`#1`, `#row-3` used to jump to the top). One test per page, so a slow page on a busy machine cannot run a whole sweep out of time; one load
// per page, not one per mode (the walk over every demo page was the suite's longest).
for (const { path } of pagesWithDemosAudited) {
  readingTest(
    `the demos of ${path} come alive and meet WCAG AA in light and dark mode, and their fragment links lead somewhere`,
    async ({ page }) => {
      readingTest.setTimeout(90_000);
      await chooseColorMode(page, 'light');
      await openPage(page, path);
      const previews = await page.locator('.demo-preview').all();
      expect(previews.length).toBeGreaterThan(0);
      for (const preview of previews) {
        await reachDemo(preview);
        await expectDemoReady(preview);
        await expect(preview.locator('table').first()).toBeVisible();
      }
      const demos = { include: [['.demo-preview']] };
      expect(await axeViolations(page, demos), 'light mode').toEqual([]);
      await page.locator('.site-header').getByRole('combobox', { name: 'Colour mode' }).selectOption('dark');
      await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
      // Colours that ease into the new mode (the styled-components demo's cells: 0.3 s) are read once they arrive.
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      );
      // Names, roles and structure are the same in both modes: dark mode is audited for what colours decide.
      expect(await axeViolations(page, demos, COLOUR_RULES), 'dark mode').toEqual([]);
      const dead = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('.demo-preview a[href]')]
          .map((a) => a.getAttribute('href') ?? '')
          .filter((href) => href.startsWith('#'))
          .filter((href) => href === '#' || !document.getElementById(decodeURIComponent(href.slice(1)))),
      );
      expect(dead).toEqual([]);
    },
  );
}
