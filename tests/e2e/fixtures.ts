import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';

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

/** The console errors and warnings and the uncaught errors of `page`, as they come. */
function collectProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
  return messages;
}

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
