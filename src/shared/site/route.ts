import { LOCALES } from '../i18n/locales.ts';
import { SITE_CONFIG, type Line, type LineId, type LocaleId } from './config.ts';

/**
 * Where a page is, as the site thinks of it: the line it documents, the language it is in and its path
 * within both (`/`, `/demo/scroll-x`). Every address of the site is one `formatRoute` of a route, and
 * `parseRoute` reads it back.
 */
export interface Route {
  line: LineId;
  locale: LocaleId;
  path: string;
}

interface Prefixed {
  id: string;
  prefix: string;
}

/** The address `prefix` stands for, or one under it (`/zh-CN`, `/zh-CN/demo`; not `/zh-CNX`). */
const isUnder = (pathname: string, prefix: string) =>
  prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The two directions between routes and addresses for a set of lines and locales (the site's own are
 * below; tests pass others). An address is the locale's prefix, the line's prefix, then the path
 * (`/zh-CN/7.x/demo/x`); the default locale and the current line have no prefix.
 */
export function routesOf({ lines, locales }: { lines: readonly Prefixed[]; locales: readonly Prefixed[] }) {
  const current = lines.find((l) => l.prefix === '') ?? lines[0];
  const prefixOf = (list: readonly Prefixed[], id: string) => list.find((item) => item.id === id)?.prefix ?? '';
  return {
    format({ line, locale, path }: { line: string; locale: string; path: string }): string {
      const prefix = prefixOf(locales, locale) + prefixOf(lines, line);
      return path === '/' ? prefix || '/' : prefix + path;
    },
    /**
     * Prefixes that match no locale or line are part of the path, so an unknown address parses to a
     * path the site does not have, in the default locale and the current line.
     */
    parse(pathname: string): { line: string; locale: string; path: string } {
      const locale = locales.find((l) => isUnder(pathname, l.prefix)) ?? locales[0];
      const inLocale = locale.prefix ? pathname.slice(locale.prefix.length) || '/' : pathname;
      const line = lines.find((l) => isUnder(inLocale, l.prefix)) ?? current;
      const path = line.prefix ? inLocale.slice(line.prefix.length) || '/' : inLocale;
      return { line: line.id, locale: locale.id, path };
    },
  };
}

export const LINES: readonly Line[] = SITE_CONFIG.lines;
export const CURRENT_LINE: Line = LINES.find((l) => l.current)!;

/** A line by id; the current one for an id the site does not have. */
export const lineById = (id: string): Line => LINES.find((l) => l.id === id) ?? CURRENT_LINE;
const siteRoutes = routesOf({ lines: LINES, locales: LOCALES });

/** The address of a route. */
export const formatRoute = (route: Route): string => siteRoutes.format(route);

/** The route of an address of this site. */
export const parseRoute = (pathname: string): Route => siteRoutes.parse(pathname) as Route;

/** The address of `pathname` with parts of its route changed: the same page in another locale or line. */
export const switchRoute = (pathname: string, to: Partial<Route>): string =>
  formatRoute({ ...parseRoute(pathname), ...to });
