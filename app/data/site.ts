import { useMatches } from 'react-router';
import type { PageMeta, SidebarGroup, SidebarLink, SiteData } from '../../plugins/content/site-data.ts';
import { useLocalePack } from '../i18n/locale-pack';

interface SectionSidebar {
  section: string;
  groups: SidebarGroup[];
}

/**
 * Navigation, sidebars and page titles of the current locale: the locale pack has the navigation and
 * the root pages' sidebar; a section's sidebar comes with the section's page modules (their handle).
 */
export function useSite(): SiteData {
  const { site } = useLocalePack();
  const matches = useMatches();
  const extra = matches
    .map((m) => (m.handle as { sectionSidebar?: SectionSidebar } | undefined)?.sectionSidebar)
    .find(Boolean);
  return extra ? { ...site, sidebars: { ...site.sidebars, [extra.section]: extra.groups } } : site;
}

/** A page's address, title and sidebar, found through the sidebars (which list every page). */
export function pageById(site: SiteData, id: string | undefined): PageMeta | undefined {
  for (const [sidebar, groups] of Object.entries(site.sidebars)) {
    for (const group of groups) {
      const item = group.items.find((i) => i.id === id);
      if (item) return { ...item, sidebar };
    }
  }
  return undefined;
}

/**
 * The site in reading order, for previous/next links: the root pages outside the navigation (home),
 * then each navigation item in turn, a section page by page. Only the current section's sidebar is
 * loaded: the other sections contribute their first and last pages, all a neighbour needs.
 */
export function readingOrder(site: SiteData, sidebar: string): SidebarLink[] {
  const inNav = new Set(site.nav.map((n) => n.link));
  const order = (site.sidebars[''] ?? []).flatMap((g) => g.items).filter((p) => !inNav.has(p.path));
  const current = sidebar ? (site.sidebars[sidebar] ?? []).flatMap((g) => g.items) : [];
  for (const item of site.nav) {
    order.push(...(current[0]?.path === item.link ? current : item.ends));
  }
  return order.filter((p, i) => order.findIndex((q) => q.path === p.path) === i);
}
