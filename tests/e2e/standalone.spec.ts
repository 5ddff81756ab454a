import { expectDemoReady, expect, openPage, readingTest } from './fixtures';
import { demoPages } from './site';

// Every demo reached the way a reader does: from its block's "Open in separate page" link, read from the page as
// served (opening the page and its demos only to read the links took a fifth of this sweep: 67 s of a worker, now 52).
const standaloneLinks = /<a\b[^>]*\bhref="([^"]*)"[^>]*>\s*Open in separate page\s*</g;

for (const demoPage of demoPages) {
  readingTest(
    `every demo of ${demoPage.path} renders alone on its standalone page with no console error`,
    async ({ page }) => {
      readingTest.setTimeout(90_000);
      const served = await page.request.get(demoPage.path);
      expect(served.status()).toBe(200);
      const html = await served.text();
      const hrefs = [...html.matchAll(standaloneLinks)].map((m) => m[1]);
      // One link a demo block.
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBe(html.match(/class="demo-preview/g)?.length);
      for (const href of hrefs) {
        expect(href).toMatch(/^\/~demos\/[a-z0-9-]+$/);
        const response = await openPage(page, href);
        expect(response?.status(), href).toBe(200);
        const box = page.locator('main.standalone > astro-island > div').first();
        await expectDemoReady(box);
        await expect(box.locator('table').first()).toBeVisible();
      }
    },
  );
}
