import { localizePath, type Locale } from '../i18n/locales.ts';

/**
 * The address of a page's Markdown version, from the page's default-locale path: `/demo/scroll-x` →
 * `/demo/scroll-x.md` (`/zh-CN/demo/scroll-x.md` in Chinese); a home page is its folder's `index.md`
 * (`/index.md`, `/zh-CN/index.md`).
 */
export function markdownPath(path: string, locale: Locale): string {
  if (path !== '/') return `${localizePath(path, locale)}.md`;
  const home = localizePath('/', locale);
  return home === '/' ? '/index.md' : `${home}/index.md`;
}
