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

    // A page-load view transition the browser skipped stays out of the console; other rejections do not.
    expect(Object.keys(listeners)).toEqual(['unhandledrejection']);
    const handled = (reason: unknown) => {
      const event = { reason, preventDefault: vi.fn() };
      listeners.unhandledrejection(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(handled(new DOMException('Transition was aborted because of invalid state', 'InvalidStateError'))).toBe(
      true,
    );
    expect(handled(new DOMException('Transition was skipped', 'AbortError'))).toBe(true);
    expect(handled(new DOMException('The object is in an invalid state.', 'InvalidStateError'))).toBe(false);
    expect(handled(new TypeError('Transition is not a function'))).toBe(false);
    expect(handled(undefined)).toBe(false);
  });
});
