import { describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT } from '../../src/lib/boot/boot-script';
import {
  COLOR_MODE_STORAGE_KEY,
  parseColorMode,
  readStoredColorMode,
  resolveColorMode,
} from '../../src/lib/theme/color-mode';

const storage = (value: string | null) => () => ({
  getItem: (key: string) => (key === COLOR_MODE_STORAGE_KEY ? value : null),
});

describe('colour mode', () => {
  it('parses the three modes and falls back to light for anything else', () => {
    expect(parseColorMode('light')).toBe('light');
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('auto')).toBe('auto');
    for (const odd of [null, undefined, '', 'Dark', 'system', '{"mode":"dark"}', 42])
      expect(parseColorMode(odd)).toBe('light');
  });

  it('resolves auto from the system preference, the others as they are', () => {
    expect(resolveColorMode('auto', true)).toBe('dark');
    expect(resolveColorMode('auto', false)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
    expect(resolveColorMode('light', true)).toBe('light');
  });

  it('reads the stored mode, light when nothing or something unknown is stored', () => {
    expect(readStoredColorMode(storage('dark'), COLOR_MODE_STORAGE_KEY, parseColorMode)).toBe('dark');
    expect(readStoredColorMode(storage(null), COLOR_MODE_STORAGE_KEY, parseColorMode)).toBe('light');
    expect(readStoredColorMode(storage('purple'), COLOR_MODE_STORAGE_KEY, parseColorMode)).toBe('light');
  });

  it('is light when storage throws, as it does with cookies blocked', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(readStoredColorMode(blocked, COLOR_MODE_STORAGE_KEY, parseColorMode)).toBe('light');
    const throwingGet = () => ({
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(readStoredColorMode(throwingGet, COLOR_MODE_STORAGE_KEY, parseColorMode)).toBe('light');
  });

  it('runs the same rules before the first paint: the boot script sets the attributes', () => {
    const attributes: Record<string, string> = {};
    const html = { setAttribute: (k: string, v: string) => (attributes[k] = v) };
    const run = new Function(
      'document',
      'location',
      'history',
      'localStorage',
      'window',
      'URLSearchParams',
      BOOT_SCRIPT,
    );
    const listeners: Record<string, (event: unknown) => void> = {};
    const env = (stored: string | null, dark: boolean) => [
      { documentElement: html },
      { pathname: '/demo/simple/', search: '', hash: '#x' },
      { state: null, replaceState: (_s: unknown, _t: string, url: string) => (attributes.replaced = url) },
      { getItem: () => stored },
      {
        matchMedia: () => ({ matches: dark }),
        addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      },
      URLSearchParams,
    ];
    run(...env('auto', true));
    expect(attributes).toMatchObject({
      'data-color-mode': 'auto',
      'data-prefers-color': 'dark',
      replaced: '/demo/simple#x',
    });
    run(...env('nonsense', true));
    expect(attributes).toMatchObject({ 'data-color-mode': 'light', 'data-prefers-color': 'light' });

    // Both ends of a page-load view transition get a handler on each of its promises, which Chromium
    // rejects when it skips the transition; a page load without a transition is fine too.
    expect(Object.keys(listeners).sort()).toEqual(['pagereveal', 'pageswap']);
    for (const type of ['pageswap', 'pagereveal']) {
      const promises = [vi.fn(), vi.fn(), vi.fn()];
      const [ready, finished, updateCallbackDone] = promises.map((fn) => ({ catch: fn }));
      listeners[type]({ viewTransition: { ready, finished, updateCallbackDone } });
      for (const fn of promises) expect(fn).toHaveBeenCalledWith(expect.any(Function));
      expect(() => listeners[type]({ viewTransition: null })).not.toThrow();
    }
  });
});
