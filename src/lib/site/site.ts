import { useMatches } from 'react-router';
import type { PageMeta, SidebarGroup, SiteData } from '../../plugins/content/site-data.ts';
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

/** The pages of a sidebar in reading order, for previous/next links. */
export function readingOrder(site: SiteData, sidebar: string): { title: string; path: string }[] {
  return (site.sidebars[sidebar] ?? []).flatMap((g) => g.items);
}
