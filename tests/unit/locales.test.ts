import { describe, expect, it } from 'vitest';
import {
  delocalizePath,
  localizePath,
  LOCALES,
  resolveLocale,
  switchLocalePath,
  type Locale,
} from '../../src/lib/i18n/locales';

const [en, zh] = LOCALES;

describe('locale resolution from the path', () => {
  it('picks the locale whose base prefix matches, else the first', () => {
    expect(resolveLocale('/').id).toBe('en-US');
    expect(resolveLocale('/demo/simple').id).toBe('en-US');
    expect(resolveLocale('/zh-CN').id).toBe('zh-CN');
    expect(resolveLocale('/zh-CN/demo/simple').id).toBe('zh-CN');
    // A prefix must end at a segment boundary.
    expect(resolveLocale('/zh-CNX/demo').id).toBe('en-US');
    expect(resolveLocale('/demo/zh-CN').id).toBe('en-US');
  });

  it('also matches a locale by suffix', () => {
    const locales: Locale[] = [en, { id: 'ja-JP', name: '日本語', base: '/', suffix: '-ja' }];
    expect(resolveLocale('/demo/simple-ja', locales).id).toBe('ja-JP');
    expect(resolveLocale('/demo/simple', locales).id).toBe('en-US');
  });
});

describe('localized paths', () => {
  it('prefixes and strips the base', () => {
    expect(localizePath('/', zh)).toBe('/zh-CN');
    expect(localizePath('/demo/scroll-x', zh)).toBe('/zh-CN/demo/scroll-x');
    expect(localizePath('/demo/scroll-x', en)).toBe('/demo/scroll-x');
    expect(delocalizePath('/zh-CN', zh)).toBe('/');
    expect(delocalizePath('/zh-CN/changelog', zh)).toBe('/changelog');
  });

  it('switches to the same page in the other language and back', () => {
    expect(switchLocalePath('/demo/scroll-x', zh)).toBe('/zh-CN/demo/scroll-x');
    expect(switchLocalePath('/zh-CN/demo/scroll-x', en)).toBe('/demo/scroll-x');
    expect(switchLocalePath('/', zh)).toBe('/zh-CN');
    expect(switchLocalePath('/zh-CN', en)).toBe('/');
    expect(switchLocalePath('/zh-CN/nowhere', en)).toBe('/nowhere');
  });
});
