// A demo block's controls act on a click made before its island has hydrated: the island's own chunk
// (DemoIsland / StandaloneDemo) is held back on purpose, the reader clicks, the chunk is let through,
// and what the click asked for happens. And no island script starts before the first paint.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectDemoReady, openPage, openPhone, reachDemo, test } from './fixtures';

/** Holds every request whose address matches `pattern` until `release()`; `requested` lists those that came. */
async function holdRequests(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(pattern, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** Holds every request for an island's entry chunk until `release()`. */
const holdIslandChunks = (page: Page) => holdRequests(page, /\/_astro\/(DemoIsland|StandaloneDemo)\.[^/]*\.js$/);

/** The island around a demo block has not hydrated yet (Astro drops `ssr` once it has). */
async function expectNotHydrated(page: Page, id: string) {
  await expect(page.locator(`astro-island[ssr]:has(#${id})`)).toHaveCount(1);
}

async function interceptProviders(context: BrowserContext) {
  const requests: string[] = [];
  await context.route(/^https:\/\/(codesandbox\.io|stackblitz\.com)\//, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
  });
  return requests;
}

test('Show Code clicked before the island hydrates opens the code panel once it has', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const chunks = await holdIslandChunks(page);
  await openPage(page, '/demo/simple');
  const block = page.locator('#simple');
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
  await expectNotHydrated(page, 'simple');
  await block.getByRole('button', { name: 'Show Code' }).click();
  await expectNotHydrated(page, 'simple');
  chunks.release();
  await expect(block.getByRole('button', { name: 'Hide Code' })).toHaveAttribute('aria-expanded', 'true');
  const panel = block.locator('#simple-code');
  await expect(panel.getByRole('tabpanel')).toContainText('export default function');
  // The panel's own Copy works like any other.
  await panel.getByRole('button', { name: 'Copy code' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    readFileSync('docs/1.x/examples/simple.tsx', 'utf8'),
  );
});

test('Edit clicked before the island hydrates opens the live editor once it has', async ({ page }) => {
  const chunks = await holdIslandChunks(page);
  await openPage(page, '/demo/simple');
  const block = page.locator('#simple');
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
  await block.getByRole('button', { name: 'Edit', exact: true }).click();
  await expectNotHydrated(page, 'simple');
  chunks.release();
  await expect(block.getByRole('button', { name: 'Close editor' })).toHaveAttribute('aria-pressed', 'true');
  await expect(block.getByRole('textbox', { name: /Demo source code editor/ })).toContainText(
    "from '@rc-component/table'",
  );
});

test('two clicks on Show Code before hydration leave the panel closed, as two clicks after would', async ({ page }) => {
  const { island, block, top } = await openSimpleHeld(page, { width: 1280, height: 800 });
  const toggle = block.getByRole('button', { name: 'Show Code' });
  const before = await top();
  await toggle.click();
  await toggle.click();
  // Opened and closed again: no room is held for a panel that will not open, so nothing moves later either.
  expect(await top()).toBeCloseTo(before, 0);
  await expectNotHydrated(page, 'simple');
  island.release();
  await expectDemoReady(block.locator('.demo-preview'));
  await expect(page.locator('astro-island[data-queued-clicks]')).toHaveCount(0);
  expect(await top()).toBeCloseTo(before, 0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(block.locator('#simple-code')).toHaveCount(0);
});

for (const [name, host] of [
  ['Open in CodeSandbox', 'https://codesandbox.io/'],
  ['Open in StackBlitz', 'https://stackblitz.com/'],
] as const) {
  test(`${name} clicked before the island hydrates opens the sandbox once it has`, async ({ page, context }) => {
    const requests = await interceptProviders(context);
    const chunks = await holdIslandChunks(page);
    await openPage(page, '/demo/simple');
    const block = page.locator('#simple');
    await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
    const popup = context.waitForEvent('page');
    await block.getByRole('button', { name }).click();
    await expectNotHydrated(page, 'simple');
    chunks.release();
    await (await popup).waitForLoadState();
    expect(requests.some((url) => url.startsWith(host))).toBe(true);
  });
}

test('Edit on a demo’s own page, clicked before it hydrates, opens the editor once it has', async ({ page }) => {
  const chunks = await holdIslandChunks(page);
  await openPage(page, '/~demos/simple');
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  chunks.release();
  await expect(page.getByRole('button', { name: 'Close editor' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Demo source code editor/ })).toContainText(
    "from '@rc-component/table'",
  );
});

for (const route of ['/demo/virtual-list', '/demo/simple', '/~demos/simple']) {
  test(`on ${route} no island chunk is requested before the first contentful paint`, async ({ page }) => {
    await openPage(page, route);
    // The virtual list's table hydrates once the reader reaches it (hydrate="on-reach"); its block did before.
    if (route === '/demo/virtual-list') await reachDemo(page.locator('#virtual-list .demo-preview'));
    await expectDemoReady(page.locator('[data-demo-ready]').first());
    const { paint, islands } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      islands: performance
        .getEntriesByType('resource')
        .filter((e) => /\/_astro\/(DemoIsland|StandaloneDemo|client)\.[^/]*\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(paint).not.toBeNull();
    expect(islands.length).toBeGreaterThan(0);
    for (const start of islands) expect(start).toBeGreaterThanOrEqual(paint);
  });
}

// On a slow phone the island wakes seconds after a tap, and the code or the editor arrives later still. The
// room they take is held from the tap, so what is below the block does not move when they arrive (a layout
// shift the reader did not just cause), and the demo's table stays while the island takes over.
/** The demo `id` on `path` at this size, its island's chunk held and the requests matching `also` too. */
async function openHeld(page: Page, size: { width: number; height: number }, path: string, id: string, also: RegExp) {
  await page.setViewportSize(size);
  const island = await holdIslandChunks(page);
  const held = await holdRequests(page, also);
  await openPage(page, path);
  await expect.poll(() => island.requested.length).toBeGreaterThan(0);
  return { island, held, block: page.locator(`#${id}`) };
}

/**
 * /demo/simple, held as openHeld does; `top()` is where the content after the block starts (what follows its
 * island: the demo is alone on its page), which must not move once the reader has clicked.
 */
async function openSimpleHeld(page: Page, size: { width: number; height: number }, also = /^$/) {
  const opened = await openHeld(page, size, '/demo/simple', 'simple', also);
  const below = page.locator('astro-island:has(#simple) ~ :not(noscript)').first();
  return { ...opened, top: async () => (await below.boundingBox())!.y };
}

const LIVE_EDITOR_CHUNK = /\/_astro\/LiveEditor\.[^/]*\.js$/;

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${size.width}px, Show Code clicked before hydration holds the panel's room from the click and the table stays`, async ({
    page,
  }) => {
    // Held too: the demo's own chunk and its source (the table's code and the panel's).
    const { island, held: demo, block, top } = await openSimpleHeld(page, size, /\/_astro\/simple\.[^/]*\.js$/);
    const preview = block.locator('.demo-preview');
    const tableHeight = (await preview.boundingBox())!.height;
    const before = await top();
    await block.getByRole('button', { name: 'Show Code' }).click();
    const room = await top();
    // The panel: its toolbar and at most 640px of code (simple.tsx has more lines than fit).
    expect(room - before).toBeGreaterThan(640);
    island.release();
    await expect(block.getByRole('button', { name: 'Hide Code' })).toHaveAttribute('aria-expanded', 'true');
    // Hydrated with the demo's chunk still on its way: the server's table is still there, as tall as before.
    await expect(preview.locator('.rc-table-tbody')).toContainText('Apple');
    expect((await preview.boundingBox())!.height).toBeCloseTo(tableHeight, 0);
    expect(await top()).toBeCloseTo(room, 0);
    demo.release();
    await expect(block.locator('#simple-code').getByRole('tabpanel')).toContainText('export default function');
    await expectDemoReady(preview);
    expect(await top()).toBeCloseTo(room, 0);
  });

  test(`at ${size.width}px, Edit clicked before hydration holds the editor's room from the click`, async ({ page }) => {
    const { island, held: editor, block, top } = await openSimpleHeld(page, size, LIVE_EDITOR_CHUNK);
    const before = await top();
    await block.getByRole('button', { name: 'Edit', exact: true }).click();
    const room = await top();
    expect(room - before).toBeGreaterThan(640);
    island.release();
    // Hydrated, the editor's chunk still on its way: its loading line holds the same room.
    await expect(block.getByText('Loading the editor…')).toBeVisible();
    await expect(page.locator('astro-island[data-queued-clicks]')).toHaveCount(0);
    expect(await top()).toBeCloseTo(room, 0);
    editor.release();
    await expect(block.getByRole('button', { name: 'Close editor' })).toHaveAttribute('aria-pressed', 'true');
    await expect(block.getByRole('textbox', { name: /Demo source code editor/ })).toContainText('export default');
    expect(await top()).toBeCloseTo(room, 0);
  });
}

// A short demo (its whole file in view, the editor's empty last line included) in blocks whose editor toolbar
// takes one, two or three rows: two demos side by side on a wide screen (346 px each), a tablet, a phone; and the
// Chinese page, whose shorter hint takes fewer rows.
const ENGLISH = { path: '/demo/no-data', edit: 'Edit', editor: /Demo source code editor/ };
const CHINESE = { path: '/zh-CN/demo/no-data', edit: '编辑', editor: /示例源代码编辑器/ };
for (const { path, size, edit, editor: label } of [
  { ...ENGLISH, size: { width: 1280, height: 800 } },
  { ...ENGLISH, size: { width: 600, height: 800 } },
  { ...ENGLISH, size: { width: 375, height: 740 } },
  { ...CHINESE, size: { width: 1280, height: 800 } },
  { ...CHINESE, size: { width: 375, height: 740 } },
]) {
  test(`${path} at ${size.width}px: Edit clicked before hydration holds the editor's whole room, toolbar rows and last line`, async ({
    page,
  }) => {
    const { island, held, block } = await openHeld(page, size, path, 'no-data', LIVE_EDITOR_CHUNK);
    // Below the page's demos, side by side or stacked: a block that grows taller than its row moves it.
    const top = async () => (await page.locator('footer.page-meta').boundingBox())!.y;
    // Within a pixel: the room is summed from rounded heights (a toolbar row, a line), the editor's boxes are laid
    // out to a fraction of one (half a pixel apart here at most; a toolbar row or a code line missing is 9 px or more).
    const expectUnmoved = async (room: number) => expect(Math.abs((await top()) - room)).toBeLessThanOrEqual(1);
    await block.getByRole('button', { name: edit, exact: true }).click();
    const room = await top();
    island.release();
    await expect(page.locator('astro-island[data-queued-clicks]')).toHaveCount(0);
    await expectUnmoved(room);
    held.release();
    await expect(block.getByRole('textbox', { name: label })).toContainText('export default');
    await expect(block.locator('.cm-line').last()).toBeVisible();
    await expectUnmoved(room);
  });
}

for (const line of ['', '/7.x']) {
  test(`on ${line || '1.x'}, the virtual list scrolled before it hydrates shows the rows it was scrolled to once it has`, async ({
    page,
  }) => {
    const island = await holdIslandChunks(page);
    await openPage(page, `${line}/demo/virtual-list`);
    await expect.poll(() => island.requested.length).toBeGreaterThan(0);
    const block = page.locator('#virtual-list');
    const holder = block.locator('.rc-table-tbody-virtual-holder');
    // 40,000px down rows estimated at 35px (listItemHeight): row index 1142 at the top. Scrolling the table is
    // reaching it: it hydrates on reach (hydrate="on-reach"), once its block has.
    await holder.evaluate((el) => (el.scrollTop = 40_000));
    await expectNotHydrated(page, 'virtual-list');
    island.release();
    await expectDemoReady(block.locator('.demo-preview'));
    await expect(block.locator('.rc-table-row').first()).toContainText('Row 1143');
    const box = (await holder.boundingBox())!;
    // What the reader sees in the middle of the scrolled box is a row, not an empty gap.
    const seen = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.rc-table-row')?.textContent ?? null,
      { x: box.x + 40, y: box.y + box.height / 2 },
    );
    expect(seen).toMatch(/^Row 11[45]\d/);
  });
}

// The demo's own controls: a click inside its table before it is live is made again once it is. Without that the
// tap is lost twice over: before React starts nothing listens, and after, React drops a click on a table whose
// code (a chunk of its own) has not come yet.
for (const line of ['', '/7.x']) {
  test(`on ${line || '1.x'}, "Click me" clicked twice before the island hydrates counts two clicks once it has`, async ({
    page,
  }) => {
    const island = await holdIslandChunks(page);
    await openPage(page, `${line}/demo/simple`);
    await expect.poll(() => island.requested.length).toBeGreaterThan(0);
    const preview = page.locator('#simple .demo-preview');
    await preview.getByRole('button', { name: 'Click me' }).click();
    await preview.getByRole('button', { name: 'Click me' }).click();
    await expectNotHydrated(page, 'simple');
    await expect(preview.getByText('Clicked 0 times')).toBeVisible();
    island.release();
    await expect(preview.getByText('Clicked 2 times')).toBeVisible();
    await expectDemoReady(preview);
    // Live now: a click counts at once, and only once.
    await preview.getByRole('button', { name: 'Click me' }).click();
    await expect(preview.getByText('Clicked 3 times')).toBeVisible();
  });

  test(`on ${line || '1.x'}, "Click me" clicked while the demo's code is on its way counts once it has come`, async ({
    page,
  }) => {
    const demo = await holdRequests(page, /\/_astro\/simple\.[^/]*\.js$/);
    await openPage(page, `${line}/demo/simple`);
    // The block is hydrated (Show Code works), the table still the server's.
    await expect(page.locator('astro-island:not([ssr]):has(#simple)')).toHaveCount(1, { timeout: 30_000 });
    await expect.poll(() => demo.requested.length).toBeGreaterThan(0);
    const preview = page.locator('#simple .demo-preview');
    await expect(preview).not.toHaveAttribute('data-demo-ready');
    await preview.getByRole('button', { name: 'Click me' }).click();
    demo.release();
    await expectDemoReady(preview);
    await expect(preview.getByText('Clicked 1 times')).toBeVisible();
  });
}

// A checkbox or a radio button is held too: ticked by the browser alone, it would stay ticked once the demo is
// live while the demo's state (what React hydrated) never had that choice.
const END_CHOICE = { '': "'end'", '/7.x': "'right'" };
for (const line of ['', '/7.x'] as const) {
  test(`on ${line || '1.x'}, a checkbox and a radio button clicked before the island hydrates are the demo's choices once it has`, async ({
    page,
  }) => {
    const island = await holdIslandChunks(page);
    await openPage(page, `${line}/demo/expanded-row-render`);
    await expect.poll(() => island.requested.length).toBeGreaterThan(0);
    const preview = page.locator('#expanded-row-render .demo-preview');
    const fixHeader = preview.getByRole('checkbox', { name: 'Fix header (scroll.y 300)' });
    const atEnd = preview.getByRole('radio', { name: END_CHOICE[line], exact: true });
    const secondColumn = preview.getByRole('checkbox', { name: /EXPAND_COLUMN/ });
    // scroll.y makes rc-table draw the header as a table of its own.
    const ownHeader = preview.locator('.rc-table-header');
    await fixHeader.click();
    await atEnd.click();
    await expectNotHydrated(page, 'expanded-row-render');
    // Held: nothing shows a choice the demo has not made yet.
    await expect(fixHeader).not.toBeChecked();
    await expect(atEnd).not.toBeChecked();
    await expect(ownHeader).toHaveCount(0);
    island.release();
    await expectDemoReady(preview);
    await expect(fixHeader).toBeChecked();
    await expect(ownHeader).toHaveCount(1);
    await expect(atEnd).toBeChecked();
    // The demo's own rule: the expand column at the end and EXPAND_COLUMN exclude each other.
    await expect(secondColumn).toBeDisabled();
    // Live now: a click acts at once.
    await fixHeader.click();
    await expect(fixHeader).not.toBeChecked();
    await expect(ownHeader).toHaveCount(0);
  });
}

// A field changed before the demo is live: React hydrates the reader's value as the page's own, so without
// the directive making the change again the demo would keep its first state under the reader's value.
test("a number typed and an option picked before the island hydrates are the demo's once it has", async ({ page }) => {
  const island = await holdIslandChunks(page);
  await openPage(page, '/demo/scroll-to-align');
  await expect.poll(() => island.requested.length).toBeGreaterThan(0);
  const preview = page.locator('#scroll-to-align .demo-preview');
  const invoice = preview.getByRole('spinbutton', { name: 'Invoice number' });
  const align = preview.getByRole('combobox', { name: 'align' });
  await invoice.fill('20');
  await align.selectOption('start');
  await expectNotHydrated(page, 'scroll-to-align');
  island.release();
  await expectDemoReady(preview);
  // The demo's state follows: its buttons name row 20 and the VirtualTable, which has no 'center', is usable.
  await expect(preview.getByRole('button', { name: 'Scroll Table to inv-20' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Scroll VirtualTable to row 19' })).toBeEnabled();
  await expect(preview.getByText('VirtualTable does not support')).toHaveCount(0);
  await expect(invoice).toHaveValue('20');
  await expect(align).toHaveValue('start');
  await preview.getByRole('button', { name: 'Scroll Table to inv-20' }).click();
  await expect(preview.getByRole('status')).toHaveText(
    "Last call: Table: scrollTo({ key: 'inv-20', align: 'start', offset: 0 })",
  );
});

test('on a touch phone, a tap inside a heavy demo before its block hydrates wakes it and acts', async ({ browser }) => {
  // No hover on a touch screen: the tap itself is what tells the sleeping table (hydrate="on-reach") it was reached.
  const { context, page, problems } = await openPhone(browser);
  const island = await holdIslandChunks(page);
  await openPage(page, '/demo/virtual-list');
  await expect.poll(() => island.requested.length).toBeGreaterThan(0);
  const preview = page.locator('#virtual-list .demo-preview');
  await preview.getByRole('button', { name: 'Scroll to last row' }).tap();
  await expectNotHydrated(page, 'virtual-list');
  island.release();
  await expectDemoReady(preview);
  await expect(preview.getByText('Row 100000', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
