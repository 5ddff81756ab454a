import { describe, expect, it } from 'vitest';
import {
  COLOR_MODE_STORAGE_KEY,
  parseColorMode,
  readStoredColorMode,
  resolveColorMode,
} from '../../src/shared/theme/color-mode';

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
});
