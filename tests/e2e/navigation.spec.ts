// Moving around the site: the sidebar (and its phone drawer), the table of contents and previous/next links.
import { expect, openPage, readingTest } from './fixtures';
import { READER_LOCALES } from './reader';

for (const locale of READER_LOCALES) {
  readingTest(
    `${locale.prefix}/demo/virtual-list-grid: the sidebar shows the current page, the window stays at the top`,
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openPage(page, `${locale.prefix}/demo/virtual-list-grid`);
      const current = page.getByRole('navigation', { name: locale.pages }).locator('[aria-current="page"]');
      await expect(current).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
}

readingTest('on a phone the sidebar drawer opens scrolled to the current page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/demo/virtual-list-grid');
  const sidebar = page.getByRole('navigation', { name: 'Pages' });
  await page.getByRole('button', { name: 'Sidebar' }).click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
});

readingTest('Escape in the phone drawer closes it and puts focus back on the Sidebar button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/demo/simple');
  const button = page.getByRole('button', { name: 'Sidebar' });
  const sidebar = page.getByRole('navigation', { name: 'Pages' });
  await button.click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Scroll X', exact: true }).focus();
  await expect(sidebar.getByRole('link', { name: 'Scroll X', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(button).toBeFocused();
});

readingTest('the table of contents marks the last section at the bottom of the home page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link').last()).toHaveText('Browser and React support');
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return toc.getByRole('link').last().getAttribute('aria-current');
    })
    .toBe('location');
  await expect(toc.locator('a[aria-current]')).toHaveCount(1);
});

readingTest(
  'on /changelog the table of contents keeps its current entry in sight down to the oldest release',
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/changelog');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const current = toc.locator('a[aria-current="location"]');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(current).toHaveCount(1);
    await expect(current).toBeInViewport({ ratio: 1 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(current).toHaveText((await toc.getByRole('link').last().textContent())!);
    await expect(current).toBeInViewport({ ratio: 1 });
  },
);

for (const locale of READER_LOCALES) {
  readingTest(
    `${locale.prefix || '/'}: previous/next read home, then every demo in sidebar order, then the changelog and the upgrade guide`,
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const prevNext = (rel: 'prev' | 'next') =>
        page.getByRole('navigation', { name: locale.prevNext }).locator(`a[rel="${rel}"]`);
      await openPage(page, `${locale.prefix}/demo/simple`);
      // The demo pages as the sidebar lists them (on a wide window it shows only its page links).
      const items = await page
        .getByRole('navigation', { name: locale.pages })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => ({ title: a.textContent, href: a.getAttribute('href')! })));
      expect(items.length).toBeGreaterThanOrEqual(39);
      const first = items[0];
      const last = items[items.length - 1];
      const home = (await page.getByRole('banner').getByRole('link', { name: locale.home }).getAttribute('href'))!;

      await openPage(page, home);
      await expect(prevNext('prev')).toHaveCount(0);
      await expect(prevNext('next')).toHaveAttribute('href', first.href);
      await expect(prevNext('next')).toContainText(first.title);
      await prevNext('next').click();
      await expect(page).toHaveURL(new RegExp(`${first.href}$`));
      await expect(prevNext('prev')).toHaveAttribute('href', home);
      await expect(prevNext('next')).toHaveAttribute('href', items[1].href);

      await openPage(page, last.href);
      await expect(prevNext('prev')).toHaveAttribute('href', items[items.length - 2].href);
      await expect(prevNext('next')).toHaveAttribute('href', `${locale.prefix}/changelog`);
      await prevNext('next').click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/changelog$`));
      await expect(prevNext('prev')).toHaveAttribute('href', last.href);
      await expect(prevNext('prev')).toContainText(last.title);
      // On 1.x the upgrade guide from 7.x comes last.
      await expect(prevNext('next')).toHaveAttribute('href', `${locale.prefix}/migration`);
      await prevNext('next').click();
      await expect(prevNext('next')).toHaveCount(0);
    },
  );
}
