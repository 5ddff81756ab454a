import { DEFAULT_TAB } from '../site-config.ts';
import { COLOR_MODE_STORAGE_KEY, parseColorMode, readStoredColorMode, resolveColorMode } from '../theme/color-mode';

interface BootConfig {
  defaultTab: string;
  colorModeKey: string;
}

/**
 * Runs inline in <head>, before the first paint:
 * - sets the colour mode on <html> (`data-color-mode`: the choice, `data-prefers-color`: light or
 *   dark), so a load never flashes the wrong theme;
 * - drops a trailing slash from the address (history replace, no reload);
 * - marks that JavaScript runs (`data-js`), which hides the inactive page tabs;
 * - marks the tab the address asks for (`data-tab`), so CSS shows it from the first paint (and a link
 *   to a row of that tab lands on it);
 * - handles the promises of the page-load view transition (see settleViewTransition).
 */
function boot(
  config: BootConfig,
  read: typeof readStoredColorMode,
  parse: typeof parseColorMode,
  resolve: typeof resolveColorMode,
  settle: typeof settleViewTransition,
) {
  const html = document.documentElement;
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
  if (tab && tab !== config.defaultTab) html.setAttribute('data-tab', tab);

  // `pagereveal` may fire before any module script runs: the listener has to be here.
  window.addEventListener('pageswap', settle);
  window.addEventListener('pagereveal', settle);
}

/**
 * Chromium rejects the promises of a page-load (cross-document) view transition when it skips it: the
 * viewport changed, the page was hidden, the new page took too long. Nothing else holds them, so each
 * skip would be an unhandled rejection in the console although the page shows as it should
 * (w3c/csswg-drafts#13726). Its `ready`, `finished` and `updateCallbackDone` get a handler here.
 */
export function settleViewTransition(event: Event & { viewTransition?: ViewTransition | null }): void {
  const transition = event.viewTransition;
  if (!transition) return;
  for (const promise of [transition.ready, transition.finished, transition.updateCallbackDone]) {
    promise.catch(() => {});
  }
}

const config: BootConfig = {
  defaultTab: DEFAULT_TAB.key,
  colorModeKey: COLOR_MODE_STORAGE_KEY,
};

export const BOOT_SCRIPT = `(${boot})(${JSON.stringify(config)},${readStoredColorMode},${parseColorMode},${resolveColorMode},${settleViewTransition})`;
