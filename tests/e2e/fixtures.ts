import {
  test as base,
  devices,
  expect,
  type Browser,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';

export interface PageProblems {
  /** console.error / console.warn messages and uncaught page errors, in order. */
  messages: string[];
  /** Lets a test declare messages it expects (a demo that crashes on purpose). */
  allow: (pattern: RegExp) => void;
}

/**
 * Every test fails if the page logged a console error or warning (React reports its warnings and
 * hydration mismatches there) or threw an uncaught error, unless the test allowed that message.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const messages = collectProblems(page);
      const allowed: RegExp[] = [];
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      expect(messages.filter((m) => !allowed.some((p) => p.test(m)))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** What a test changed on its page that a later test sharing the page must not meet (see `readingTest`). */
const changes = new WeakMap<Page, (() => unknown)[]>();

/** Records how to undo a change made to `page` (an init script, a listener) once the test is over. */
export function undoAfterTest(page: Page, undo: () => unknown) {
  changes.set(page, [...(changes.get(page) ?? []), undo]);
}

/** The console errors and warnings and the uncaught errors of `page`, as they come. */
function collectProblems(page: Page): string[] {
  const messages: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`console.${msg.type()}: ${msg.text()}`);
  };
  const onPageError = (err: Error) => messages.push(`pageerror: ${err.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  undoAfterTest(page, () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  });
  return messages;
}

const DESKTOP = (({ defaultBrowserType: _, ...options }) => options)(devices['Desktop Chrome']);

/**
 * The `test` of specs that open pages and read them, as a reader moves from page to page in one tab: the tests of
 * a worker share one page. A new page per test starts a new renderer process with empty in-memory caches. Back
 * to back on 2 cores, the four specs that walk every page (a11y, routes, standalone, demo-features) took 138 s
 * instead of 175 s this way, the whole suite 476 s instead of 499 s. After each test the page is left as a new
 * one would be: the test's init scripts and listeners removed (`undoAfterTest`), on about:blank, the site's
 * cookies and storage cleared, the window at the project's size (or the test's `viewport` option), the mouse at
 * the corner. Not for a test that routes requests, emulates media, installs a clock, counts requests (the HTTP
 * cache is shared too) or uses `context`: those keep `test`, which gives each test a new context.
 */
export const readingTest = test.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      // The language of a test's own context (Playwright's default), not the machine's.
      const context = await browser.newContext({
        ...DESKTOP,
        locale: 'en-US',
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  // `provide`, not `use`: the rules of hooks would take `use` in a function named `page` for React's.
  page: async ({ sharedPage, viewport, baseURL, javaScriptEnabled, hasTouch, isMobile }, provide) => {
    if (!javaScriptEnabled || hasTouch || isMobile) {
      throw new Error('readingTest shares a desktop page with JavaScript: a test that needs another kind uses test');
    }
    await sharedPage.setViewportSize(viewport ?? DESKTOP.viewport);
    await provide(sharedPage);
    for (const undo of changes.get(sharedPage) ?? []) await undo();
    changes.delete(sharedPage);
    await sharedPage.mouse.move(0, 0);
    await sharedPage.goto('about:blank');
    await sharedPage.context().clearCookies();
    const cdp = await sharedPage.context().newCDPSession(sharedPage);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: 'all' });
    await cdp.detach();
  },
});

/**
 * A page in a touch phone's context of its own (375 × 740, no hover), with its console problems collected as the
 * `problems` fixture does for the test's own page; close the context at the end.
 */
export async function openPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  return { context, page, problems: collectProblems(page) };
}

/** What Chromium logs for a document served with status 404 (the not-found pages, on purpose). */
export const DOCUMENT_404 = /^console\.error: Failed to load resource: the server responded with a status of 404/;

/** Opens an address and waits until React has hydrated it. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/**
 * How long a demo may take to come alive once on screen. The slowest (100,000-row lists, react-dnd)
 * take a few seconds on a busy 2-core machine; a demo that never hydrates still fails here.
 */
export const DEMO_READY_TIMEOUT = 30_000;

/**
 * Brings a demo box into view and points at its corner, as a reader reaches a demo. Coming into view wakes
 * most demos; one whose page asks for `hydrate="on-reach"` (the 100,000-row lists) waits for the reader to
 * point at it, touch, focus or scroll it (src/components/demo/reach.ts).
 */
export async function reachDemo(box: Locator) {
  await box.hover({ position: { x: 2, y: 2 } });
}

/** Waits until a demo box (`.demo-preview`, or the standalone page's box) has hydrated. */
export async function expectDemoReady(box: Locator) {
  await expect(box).toHaveAttribute('data-demo-ready', '', { timeout: DEMO_READY_TIMEOUT });
}

/** A code token in a colour of its own: shiki's token colours come as classes (src/build/highlight.ts). */
export const CODE_TOKEN = '.line > span[class]';
