import { execFileSync } from 'node:child_process';
import { expect, openPage, readingTest } from './fixtures';
import { chooseColorMode } from './reader';
import { HOME_TITLE } from './site';

// What the site documents and where this site's own source lives (the product's repositories).
const REPOSITORY = 'https://github.com/react-component/table';
const NPM = 'https://www.npmjs.com/package/@rc-component/table';
const ISSUES = 'https://github.com/react-component/table/issues';
const SITE_SOURCE = 'https://github.com/react-component/table-site';
const SITE = 'https://table-react-component.vercel.app';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * When git says a file last changed (what "Last updated" must show): its newest commit, where the page
 * becoming MDX (`x.md` renamed `x.mdx`, nothing else changed) is not a change.
 */
function committed(file: string): string {
  const log = execFileSync('git', ['log', '--follow', '--format=%x00%cI', '--name-status', '--', file], {
    encoding: 'utf8',
  });
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...changes] = commit.trim().split('\n');
    if (!changes.filter(Boolean).every((c) => /^R100\t(.+)\.md\t\1\.mdx$/.test(c))) return date;
  }
  return '';
}

const LANGUAGES = [
  {
    lang: 'en-US',
    path: '/demo/scroll-x',
    file: 'docs/1.x/demo/scrollX.mdx',
    title: 'Scroll X - rc-table',
    edit: 'Edit this page',
    updated: /^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    footer: ['GitHub', 'npm', 'Issues', 'Source of this site'],
    ogLocale: 'en_US',
  },
  {
    lang: 'zh-CN',
    path: '/zh-CN/demo/scroll-x',
    file: 'docs/1.x/demo/scrollX.zh-CN.mdx',
    title: '横向滚动 - rc-table',
    edit: '编辑此页',
    updated: /^最后更新：\d{4}年\d{1,2}月\d{1,2}日$/,
    footer: ['GitHub', 'npm', '问题反馈', '本站源码'],
    ogLocale: 'zh_CN',
  },
];

for (const l of LANGUAGES) {
  for (const mode of ['light', 'dark'] as const) {
    readingTest(
      `a ${l.lang} page in ${mode} mode links to rc-table's repository, npm and issues, its own source, and says when it changed`,
      async ({ page }) => {
        await chooseColorMode(page, mode);
        await openPage(page, l.path);
        const header = page.locator('.site-header');
        await expect(header.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', REPOSITORY);
        await expect(header.getByRole('link', { name: 'npm' })).toHaveAttribute('href', NPM);
        await expect(header.getByRole('link', { name: 'GitHub' })).toBeVisible();

        const footer = page.locator('.site-footer');
        await expect(footer.getByRole('link')).toHaveText(l.footer);
        const hrefs = await footer.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(hrefs).toEqual([REPOSITORY, NPM, ISSUES, SITE_SOURCE]);

        const edit = page.getByRole('link', { name: l.edit });
        await expect(edit).toBeVisible();
        await expect(edit).toHaveAttribute('href', `${SITE_SOURCE}/edit/main/${l.file}`);
        const updated = page.locator('.page-meta time');
        await expect(updated).toHaveText(l.updated);
        const date = committed(l.file);
        expect(date).not.toBe('');
        await expect(updated).toHaveAttribute('datetime', date);
        // The date shown is the commit's day (UTC).
        const day = new Date(date).getUTCDate();
        expect(await updated.textContent()).toContain(String(day));
      },
    );
  }

  readingTest(
    `a ${l.lang} page has a social card: title, description, absolute addresses and a 1200×630 image`,
    async ({ page, request }) => {
      await openPage(page, l.path);
      await expect(page).toHaveTitle(l.title);
      const meta = (selector: string) => page.locator(`head meta[${selector}]`);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(`${SITE}${l.path}`);
      await expect(meta('property="og:title"')).toHaveAttribute('content', l.title);
      const description = await meta('name="description"').getAttribute('content');
      expect(description).toBeTruthy();
      await expect(meta('property="og:description"')).toHaveAttribute('content', description!);
      await expect(meta('property="og:url"')).toHaveAttribute('content', canonical!);
      await expect(meta('property="og:locale"')).toHaveAttribute('content', l.ogLocale);
      await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
      const image = await meta('property="og:image"').getAttribute('content');
      expect(image).toBe(`${SITE}/og${l.path}.png`);
      // The card is served by this build at the same path.
      const response = await request.get(new URL(image!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
      await expect(meta('name="theme-color"')).toHaveCount(2);
    },
  );
}

readingTest(
  'the home page is titled by what rc-table is, in both languages, and each language has its own card',
  async ({ page, request }) => {
    await openPage(page, '/');
    await expect(page).toHaveTitle(HOME_TITLE.en);
    await openPage(page, '/zh-CN');
    await expect(page).toHaveTitle(HOME_TITLE.zh);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE}/og/zh-CN.png`);
    const en = await (await request.get('/og/index.png')).body();
    const zh = await (await request.get('/og/zh-CN.png')).body();
    expect(pngSize(en)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(zh)).toEqual({ width: 1200, height: 630 });
    // The Chinese card is drawn with the Chinese title, so it is not the English card.
    expect(zh.equals(en)).toBe(false);
  },
);

readingTest('an iPhone finds its home screen icon at /apple-touch-icon.png', async ({ page, request }) => {
  await openPage(page, '/');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  const response = await request.get('/apple-touch-icon.png');
  expect(response.status()).toBe(200);
  expect(pngSize(await response.body())).toEqual({ width: 180, height: 180 });
});

readingTest('on a phone the links out are in the drawer and the footer, in Chinese too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/zh-CN/demo/simple');
  await page.getByRole('button', { name: '侧边栏' }).click();
  const drawer = page.locator('#site-sidebar');
  await expect(drawer.getByRole('link', { name: 'GitHub' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'npm' })).toBeVisible();
  await page.keyboard.press('Escape');
  const edit = page.getByRole('link', { name: '编辑此页' });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeVisible();
  const box = await edit.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expect(page.locator('.site-footer').getByRole('link', { name: '问题反馈' })).toBeVisible();
});
