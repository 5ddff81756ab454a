import { expect, test } from './fixtures';

// A first visit downloads the whole HTML before the first paint: on a phone every 100 KB of it is
// about half a second. Lighthouse's mobile score fell from 99–100 to 82–94 when each demo's no-script
// code carried the highlighted table theme (111 KB, a colour on every token) and every code token an
// inline style; these bounds would have caught it.
// The home page holds its API tab: 1.x's documents some 40 rows more than 7.x's (the semantic classNames and
// styles keys, Peers) and a copyable link per row, 217 KB (34 KB gzipped) against 7.x's 183 KB.
const BUDGETS: [path: string, bytes: number][] = [
  ['/', 224 * 1024],
  ['/7.x', 200 * 1024],
  ['/demo/simple', 64 * 1024],
  ['/demo/virtual-list', 128 * 1024],
];

for (const [path, budget] of BUDGETS) {
  test(`the HTML of ${path} stays within ${budget / 1024} KB`, async ({ request }) => {
    const html = await (await request.get(path)).body();
    expect(html.byteLength).toBeLessThan(budget);
  });
}

test('a page of several demos writes the shared table theme out once, and code colours as classes', async ({
  request,
}) => {
  for (const path of ['/demo/virtual-list', '/demo/sticky-header']) {
    const html = await (await request.get(path)).text();
    expect(html.split('A neutral theme for @rc-component/table').length - 1, path).toBe(1);
    expect(html, path).toContain('<span class="line">');
    expect(html, path).not.toMatch(/<span style="--shiki-/);
  }
});
