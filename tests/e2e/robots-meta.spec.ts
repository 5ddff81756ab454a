import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_404, expect, readingTest } from './fixtures';

// Search engines must not index the not-found pages (a reader who follows a dead link lands there) nor the
// debug pages of test builds; every page a reader looks for must stay indexable. Checked on every HTML file
// of the test build, as the static server serves it.

const BUILD_DIR = process.env.SITE_BUILD_DIR ?? 'build-test';

/** The pages marked `debug: true` (each line's demo/crash.md and its translation) and their demos alone, in both languages. */
const DEBUG_PAGES_OF_A_LINE = [
  '/demo/crash',
  '/zh-CN/demo/crash',
  '/~demos/crash-on-click',
  '/~demos/crash-neighbour',
  '/zh-CN/~demos/crash-on-click',
  '/zh-CN/~demos/crash-neighbour',
];
/** The same address on the 7.x line (`/zh-CN/7.x/…`). */
const on7x = (address: string) => address.replace(/^(\/zh-CN)?/, '$1/7.x');
const DEBUG_PAGES = [...DEBUG_PAGES_OF_A_LINE, ...DEBUG_PAGES_OF_A_LINE.map(on7x)];
/** The not-found pages of a single-404 host, of the Chinese pages, and of the standalone demos. */
const NOT_FOUND_PAGES = ['/404', '/zh-CN/404', '/~demos/404'];
/** Section addresses: an instant redirect to the section's first page, not a page of their own. */
const REDIRECTS = ['/demo', '/zh-CN/demo', '/7.x/demo', '/zh-CN/7.x/demo'];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The address a built file is served at (`build.format: 'file'`, no trailing slash). */
function addressOf(file: string): string {
  const relative = path
    .relative(BUILD_DIR, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  return relative === 'index' ? '/' : `/${relative.replace(/\/index$/, '')}`;
}

/** The content of every robots meta element of a document. */
function robots(html: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\bname=["']?robots["'\s>]/i.test(tag))
    .map((tag) => /\bcontent=["']?([^"'>]*)/i.exec(tag)?.[1] ?? '');
}

readingTest('the debug pages of this build are the ones listed here', () => {
  const debugSources = readdirSync('docs/1.x/demo').filter((f) =>
    /^debug:\s*true\s*$/m.test(readFileSync(path.join('docs/1.x/demo', f), 'utf8').split(/^---$/m)[1] ?? ''),
  );
  expect(debugSources.sort()).toEqual(['crash.mdx', 'crash.zh-CN.mdx']);
  const demos = [
    ...readFileSync('docs/1.x/demo/crash.mdx', 'utf8').matchAll(/<code src="\.\.\/examples\/([\w-]+)\.tsx"/g),
  ];
  expect(demos.map((m) => `/~demos/${m[1]}`)).toEqual(DEBUG_PAGES_OF_A_LINE.filter((p) => p.startsWith('/~demos/')));
});

readingTest('noindex is on every not-found and debug page, and on no other page', async ({ request }) => {
  const addresses = htmlFiles(BUILD_DIR).map(addressOf).sort();
  expect(addresses.length).toBeGreaterThan(100);
  for (const page of [...DEBUG_PAGES, ...NOT_FOUND_PAGES, ...REDIRECTS]) expect(addresses).toContain(page);

  const wrong: string[] = [];
  for (const address of addresses) {
    const html = await (await request.get(address)).text();
    const expected = [...DEBUG_PAGES, ...NOT_FOUND_PAGES, ...REDIRECTS].includes(address) ? ['noindex'] : [];
    const found = robots(html);
    if (JSON.stringify(found) !== JSON.stringify(expected)) wrong.push(`${address}: ${JSON.stringify(found)}`);
    if (REDIRECTS.includes(address)) expect(html, address).toMatch(/<meta http-equiv="refresh"/);
  }
  expect(wrong).toEqual([]);
});

readingTest(
  'an unknown address answers with a noindex not-found page, in both languages',
  async ({ page, problems }) => {
    problems.allow(DOCUMENT_404);
    for (const address of ['/nowhere', '/demo/no-such-demo', '/zh-CN/nowhere', '/~demos/no-such-demo']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.locator('meta[name="robots"]'), address).toHaveAttribute('content', 'noindex');
    }
  },
);
