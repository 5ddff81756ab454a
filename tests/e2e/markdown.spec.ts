import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { guidePage, on7x, onlyOnCurrentLine, pages, zhPath } from './site';

// Every page is also served as Markdown (issue 10, "For readers and their tools"): `/index.md` for the
// home page, `<path>.md` for the others, the Chinese ones under /zh-CN; /llms.txt lists them all.
const markdownPath = (path: string) => (path === '/' ? '/index.md' : `${path}.md`);
// Both lines: the current one (1.x) at the root, with its own pages, and 7.x under /7.x.
const rootPages = [...pages, ...onlyOnCurrentLine, guidePage];
const markdownOf7x = (path: string, zh = false) =>
  path === '/' ? `${on7x('/', zh)}/index.md` : `${on7x(path, zh)}.md`;
const expected = [
  ...rootPages.map((p) => ({ path: markdownPath(p.path), title: p.title })),
  ...rootPages.map((p) => ({ path: p.path === '/' ? '/zh-CN/index.md' : `${zhPath(p.path)}.md`, title: p.zhTitle })),
  ...pages.map((p) => ({ path: markdownOf7x(p.path), title: p.title })),
  ...pages.map((p) => ({ path: markdownOf7x(p.path, true), title: p.zhTitle })),
];

test('/llms.txt has the llmstxt.org shape and links the Markdown of every page of both languages', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^# rc-table\n\n> \S/);
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((m) => new URL(m[1]));
  // Absolute addresses, all on the one site the docs are published at.
  expect(new Set(links.map((u) => u.origin)).size).toBe(1);
  expect(links[0].protocol).toBe('https:');
  expect(links.map((u) => u.pathname).sort()).toEqual(expected.map((p) => p.path).sort());
  expect(links.map((u) => u.pathname)).toContain('/demo/virtual-list-grid.md');
  expect(links.map((u) => u.pathname)).toContain('/zh-CN/changelog.md');
});

test('every page’s Markdown answers as text and starts with the page’s title heading', async ({ request }) => {
  test.setTimeout(120_000);
  for (const { path, title } of expected) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/(markdown|plain); charset=utf-8$/);
    const body = await response.text();
    expect(body.split('\n')[0], path).toBe(`# ${title}`);
    expect(body, path).not.toContain('<code src=');
  }
});

test('/7.x/changelog.md has the releases up to the documented 7.55.1, /changelog.md those of 1.x', async ({
  request,
}) => {
  const current = await (await request.get('/changelog.md')).text();
  expect(current).toMatch(/^### 1\.12\.0$/m);
  expect(current).toMatch(/^### 1\.0\.0$/m);
  const body = await (await request.get('/7.x/changelog.md')).text();
  expect(body).toMatch(/^## 7\.x$/m);
  expect(body).toMatch(/^### 7\.55\.1$/m);
  expect(body).toMatch(/^### 3\.2\.0$/m);
});

test('/llms-full.txt holds every English page, each under its title', async ({ request }) => {
  const response = await request.get('/llms-full.txt');
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const body = await response.text();
  for (const page of rootPages) expect(body, page.path).toMatch(new RegExp(`^# ${escapeRegExp(page.title)}$`, 'm'));
  // A demo's source, not only the prose: of both lines.
  expect(body).toContain("import Table from '@rc-component/table';");
  expect(body).toContain("import Table from 'rc-table';");
});

test.describe('the "Copy page as Markdown" button', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('copies the page’s Markdown, says "Copied" for a moment, then offers to copy again', async ({
    page,
    request,
  }) => {
    await openPage(page, '/demo/scroll-x');
    // The button is found by its group: its name changes as it reports.
    const button = copyButton(page, 'This page as Markdown');
    await expect(button).toHaveText('Copy page as Markdown');
    await button.click();
    await expect(button).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# Scroll X\n')).toBe(true);
    expect(copied).toBe(await (await request.get('/demo/scroll-x.md')).text());
    await expect(button).toHaveText('Copy page as Markdown', { timeout: 10_000 });
  });

  test('copies the Chinese page’s Markdown on the Chinese page, and the home page’s from /index.md', async ({
    page,
  }) => {
    await openPage(page, '/zh-CN/demo/scroll-x');
    const button = copyButton(page, '本页的 Markdown 版本');
    await expect(button).toHaveText('复制本页 Markdown');
    await button.click();
    await expect(button).toHaveText('已复制');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# 横向滚动\n/);

    await openPage(page, '/');
    await copyButton(page, 'This page as Markdown').click();
    await expect(copyButton(page, 'This page as Markdown')).toHaveText('Copied');
    const home = await page.evaluate(() => navigator.clipboard.readText());
    expect(home).toMatch(/^# rc-table\n/);
    // The API tab comes along as Markdown tables.
    expect(home).toMatch(/^## API$/m);
    expect(home).toContain('| Name | Description | Type | Default |');
  });

  test('says in place that copying failed when the Markdown cannot be fetched', async ({ page, problems }) => {
    problems.allow(/Failed to load resource: the server responded with a status of 503/);
    await page.route('**/demo/scroll-y.md', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await openPage(page, '/demo/scroll-y');
    const actions = page.getByRole('group', { name: 'This page as Markdown' });
    await actions.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(actions.getByRole('status')).toHaveText('Could not copy. Open the Markdown file instead.');
    await expect(actions.getByRole('button')).toHaveText('Copy page as Markdown');
    await expect(actions.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
  });

  test('is keyboard reachable', async ({ page }) => {
    await openPage(page, '/changelog');
    const button = copyButton(page, 'This page as Markdown');
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Changelog\n/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page links its Markdown file, and the copy button stays hidden', async ({ page, request }) => {
    await page.goto('/demo/scroll-x');
    const link = page.getByRole('link', { name: 'View as Markdown' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/demo/scroll-x.md');
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeHidden();
    const response = await request.get('/demo/scroll-x.md');
    expect(response.status()).toBe(200);
    await page.goto('/zh-CN');
    await expect(page.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute('href', '/zh-CN/index.md');
  });
});

const copyButton = (page: Page, group: string) => page.getByRole('group', { name: group }).getByRole('button');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
