import { expectDemoReady, expect, openPage, test } from './fixtures';
import { demoPages } from './site';

// Every demo reached the way a reader does: from its block's "Open in separate page" link.
for (const demoPage of demoPages) {
  test(`every demo of ${demoPage.path} renders alone on its standalone page with no console error`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openPage(page, demoPage.path);
    const links = page.getByRole('link', { name: 'Open in separate page' });
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/~demos\/[a-z0-9-]+$/);
      const response = await openPage(page, href);
      expect(response?.status(), href).toBe(200);
      const box = page.locator('main.standalone > astro-island > div').first();
      await expectDemoReady(box);
      await expect(box.locator('table').first()).toBeVisible();
    }
  });
}
