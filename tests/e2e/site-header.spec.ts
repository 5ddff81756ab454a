// The site header at the widths where its links and buttons are most crowded.
import { expect, openPage, readingTest } from './fixtures';
import { box, READER_LOCALES } from './reader';

for (const locale of READER_LOCALES) {
  for (const width of [780, 860, 960]) {
    readingTest(
      `${locale.prefix || '/'} at ${width} px: the header's brand, buttons and links each stay on one line and nothing overlaps`,
      async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openPage(page, `${locale.prefix}/demo/simple`);
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: locale.home })).toBeVisible();
        await expect(banner.getByRole('button', { name: locale.sidebar })).toBeVisible();
        const controls = await banner.locator('a, button, input, select').filter({ visible: true }).all();
        expect(controls.length).toBeGreaterThanOrEqual(6);
        const boxes = await Promise.all(
          controls.map(async (c) => ({
            name: (await c.textContent())?.trim() || (await c.getAttribute('aria-label')),
            ...(await box(c)),
          })),
        );
        for (const b of boxes) {
          // One line of 14–18 px text in a control: well under 44 px tall; inside the window.
          expect(b.height, `${b.name} is on one line`).toBeLessThanOrEqual(40);
          expect(b.x, `${b.name} starts inside the window`).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width, `${b.name} ends inside the window`).toBeLessThanOrEqual(width);
        }
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            const apart =
              a.x + a.width <= b.x + 0.5 ||
              b.x + b.width <= a.x + 0.5 ||
              a.y + a.height <= b.y + 0.5 ||
              b.y + b.height <= a.y + 0.5;
            expect(apart, `${a.name} and ${b.name} do not overlap`).toBe(true);
          }
        }
      },
    );
  }
}
