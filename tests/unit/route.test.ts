import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../src/shared/site/config-schema';
import { SITE_CONFIG } from '../../src/shared/site/config';
import { markdownPath } from '../../src/shared/site/markdown-path';
import { formatRoute, parseRoute, routesOf, switchRoute } from '../../src/shared/site/route';
import { lineLinks } from '../../src/shared/site/line-links';
import { DEFAULT_LOCALE, localeById } from '../../src/shared/i18n/locales';

// DESIGN.md, "Two lines of the component": 1.x at the root, 7.x under /7.x, Chinese under /zh-CN/… on both.
const twoLines = routesOf({
  lines: [
    { id: '1.x', prefix: '' },
    { id: '7.x', prefix: '/7.x' },
  ],
  locales: [
    { id: 'en-US', prefix: '' },
    { id: 'zh-CN', prefix: '/zh-CN' },
  ],
});

describe('addresses of the two lines (DESIGN.md)', () => {
  it.each([
    ['1.x', 'en-US', '/', '/'],
    ['1.x', 'en-US', '/changelog', '/changelog'],
    ['1.x', 'en-US', '/demo/simple', '/demo/simple'],
    ['1.x', 'en-US', '/~demos/simple-basic-usage', '/~demos/simple-basic-usage'],
    ['1.x', 'zh-CN', '/', '/zh-CN'],
    ['1.x', 'zh-CN', '/migration', '/zh-CN/migration'],
    ['7.x', 'en-US', '/', '/7.x'],
    ['7.x', 'en-US', '/changelog', '/7.x/changelog'],
    ['7.x', 'en-US', '/demo/scroll-x', '/7.x/demo/scroll-x'],
    ['7.x', 'en-US', '/~demos/simple-basic-usage', '/7.x/~demos/simple-basic-usage'],
    ['7.x', 'zh-CN', '/', '/zh-CN/7.x'],
    ['7.x', 'zh-CN', '/demo/scroll-x', '/zh-CN/7.x/demo/scroll-x'],
  ])('%s %s %s is %s, and parses back', (line, locale, path, address) => {
    expect(twoLines.format({ line, locale, path })).toBe(address);
    expect(twoLines.parse(address)).toEqual({ line, locale, path });
  });

  it('takes a prefix only at a segment boundary, and never reads a line before the locale', () => {
    expect(twoLines.parse('/7.xyz')).toEqual({ line: '1.x', locale: 'en-US', path: '/7.xyz' });
    expect(twoLines.parse('/zh-CNX/demo')).toEqual({ line: '1.x', locale: 'en-US', path: '/zh-CNX/demo' });
    expect(twoLines.parse('/demo/zh-CN')).toEqual({ line: '1.x', locale: 'en-US', path: '/demo/zh-CN' });
    expect(twoLines.parse('/7.x/zh-CN/demo')).toEqual({ line: '7.x', locale: 'en-US', path: '/zh-CN/demo' });
  });
});

describe("the site's routes", () => {
  it('switch to the same page in the other language and back', () => {
    expect(switchRoute('/demo/scroll-x', { locale: 'zh-CN' })).toBe('/zh-CN/demo/scroll-x');
    expect(switchRoute('/zh-CN/demo/scroll-x', { locale: 'en-US' })).toBe('/demo/scroll-x');
    expect(switchRoute('/', { locale: 'zh-CN' })).toBe('/zh-CN');
    expect(switchRoute('/zh-CN', { locale: 'en-US' })).toBe('/');
    expect(switchRoute('/zh-CN/nowhere', { locale: 'en-US' })).toBe('/nowhere');
  });

  it('switch to the same page on the other line (1.x at the root, 7.x under /7.x), language kept', () => {
    expect(switchRoute('/demo/scroll-x', { line: '7.x' })).toBe('/7.x/demo/scroll-x');
    expect(switchRoute('/zh-CN/7.x/demo/scroll-x', { line: '1.x' })).toBe('/zh-CN/demo/scroll-x');
    expect(switchRoute('/7.x', { line: '1.x' })).toBe('/');
    expect(switchRoute('/zh-CN', { line: '7.x' })).toBe('/zh-CN/7.x');
  });

  it("give the version switch the same page where the line has it, and the line's home where it has not", () => {
    const has = (line: string, path: string) => !(line === '7.x' && path === '/demo/expand-all');
    const same = lineLinks({ line: '1.x', locale: 'zh-CN', path: '/demo/scroll-x' }, has);
    expect(same.map((l) => [l.line, l.href, l.current, l.samePage])).toEqual([
      ['1.x', '/zh-CN/demo/scroll-x', true, true],
      ['7.x', '/zh-CN/7.x/demo/scroll-x', false, true],
    ]);
    const only1x = lineLinks({ line: '1.x', locale: 'en-US', path: '/demo/expand-all' }, has);
    expect(only1x.map((l) => [l.line, l.href, l.samePage])).toEqual([
      ['1.x', '/demo/expand-all', true],
      ['7.x', '/7.x', false],
    ]);
    const notFound = lineLinks({ line: '1.x', locale: 'en-US', path: '/' }, has, { notFound: true });
    expect(notFound.map((l) => [l.href, l.current])).toEqual([
      ['/', false],
      ['/7.x', false],
    ]);
  });

  it('lead home from any page of a locale', () => {
    expect(switchRoute('/zh-CN/demo/scroll-x', { path: '/' })).toBe('/zh-CN');
    expect(formatRoute({ ...parseRoute('/demo/x'), path: '/' })).toBe('/');
  });

  it('give every page of a locale its Markdown version: the address with .md, a home page its index.md', () => {
    // README: every page is also built as Markdown (`/index.md`, `/changelog.md`, `/demo/<slug>.md`, `/zh-CN/…`).
    const line = SITE_CONFIG.lines[0].id;
    expect(markdownPath({ line, locale: 'en-US', path: '/' })).toBe('/index.md');
    expect(markdownPath({ line: '7.x', locale: 'en-US', path: '/' })).toBe('/7.x/index.md');
    expect(markdownPath({ line: '7.x', locale: 'zh-CN', path: '/changelog' })).toBe('/zh-CN/7.x/changelog.md');
    expect(markdownPath({ line, locale: 'en-US', path: '/changelog' })).toBe('/changelog.md');
    expect(markdownPath({ line, locale: 'zh-CN', path: '/' })).toBe('/zh-CN/index.md');
    expect(markdownPath({ line, locale: 'zh-CN', path: '/demo/scroll-x' })).toBe('/zh-CN/demo/scroll-x.md');
  });

  it('find a locale by its id, the default one for an unknown id', () => {
    expect(localeById('zh-CN').prefix).toBe('/zh-CN');
    expect(localeById('fr-FR').id).toBe('en-US');
    expect(DEFAULT_LOCALE.id).toBe('en-US');
  });
});

describe('the site config', () => {
  it('passes its own schema', () => {
    expect(() => siteConfigSchema.parse(SITE_CONFIG)).not.toThrow();
  });

  const valid = {
    name: 'x',
    url: 'https://example.com',
    lines: [
      { id: '1.x', package: '@rc-component/table', prefix: '', current: true, usedBy: 'antd 6' },
      { id: '7.x', package: 'rc-table', prefix: '/7.x', current: false, usedBy: 'antd 5' },
    ],
    locales: [
      { id: 'en-US', name: 'English', prefix: '' },
      { id: 'zh-CN', name: '中文', prefix: '/zh-CN' },
    ],
    sections: [{ id: 'demo', order: 1 }],
  };

  it.each([
    ['two current lines', { lines: valid.lines.map((l) => ({ ...l, current: true })) }, /exactly one line is current/],
    [
      'a current line with a prefix',
      { lines: [{ ...valid.lines[0], prefix: '/1.x' }, valid.lines[1]] },
      /only it, has no prefix/,
    ],
    ['two lines on one prefix', { lines: [valid.lines[0], { ...valid.lines[1], prefix: '' }] }, /prefix/],
    ['a prefix that is not one segment', { lines: [valid.lines[0], { ...valid.lines[1], prefix: '7.x/' }] }, /prefix/],
    [
      'a default locale with a prefix',
      { locales: [{ ...valid.locales[0], prefix: '/en' }, valid.locales[1]] },
      /no prefix/,
    ],
    ['two sections with one id', { sections: [valid.sections[0], valid.sections[0]] }, /two sections share \\?"demo/],
  ])('rejects %s, saying why', (_, change, message) => {
    expect(() => siteConfigSchema.parse(valid)).not.toThrow();
    expect(() => siteConfigSchema.parse({ ...valid, ...change })).toThrow(message);
  });
});
