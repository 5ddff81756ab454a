import type { PageMeta, SidebarLink, SiteData } from './navigation.ts';

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
 * then each navigation item in turn, a section page by page (the current one in full; the others by
 * their first and last pages, all a neighbour needs).
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
