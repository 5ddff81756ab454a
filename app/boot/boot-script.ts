import { DEFAULT_TAB } from '../../plugins/content/site-config.ts';

/**
 * Runs inline in <head>, before the first paint and before React hydrates:
 * - drops a trailing slash from the address (history replace, no reload), so the router hydrates on
 *   the canonical path;
 * - marks that JavaScript runs (`data-js`), which hides the inactive page tabs;
 * - when the address asks for a non-default tab, hides the tab panels until React shows the right one,
 *   so the default tab never flashes (revealed after 4 s by CSS whatever happens).
 */
function boot(defaultTab: string) {
  const html = document.documentElement;
  const { pathname, search, hash } = location;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    history.replaceState(history.state, '', pathname.replace(/\/+$/, '') + search + hash);
  }
  html.setAttribute('data-js', '');
  const tab = new URLSearchParams(search).get('tab');
  if (tab && tab !== defaultTab) html.setAttribute('data-tab-pending', '');
}

export const BOOT_SCRIPT = `(${boot.toString()})(${JSON.stringify(DEFAULT_TAB.key)})`;
