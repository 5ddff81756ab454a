// Issue 27: the virtual list of 100,000 rows lays out on the server exactly as it ends up in the browser.
// VirtualTable stretches its columns to the table's measured width once mounted; a table wider than its
// columns made every cell move sideways at hydration (CLS 0.016 in Lighthouse's phone screen, more on a
// desktop). The island's chunk is held back so the server's layout can be read first, then let through, and the
// reader points at the table, which wakes it (it hydrates on reach).
import type { Page } from '@playwright/test';
import { expect, expectDemoReady, openPage, reachDemo, test } from './fixtures';
import { on7x } from './site';

/** Holds the demo islands' entry chunk until `release()`. */
async function holdIslandChunks(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/_astro\/DemoIsland\.[^/]*\.js$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** The boxes of the header cells and of the first rows' cells, rounded to the pixel. */
function cellBoxes(page: Page) {
  return page.locator('#virtual-list .rc-table').evaluate((table) =>
    [
      ...table.querySelectorAll(
        '.rc-table-thead th, .rc-table-tbody-virtual .rc-table-row:nth-child(-n+3) .rc-table-cell',
      ),
    ]
      .filter((cell) => !cell.classList.contains('rc-table-cell-scrollbar'))
      .map((cell) => {
        const r = cell.getBoundingClientRect();
        return `${cell.textContent} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
  );
}

/** Every layout shift of the page so far (buffered), each with what moved. */
function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
        const shifts: { value: number; moved: string[] }[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            shifts.push({
              value: entry.value,
              moved: entry.sources.map((s) => {
                const el = s.node instanceof Element ? s.node : s.node?.parentElement;
                return `${el?.tagName ?? '?'}.${el?.className ?? ''} "${(s.node?.textContent ?? '').slice(0, 40)}"`;
              }),
            });
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, within a frame or two.
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(shifts), 50)));
      }),
  );
}

/** Lets the table measure itself and re-render (ResizeObserver, then React) before reading it again. */
const afterFrames = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 6; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });

const screens = [
  { name: 'a phone (Lighthouse mobile, 412 px)', width: 412, height: 823 },
  { name: 'a desktop (1280 px)', width: 1280, height: 720 },
];

for (const [line, path] of [
  ['1.x', '/demo/virtual-list'],
  ['7.x', on7x('/demo/virtual-list')],
] as const) {
  for (const screen of screens) {
    test(`${line} virtual list on ${screen.name}: nothing moves when the demo hydrates (CLS 0)`, async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const chunks = await holdIslandChunks(page);
      await openPage(page, path);
      await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
      await expect(page.locator('astro-island[ssr]:has(#virtual-list)')).toHaveCount(1);
      const served = await cellBoxes(page);
      expect(served.slice(0, 3).map((cell) => cell.split(' ')[0])).toEqual(['Name', 'Colour', 'Score']);
      expect(served.length).toBeGreaterThan(3);

      chunks.release();
      await expect(page.locator('astro-island:not([ssr]):has(#virtual-list)')).toHaveCount(1);
      await reachDemo(page.locator('#virtual-list .demo-preview'));
      await expectDemoReady(page.locator('#virtual-list .demo-preview'));
      await afterFrames(page);
      // The table is live (its scroll bar is measured) and every cell is where the server put it.
      await expect(page.locator('#virtual-list .rc-table-tbody-virtual-scrollbar-vertical')).toBeAttached();
      expect(await cellBoxes(page)).toEqual(served);
      const shifts = await layoutShifts(page);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts, null, 1),
      ).toBe(0);
    });
  }
}
