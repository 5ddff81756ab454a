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
 *   to a row of that tab lands on it).
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
  if (tab && tab !== config.defaultTab) html.setAttribute('data-tab', tab);
}

const config: BootConfig = {
  defaultTab: DEFAULT_TAB.key,
  colorModeKey: COLOR_MODE_STORAGE_KEY,
};

export const BOOT_SCRIPT = `(${boot})(${JSON.stringify(config)},${readStoredColorMode},${parseColorMode},${resolveColorMode})`;
