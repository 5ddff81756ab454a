import { DEFAULT_TAB } from '../../plugins/content/site-config.ts';
import { COLOR_MODE_STORAGE_KEY, parseColorMode, readStoredColorMode, resolveColorMode } from '../theme/color-mode';

interface BootConfig {
  defaultTab: string;
  colorModeKey: string;
}

/**
 * Runs inline in <head>, before the first paint and before React hydrates:
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

const config: BootConfig = { defaultTab: DEFAULT_TAB.key, colorModeKey: COLOR_MODE_STORAGE_KEY };

export const BOOT_SCRIPT = `(${boot})(${JSON.stringify(config)},${readStoredColorMode},${parseColorMode},${resolveColorMode})`;
