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

/** Moves keyboard focus to `target` without making it a tab stop of its own. */
export function focusTarget(target: HTMLElement, preventScroll: boolean): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll });
}

/**
 * A result on this page: scrolls to its `#id` and moves keyboard focus there (to the page's content
 * when the link has no `#id`), so keyboard and screen-reader users continue from the result they chose.
 * Every target is in the prerendered HTML, so it is there to scroll to.
 */
function revealTarget(link: string): void {
  const hash = link.indexOf('#');
  const id = hash === -1 ? 'content' : decodeURIComponent(link.slice(hash + 1));
  const target = document.getElementById(id);
  if (!target) return;
  if (hash !== -1) target.scrollIntoView({ block: 'start' });
  focusTarget(target, true);
}
