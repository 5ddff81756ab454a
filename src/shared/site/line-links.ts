import { formatRoute, LINES, type Route } from './route.ts';
import type { LineId } from './config.ts';

/** A link of the version switch: the page on one line, or that line's home when the page has no counterpart there. */
export interface LineLink {
  line: LineId;
  package: string;
  href: string;
  /** The line of the page being read. */
  current: boolean;
  /** False when the line has no such page and `href` is the line's home. */
  samePage: boolean;
}

/**
 * The version switch's links for a page (`route`), or for the not-found page (`route` undefined: each
 * line's home). `hasPage` says whether a line has a page at a path.
 */
export function lineLinks(
  route: Route,
  hasPage: (line: LineId, path: string) => boolean,
  { notFound = false }: { notFound?: boolean } = {},
): LineLink[] {
  return LINES.map((line) => {
    const samePage = !notFound && hasPage(line.id, route.path);
    return {
      line: line.id,
      package: line.package,
      href: formatRoute({ line: line.id, locale: route.locale, path: samePage ? route.path : '/' }),
      current: !notFound && line.id === route.line,
      samePage,
    };
  });
}

/** The package of the line being read (the current line's on the not-found page). */
export const readingPackage = (links: LineLink[]) =>
  (links.find((l) => l.current) ?? LINES.find((l) => l.current) ?? LINES[0]).package;
