/** The site's locales. The first is the default; its pages have no address prefix. */
export interface Locale {
  id: string;
  /** The language's own name, for the switch. */
  name: string;
  /** Address prefix: `/` for the default locale, `/zh-CN` for Chinese. */
  base: string;
  /** Alternatively an address suffix (`/index-zh`); none of ours uses one. */
  suffix?: string;
}

export const LOCALES: readonly Locale[] = [
  { id: 'en-US', name: 'English', base: '/' },
  { id: 'zh-CN', name: '中文', base: '/zh-CN' },
];

export const DEFAULT_LOCALE = LOCALES[0];

const matchesBase = (pathname: string, base: string) =>
  base !== '/' && (pathname === base || pathname.startsWith(`${base}/`));

/** A locale whose suffix or base prefix matches the path wins; otherwise the first. */
export function resolveLocale(pathname: string, locales: readonly Locale[] = LOCALES): Locale {
  return locales.find((l) => (l.suffix && pathname.endsWith(l.suffix)) || matchesBase(pathname, l.base)) ?? locales[0];
}

export const localeById = (id: string, locales: readonly Locale[] = LOCALES): Locale =>
  locales.find((l) => l.id === id) ?? locales[0];

/** The address of a default-locale path in a locale: `/demo/x` → `/zh-CN/demo/x`, `/` → `/zh-CN`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale.suffix) return path === '/' ? `/index${locale.suffix}` : `${path}${locale.suffix}`;
  if (locale.base === '/') return path;
  return path === '/' ? locale.base : `${locale.base}${path}`;
}

/** The default-locale path behind a localized address: `/zh-CN/demo/x` → `/demo/x`. */
export function delocalizePath(pathname: string, locale: Locale): string {
  if (locale.suffix && pathname.endsWith(locale.suffix)) {
    const bare = pathname.slice(0, -locale.suffix.length);
    return bare === '/index' ? '/' : bare || '/';
  }
  if (matchesBase(pathname, locale.base)) return pathname.slice(locale.base.length) || '/';
  return pathname;
}

/** The same page in another locale. */
export function switchLocalePath(pathname: string, to: Locale, locales: readonly Locale[] = LOCALES): string {
  return localizePath(delocalizePath(pathname, resolveLocale(pathname, locales)), to);
}
