// What readers hit in issue 8 (defects 1, 4, 5, 6, 9, 10 and part of 14), each as the reader meets it.
import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, openPage, test } from './fixtures';

const LOCALES = [
  { prefix: '', sidebar: 'Sidebar', pages: 'Pages', home: 'rc-table home', prevNext: 'Previous / Next' },
  { prefix: '/zh-CN', sidebar: '侧边栏', pages: '页面', home: 'rc-table 首页', prevNext: '上一篇 / 下一篇' },
];

function useColorMode(page: Page, mode: 'light' | 'dark') {
  return page.addInitScript((m) => localStorage.setItem('rc-table-docs:prefers-color', m), mode);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator.toString()}`);
  return b;
}

async function firstDemoLive(page: Page) {
  // A demo is an island that hydrates once it nears the viewport.
  const preview = page.locator('.demo-preview').first();
  if (await preview.count()) await preview.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-demo-ready]').first()).toBeAttached({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Scrolls the window so that `locator`'s top lands `by` pixels above the window's top edge. */
async function scrollPast(page: Page, locator: Locator, by: number) {
  const { y } = await box(locator);
  await page.evaluate((top) => window.scrollTo(0, top), (await page.evaluate(() => window.scrollY)) + y + by);
}

/** Shows a demo's code panel and returns it (the region the Show Code button controls). */
async function openCodePanel(page: Page, nth = 0) {
  const toggle = page.getByRole('button', { name: 'Show Code' }).nth(nth);
  const panelId = await toggle.getAttribute('aria-controls');
  await toggle.click();
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel.getByRole('tabpanel').locator('pre')).toBeVisible();
  return panel;
}

// ---- 1. Sticky headers ------------------------------------------------------------------------

const STICKY_PAGES = [
  { path: '/demo/sticky-header', header: 'Ticket', firstCell: 'TCK-101' },
  { path: '/demo/sticky-header-and-summary', header: 'Product', firstCell: 'Kettle' },
  { path: '/demo/fixed-columns-and-header', header: 'Name', firstCell: 'Guest 1' },
];

for (const { prefix } of LOCALES) {
  for (const sticky of STICKY_PAGES) {
    test(`${prefix}${sticky.path}: the table header sits above row 1, then stays just under the site header while the page scrolls past the table`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openPage(page, `${prefix}${sticky.path}`);
      await firstDemoLive(page);
      const header = page.getByRole('columnheader', { name: sticky.header, exact: true }).first();
      const row1 = page.getByRole('cell', { name: sticky.firstCell, exact: true }).first();
      await header.scrollIntoViewIfNeeded();
      await expect(header).toBeInViewport();
      // At rest the header is above the first row, not on top of it.
      expect((await box(header)).y + (await box(header)).height).toBeLessThanOrEqual((await box(row1)).y + 1);

      const siteHeader = await box(page.getByRole('banner'));
      await scrollPast(page, header, 300);
      await expect(row1).not.toBeInViewport();
      await expect
        .poll(async () => Math.abs((await box(header)).y - (siteHeader.y + siteHeader.height)))
        .toBeLessThanOrEqual(2);
      await expect(header).toBeInViewport();

      if (sticky.path === '/demo/sticky-header-and-summary') {
        // The "Fixed bottom" totals row and the sticky scroll bar are pinned to the window's bottom edge.
        const windowHeight = page.viewportSize()!.height;
        const total = page.getByRole('cell', { name: 'Total', exact: true }).first();
        await expect(total).toBeInViewport();
        const totalBox = await box(total);
        expect(Math.abs(totalBox.y + totalBox.height - windowHeight)).toBeLessThanOrEqual(2);
        const bar = await box(page.locator('.rc-table-sticky-scroll'));
        expect(Math.abs(bar.y + bar.height - windowHeight)).toBeLessThanOrEqual(2);
      }
    });
  }
}

test('a standalone sticky-header demo (no site header) sticks its table header at the top of the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/~demos/sticky-header');
  await firstDemoLive(page);
  const header = page.getByRole('columnheader', { name: 'Ticket', exact: true });
  await scrollPast(page, header, 300);
  await expect(page.getByRole('cell', { name: 'TCK-101', exact: true })).not.toBeInViewport();
  await expect.poll(async () => (await box(header)).y).toBeLessThanOrEqual(2);
  expect((await box(header)).y).toBeGreaterThanOrEqual(0);
});

test('on a phone the sticky-header table scrolls sideways inside itself, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/demo/sticky-header');
  await firstDemoLive(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const status = page.getByRole('columnheader', { name: 'Status', exact: true }).first();
  const row1 = page.getByRole('cell', { name: 'TCK-101', exact: true }).first();
  await row1.scrollIntoViewIfNeeded();
  // Wheel sideways over the first row until the table has scrolled (a busy machine may deliver the
  // first wheel before rc-table listens); the header follows the body.
  await expect
    .poll(async () => {
      await row1.hover();
      await page.mouse.wheel(400, 0);
      const b = await box(status);
      return b.x + b.width;
    })
    .toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

// ---- 4. Header between 780 and 960 px ---------------------------------------------------------

for (const locale of LOCALES) {
  for (const width of [780, 860, 960]) {
    test(`${locale.prefix || '/'} at ${width} px: the header's brand, buttons and links each stay on one line and nothing overlaps`, async ({
      page,
    }) => {
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
    });
  }
}

// ---- 5. Code size and colours -----------------------------------------------------------------

/** The computed font size, in px, of the first text inside `locator`. */
function textSize(locator: Locator) {
  return locator.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, (n) =>
      n.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    );
    const text = walker.nextNode();
    return parseFloat(getComputedStyle(text?.parentElement ?? el).fontSize);
  });
}

test('code in a page and in the code panel is at least 14 px', async ({ page }) => {
  await openPage(page, '/');
  const block = page.getByRole('main').locator('pre').first();
  await expect(block).toBeVisible();
  expect(await textSize(block)).toBeGreaterThanOrEqual(14);
  await openPage(page, '/demo/simple');
  const panel = await openCodePanel(page);
  expect(await textSize(panel.getByRole('tabpanel').locator('pre'))).toBeGreaterThanOrEqual(14);
});

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode every code colour meets AA contrast: code blocks, and the code panel with each of its files`, async ({
    page,
  }) => {
    await useColorMode(page, mode);
    await openPage(page, '/');
    await expect(page.getByRole('main').locator('pre').first()).toBeVisible();
    expect(await axeViolations(page, { include: [['main pre']] })).toEqual([]);
    await openPage(page, '/demo/dropdown');
    const panel = await openCodePanel(page);
    expect(await axeViolations(page, { include: [[`#${await panel.getAttribute('id')}`]] })).toEqual([]);
    const cssTab = panel.getByRole('tab', { name: 'dropdown.css' });
    if (await cssTab.count()) {
      await cssTab.click();
      await expect(panel.getByRole('tabpanel')).toContainText('.dropdown-filter');
      expect(await axeViolations(page, { include: [[`#${await panel.getAttribute('id')}`]] })).toEqual([]);
    }
  });
}

// ---- 6. Every file of a demo in the code panel ------------------------------------------------

test('the code panel shows the demo and the stylesheet it imports as tabs; arrow keys switch, each file copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/demo/dropdown');
  const panel = await openCodePanel(page);
  const tablist = panel.getByRole('tablist', { name: 'Source files' });
  // The demo, then its stylesheets in the order it imports them: the site's table theme first.
  await expect(tablist.getByRole('tab')).toHaveText(['dropdown.tsx', 'table-theme.css', 'dropdown.css']);
  const tsx = tablist.getByRole('tab', { name: 'dropdown.tsx' });
  const css = tablist.getByRole('tab', { name: 'dropdown.css' });
  await expect(tsx).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel')).toContainText('export default function DropdownDemo');

  await tsx.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'table-theme.css' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(css).toBeFocused();
  await expect(css).toHaveAttribute('aria-selected', 'true');
  await expect(tsx).toHaveAttribute('aria-selected', 'false');
  const shown = panel.getByRole('tabpanel');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('.dropdown-filter');
  await expect(shown).toHaveAttribute('aria-labelledby', (await css.getAttribute('id'))!);

  await panel.getByRole('button', { name: 'Copy code' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    readFileSync('docs/examples/dropdown.css', 'utf8'),
  );

  await page.keyboard.press('Shift+Tab'); // back from the copy button to the tab list: the selected tab
  await expect(css).toBeFocused();
  await page.keyboard.press('ArrowRight'); // wraps round to the first file
  await expect(tsx).toBeFocused();
  await page.keyboard.press('End');
  await expect(css).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tsx).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('button', { name: 'Copy code' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    readFileSync('docs/examples/dropdown.tsx', 'utf8'),
  );
});

test('in Chinese the code panel names its file list', async ({ page }) => {
  await openPage(page, '/zh-CN/demo/sticky-header-and-summary');
  await firstDemoLive(page);
  const toggle = page.getByRole('button', { name: '显示代码' }).first();
  await toggle.click();
  const tablist = page.getByRole('tablist', { name: '源文件' });
  await expect(tablist.getByRole('tab')).toHaveText([
    'sticky-header-and-summary.tsx',
    'table-theme.css',
    'sticky-header-and-summary.css',
  ]);
});

// ---- 9. Popups in dark mode -------------------------------------------------------------------

/** Contrast of `el`'s text on the first opaque background behind it, and that background's luminance. */
function textOnBackground(locator: Locator) {
  return locator.evaluate((el) => {
    const rgb = (s: string) => (s.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const c = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    let bg: number[] = [255, 255, 255];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c[3] ?? 0) > 0) {
        bg = c;
        break;
      }
    }
    const [hi, lo] = [lum(rgb(getComputedStyle(el).color)), lum(bg)].sort((a, b) => b - a);
    return { contrast: (hi + 0.05) / (lo + 0.05), backgroundLuminance: lum(bg) };
  });
}

test('in dark mode the dropdown filter menu is dark, its items readable (AA)', async ({ page }) => {
  await useColorMode(page, 'dark');
  await openPage(page, '/demo/dropdown');
  await firstDemoLive(page);
  await page.getByRole('button', { name: 'Filter fruit' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await menu.getByRole('menuitem', { name: 'Banana' }).click();
  for (const item of await menu.getByRole('menuitem').all()) {
    const { contrast, backgroundLuminance } = await textOnBackground(item);
    expect(backgroundLuminance, `${await item.textContent()} sits on a dark background`).toBeLessThan(0.1);
    expect(contrast, `${await item.textContent()} is readable`).toBeGreaterThanOrEqual(4.5);
  }
  await page.waitForFunction(() => document.getAnimations().length === 0);
  expect(await axeViolations(page, { include: [['[role="menu"]']] })).toEqual([]);
});

test('in dark mode a cell tooltip is dark and readable (AA)', async ({ page }) => {
  await useColorMode(page, 'dark');
  await openPage(page, '/demo/ellipsis-custom-tooltip');
  await firstDemoLive(page);
  await page.getByText('John Brown', { exact: true }).first().hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const { contrast, backgroundLuminance } = await textOnBackground(tooltip);
  expect(backgroundLuminance).toBeLessThan(0.1);
  expect(contrast).toBeGreaterThanOrEqual(4.5);
  expect(await axeViolations(page, { include: [['[role="tooltip"]']] })).toEqual([]);
});

// ---- 10. Navigation ---------------------------------------------------------------------------

for (const locale of LOCALES) {
  test(`${locale.prefix}/demo/virtual-list-grid: the sidebar shows the current page, the window stays at the top`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, `${locale.prefix}/demo/virtual-list-grid`);
    const current = page.getByRole('navigation', { name: locale.pages }).locator('[aria-current="page"]');
    await expect(current).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('on a phone the sidebar drawer opens scrolled to the current page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/demo/virtual-list-grid');
  const sidebar = page.getByRole('navigation', { name: 'Pages' });
  await page.getByRole('button', { name: 'Sidebar' }).click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
});

test('Escape in the phone drawer closes it and puts focus back on the Sidebar button', async ({ page }) => {
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

test('the table of contents marks the last section at the bottom of the home page', async ({ page }) => {
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

test('on /changelog the table of contents keeps its current entry in sight down to the oldest release', async ({
  page,
}) => {
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
});

for (const locale of LOCALES) {
  test(`${locale.prefix || '/'}: previous/next read home, then every demo in sidebar order, then the changelog`, async ({
    page,
  }) => {
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
    await expect(prevNext('next')).toHaveCount(0);
  });
}

// ---- 14. Show Code loads on hover -------------------------------------------------------------

test('Show Code opens without waiting for the network once the pointer has rested on it', async ({ page }) => {
  await openPage(page, '/demo/simple');
  await firstDemoLive(page);
  const toggle = page.getByRole('button', { name: 'Show Code' }).first();
  await toggle.scrollIntoViewIfNeeded();
  const pending = new Set<Request>();
  let started = 0;
  page.on('request', (r) => {
    pending.add(r);
    started += 1;
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  await toggle.hover();
  await expect.poll(() => started > 0 && pending.size === 0, { timeout: 15_000 }).toBe(true);
  // From here on no script can load: what Show Code needs must already be there.
  await page.route('**/*.js', (route) => route.abort());
  const panelId = await toggle.getAttribute('aria-controls');
  await toggle.click();
  await expect(page.locator(`[id="${panelId}"]`).getByRole('tabpanel')).toContainText('export default function Simple');
});
