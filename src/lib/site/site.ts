import type { PageMeta, SiteData } from './site-data.ts';

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
