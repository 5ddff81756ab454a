import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  delocalizePath,
  localeById,
  localizePath,
  LOCALES,
  resolveLocale,
  switchLocalePath,
  type Locale,
} from '../../src/shared/i18n/locales';
import { markdownPath } from '../../src/shared/site/markdown-path';

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

describe('locales by id, and suffix locales', () => {
  it('finds a locale by its id, the default one for an unknown id', () => {
    expect(localeById('zh-CN').base).toBe('/zh-CN');
    expect(localeById('en-US').base).toBe('/');
    expect(localeById('fr-FR').id).toBe('en-US');
    expect(DEFAULT_LOCALE.id).toBe('en-US');
  });

  it('leaves an address of another locale as it is', () => {
    expect(delocalizePath('/demo/scroll-x', zh)).toBe('/demo/scroll-x');
    expect(delocalizePath('/zh-CNX/demo', zh)).toBe('/zh-CNX/demo');
  });

  it('puts a suffix locale after the address (the home page is /index<suffix>) and takes it off again', () => {
    const ja: Locale = { id: 'ja-JP', name: '日本語', base: '/', suffix: '-ja' };
    expect(localizePath('/', ja)).toBe('/index-ja');
    expect(localizePath('/demo/scroll-x', ja)).toBe('/demo/scroll-x-ja');
    expect(delocalizePath('/index-ja', ja)).toBe('/');
    expect(delocalizePath('/demo/scroll-x-ja', ja)).toBe('/demo/scroll-x');
    expect(delocalizePath('/demo/scroll-x', ja)).toBe('/demo/scroll-x');
    expect(switchLocalePath('/demo/scroll-x-ja', en, [en, ja])).toBe('/demo/scroll-x');
    expect(switchLocalePath('/demo/scroll-x', ja, [en, ja])).toBe('/demo/scroll-x-ja');
  });
});

describe('the Markdown version of a page', () => {
  // README: every page is also built as Markdown (`/index.md`, `/changelog.md`, `/demo/<slug>.md`, `/zh-CN/…`).
  it('is the address with .md, the home page being index.md of its folder', () => {
    expect(markdownPath('/', en)).toBe('/index.md');
    expect(markdownPath('/changelog', en)).toBe('/changelog.md');
    expect(markdownPath('/demo/scroll-x', en)).toBe('/demo/scroll-x.md');
    expect(markdownPath('/', zh)).toBe('/zh-CN/index.md');
    expect(markdownPath('/demo/scroll-x', zh)).toBe('/zh-CN/demo/scroll-x.md');
  });
});
