import { LOCALES, localizePath } from '../../lib/i18n/locales.ts';
import { collectDemos, type DemoRecord } from './demos.ts';
import { localizedPages } from './localized.ts';
import { includeDebugPages } from './mode.ts';
import { scanPages, visiblePages, type PageRecord } from './pages.ts';
import { SECTIONS } from '../../lib/site-config.ts';

export interface SiteContent {
  pages: PageRecord[];
  demos: DemoRecord[];
  /** Every address the static build writes as HTML. */
  prerenderPaths: string[];
}

/** The pages of this build (frontmatter only; cheap enough to call on every page compile). */
export function loadPages(root = process.cwd()): PageRecord[] {
  return visiblePages(scanPages(root), { dev: includeDebugPages() });
}

/** The section folders (`demo`) that hold at least one page of this build. */
export function sectionsOf(pages: PageRecord[]): string[] {
  return Object.keys(SECTIONS).filter((s) => pages.some((p) => p.section === s));
}

/** The one entry point from `docs/` to everything the build needs: routes, prerender list, demos. */
export function loadSiteContent(root = process.cwd()): SiteContent {
  const pages = loadPages(root);
  const demos = collectDemos(root, pages);
  const sections = sectionsOf(pages);
  return {
    pages,
    demos,
    prerenderPaths: [
      ...localizedPages(pages).map((p) => p.path),
      ...LOCALES.flatMap((locale) => sections.map((s) => localizePath(`/${s}`, locale))),
      ...demos.map((d) => `/~demos/${d.id}`),
    ],
  };
}
