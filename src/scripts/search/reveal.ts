/** Set before a search result is opened by a page load: the next page moves focus to where it lands. */
export const LANDING_KEY = 'rc-table-docs:search-landing';

/**
 * Opens a search result: a page load to another address (the landing page then focuses its target,
 * see scripts/landing.ts), or a scroll to the target on this page.
 */
export function openResult(link: string): void {
  const url = new URL(link, location.href);
  if (url.pathname === location.pathname && url.search === location.search) {
    if (url.hash) history.pushState(null, '', url.hash);
    revealTarget(link);
    return;
  }
  try {
    sessionStorage.setItem(LANDING_KEY, url.pathname + url.search + url.hash);
  } catch {
    // Storage blocked: the page still opens, focus stays at its start.
  }
  location.assign(url.href);
}

/** How long to wait for a result's target to appear (a page chunk, an API table loading on the new page). */
const REVEAL_TIMEOUT_MS = 5000;

/** Moves keyboard focus to where the reader landed (a heading, a demo, an API row), without scrolling. */
function focusLanding(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After a client-side navigation to `link`, scrolls its `#id` target into view once it exists and
 * moves focus there (to the page's content when the link has no `#id`), so keyboard and screen-reader
 * users continue from the result they chose. The router scrolls to a target that is already rendered;
 * this also covers one that renders later (the API rows arrive with their data chunk) and a second
 * visit to the same address.
 */
export function revealTarget(link: string): void {
  const hash = link.indexOf('#');
  if (hash === -1) {
    requestAnimationFrame(() => {
      const main = document.getElementById('content');
      if (main) focusLanding(main);
    });
    return;
  }
  const id = decodeURIComponent(link.slice(hash + 1));
  const deadline = performance.now() + REVEAL_TIMEOUT_MS;
  const tick = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      focusLanding(target);
      // Content above it may still be settling (demos and tables loading): aim once more if it moved away.
      setTimeout(() => {
        const { top } = target.getBoundingClientRect();
        if (target.isConnected && (top < 0 || top > window.innerHeight / 2)) target.scrollIntoView({ block: 'start' });
      }, 300);
    } else if (performance.now() < deadline) {
      requestAnimationFrame(tick);
    }
  };
  tick();
}
