// Pure colour-mode rules, shared by the inline boot script (which runs them before the first paint,
// serialised with Function#toString, so each function must stand alone) and the React switch.

export type ColorMode = 'light' | 'dark' | 'auto';
export type ResolvedColorMode = 'light' | 'dark';

export const COLOR_MODES: readonly ColorMode[] = ['light', 'dark', 'auto'];

/** The documentation theme's localStorage key. */
export const COLOR_MODE_STORAGE_KEY = 'rc-table-docs:prefers-color';

/** A stored value as a mode: anything unknown (or nothing) is light. */
export function parseColorMode(value: unknown): ColorMode {
  return value === 'dark' || value === 'auto' || value === 'light' ? value : 'light';
}

/** `auto` follows the system preference; the others are what they say. */
export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode {
  return mode === 'auto' ? (systemPrefersDark ? 'dark' : 'light') : mode;
}

/**
 * The stored mode; light when storage is unavailable or throws (blocked cookies, private modes).
 * `parse` is passed in (it is `parseColorMode`) so that this function stands alone in the boot script.
 */
export function readStoredColorMode(
  getStorage: () => { getItem(key: string): string | null },
  key: string,
  parse: (value: unknown) => ColorMode,
): ColorMode {
  try {
    return parse(getStorage().getItem(key));
  } catch {
    return 'light';
  }
}
