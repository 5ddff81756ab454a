import { DEFAULT_TAB } from '../../shared/site-constants.ts';
import {
  COLOR_MODE_STORAGE_KEY,
  parseColorMode,
  readStoredColorMode,
  resolveColorMode,
} from '../../shared/theme/color-mode';

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
 * - keeps a skipped page-load view transition out of the console (see ignoreSkippedViewTransition).
 */
function boot(
  config: BootConfig,
  read: typeof readStoredColorMode,
  parse: typeof parseColorMode,
  resolve: typeof resolveColorMode,
  ignoreTransitionAbort: typeof ignoreSkippedViewTransition,
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

  // Before any module script: the new page's transition may be skipped before they run.
  window.addEventListener('unhandledrejection', ignoreTransitionAbort);
}

/**
 * A page-load (cross-document) view transition that the browser skips (the viewport changed, the page
 * was hidden, the new page did not opt in in time) rejects its promises, and Chromium reports each as
 * an unhandled rejection although the page shows as it should (w3c/csswg-drafts#13726). Some of those
 * promises are never handed to the page (the new page's `pagereveal` carries no transition), so they
 * cannot be caught: their rejection is marked handled here. Every other rejection is reported as usual.
 */
function ignoreSkippedViewTransition(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (
    reason instanceof DOMException &&
    (reason.name === 'InvalidStateError' || reason.name === 'AbortError') &&
    /transition/i.test(reason.message)
  ) {
    event.preventDefault();
  }
}

const config: BootConfig = {
  defaultTab: DEFAULT_TAB.key,
  colorModeKey: COLOR_MODE_STORAGE_KEY,
};

// Each function is inlined by its source text, so the boot script runs the same code the modules export.
const source = (fn: (...args: never[]) => unknown) => fn.toString();

export const BOOT_SCRIPT = `(${source(boot)})(${JSON.stringify(config)},${source(readStoredColorMode)},${source(parseColorMode)},${source(resolveColorMode)},${source(ignoreSkippedViewTransition)})`;
