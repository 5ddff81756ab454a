import { DEFAULT_TAB } from '../../plugins/content/site-config.ts';
import { PENDING_NAVIGATION_KEY } from '../navigation-recovery';
import { COLOR_MODE_STORAGE_KEY, parseColorMode, readStoredColorMode, resolveColorMode } from '../theme/color-mode';

interface BootConfig {
  defaultTab: string;
  colorModeKey: string;
  pendingNavigationKey: string;
}

/**
 * Runs inline in <head>, before the first paint and before React hydrates:
 * - after a failed client navigation, goes on to its destination;
 * - sets the colour mode on <html> (`data-color-mode`: the choice, `data-prefers-color`: light or
 *   dark), so a reload never flashes the wrong theme;
 * - drops a trailing slash from the address (history replace, no reload), so the router hydrates on
 *   the canonical path;
 * - marks that JavaScript runs (`data-js`), which hides the inactive page tabs;
 * - when the address asks for a non-default tab, hides the tab panels until React shows the right one,
 *   so the default tab never flashes (revealed after 4 s by CSS whatever happens).
 */
function boot(
  config: BootConfig,
  read: typeof readStoredColorMode,
  parse: typeof parseColorMode,
  resolve: typeof resolveColorMode,
) {
  const html = document.documentElement;
  // A client navigation whose page chunk failed made the router reload this page: go on to the page
  // the reader asked for (it is prerendered, so the host serves it whole).
  try {
    const pending = JSON.parse(sessionStorage.getItem(config.pendingNavigationKey) || 'null');
    sessionStorage.removeItem(config.pendingNavigationKey);
    if (
      pending &&
      Date.now() - pending.at < 10000 &&
      pending.href !== location.pathname + location.search + location.hash
    ) {
      location.replace(pending.href);
      return;
    }
  } catch {
    // No session storage: stay on this page.
  }
  const mode = read(() => localStorage, config.colorModeKey, parse);
  const prefersDark = !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  html.setAttribute('data-color-mode', mode);
  html.setAttribute('data-prefers-color', resolve(mode, prefersDark));

  const { pathname, search, hash } = location;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    history.replaceState(history.state, '', pathname.replace(/\/+$/, '') + search + hash);
  }
  html.setAttribute('data-js', '');
  const tab = new URLSearchParams(search).get('tab');
  if (tab && tab !== config.defaultTab) html.setAttribute('data-tab-pending', '');
}

const config: BootConfig = {
  defaultTab: DEFAULT_TAB.key,
  colorModeKey: COLOR_MODE_STORAGE_KEY,
  pendingNavigationKey: PENDING_NAVIGATION_KEY,
};

export const BOOT_SCRIPT = `(${boot})(${JSON.stringify(config)},${readStoredColorMode},${parseColorMode},${resolveColorMode})`;
