import {
  COLOR_MODE_STORAGE_KEY,
  parseColorMode,
  resolveColorMode,
  type ColorMode,
} from '../../shared/theme/color-mode';

// The chosen mode lives on <html data-color-mode>, set by the boot script before the first paint;
// the resolved one on <html data-prefers-color>, which the CSS reads.
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

const systemPrefersDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

function apply(mode: ColorMode) {
  const html = document.documentElement;
  html.setAttribute('data-color-mode', mode);
  html.setAttribute('data-prefers-color', resolveColorMode(mode, systemPrefersDark()));
  listeners.forEach((l) => l());
}

export const colorModeStore = {
  get(): ColorMode {
    return parseColorMode(document.documentElement.getAttribute('data-color-mode'));
  },
  set(mode: ColorMode) {
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    } catch {
      // Storage blocked: the choice still holds for this page.
    }
    apply(mode);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    // While in auto, follow the system's changes.
    const query = window.matchMedia?.(DARK_QUERY);
    const onSystemChange = () => colorModeStore.get() === 'auto' && apply('auto');
    query?.addEventListener('change', onSystemChange);
    return () => {
      listeners.delete(listener);
      query?.removeEventListener('change', onSystemChange);
    };
  },
};
