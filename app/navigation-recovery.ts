/** Where a client navigation was heading, kept while it runs (read by the boot script). */
export const PENDING_NAVIGATION_KEY = 'rc-table-docs:pending-navigation';

/**
 * When a page's chunk fails to load during a client navigation (offline for a moment, or a deploy
 * replaced it), React Router reloads the current page. Remembering the destination until the
 * navigation settles lets the boot script carry the reader on to the page they asked for.
 */
export function rememberNavigation(to: string) {
  try {
    const url = new URL(to, location.href);
    const href = url.pathname + url.search + url.hash;
    sessionStorage.setItem(PENDING_NAVIGATION_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    // Storage blocked: the router's own reload still leaves a working page.
  }
}

export function forgetNavigation() {
  try {
    sessionStorage.removeItem(PENDING_NAVIGATION_KEY);
  } catch {
    // As above.
  }
}
