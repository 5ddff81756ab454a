import type { Locale } from '../i18n/locales.ts';
import { formatRoute, type Route } from './route.ts';
import { HOME_TAB_NAV_ORDER, ROOT_NAV_ORDER_OFFSET } from '../site-constants.ts';
import { sectionById } from './config.ts';

export interface NavItem {
  title: string;
  /** The section's own address (`/demo`); a page is in the section when its path starts with it. */
  path: string;
  /** Where the item leads: the section's first page. */
  link: string;
  order: number;
  /** The section's first and last pages (the page itself for a root page): previous/next across sections. */
  ends: SidebarLink[];
  /** A tab of the home page (`api`) rather than a page: its item leads to `/?tab=<key>`. */
  tab?: string;
}

export interface SidebarLink {
  /** The page identifier (`docs/7.x/demo/scrollX`). */
  id: string;
  title: string;
  path: string;
}

export interface SidebarGroup {
  /** null for pages without a group. */
  title: string | null;
  order: number;
  items: SidebarLink[];
}

export interface PageMeta {
  id: string;
  path: string;
  title: string;
  /** Key into `SiteData.sidebars`: the section name, or `''` for root pages. */
  sidebar: string;
}

export interface SiteData {
  locale: string;
  nav: NavItem[];
  sidebars: Record<string, SidebarGroup[]>;
}

/** What the navigation reads of a page as one locale serves it (the build's `NavPage`). */
interface NavPage {
  page: { id: string; path: string; section: string | null };
  locale: Locale;
  route: Route;
  /** The MDX file, named when two pages disagree on a group's order. */
  file: string;
  path: string;
  frontmatter: { title: string; order?: number; group?: { title: string; order?: number }; nav?: { title: string } };
  /** The page's tabs beside its body (`api`). */
  tabs?: { key: string; title: string }[];
}

const byOrderThenTitle = (a: NavPage, b: NavPage) =>
  (a.frontmatter.order ?? Infinity) - (b.frontmatter.order ?? Infinity) ||
  a.frontmatter.title.localeCompare(b.frontmatter.title);

/** Groups a section's pages for the sidebar; pages sharing a group title must agree on its order. */
function buildSidebar(pages: NavPage[]): SidebarGroup[] {
  const groups = new Map<string | null, SidebarGroup>();
  for (const page of [...pages].sort(byOrderThenTitle)) {
    const g = page.frontmatter.group;
    const key = g?.title ?? null;
    const order = g?.order ?? (key === null ? -Infinity : Infinity);
    let group = groups.get(key);
    if (!group) {
      group = { title: key, order, items: [] };
      groups.set(key, group);
    } else if (g?.order !== undefined && group.order !== g.order) {
      throw new Error(`${page.file}: group "${key}" has order ${g.order} here and ${group.order} elsewhere`);
    }
    group.items.push({ id: page.page.id, title: page.frontmatter.title, path: page.path });
  }
  return [...groups.values()].sort((a, b) => a.order - b.order);
}

/**
 * Everything the layout needs about every page of one locale, without loading any page.
 * `sectionTitle` names a section's navigation item (from the locale's UI catalog).
 */
export function buildSiteData(pages: NavPage[], sectionTitle: (section: string) => string): SiteData {
  const route = pages[0]?.route;
  const sections = new Map<string, NavPage[]>();
  for (const page of pages) {
    const key = page.page.section ?? '';
    sections.set(key, [...(sections.get(key) ?? []), page]);
  }
  const sidebars = Object.fromEntries([...sections].map(([key, list]) => [key, buildSidebar(list)]));

  const nav: NavItem[] = [];
  for (const key of sections.keys()) {
    if (key === '') continue;
    const items = sidebars[key].flatMap((g) => g.items);
    const first = items[0];
    const last = items[items.length - 1];
    const config = sectionById(key);
    if (!first || !config || !route) continue;
    nav.push({
      title: sectionTitle(key),
      path: formatRoute({ ...route, path: `/${key}` }),
      link: first.path,
      order: config.order,
      ends: first === last ? [first] : [first, last],
    });
  }
  for (const page of sections.get('') ?? []) {
    if (page.page.path === '/') {
      // The home page's other tabs (the API reference) come first: the page a reader returns to most.
      for (const tab of page.tabs ?? []) {
        const link = `${page.path}?tab=${tab.key}`;
        nav.push({ title: tab.title, path: link, link, order: HOME_TAB_NAV_ORDER, ends: [], tab: tab.key });
      }
      continue;
    }
    nav.push({
      title: page.frontmatter.nav?.title ?? page.frontmatter.title,
      path: page.path,
      link: page.path,
      order: ROOT_NAV_ORDER_OFFSET + (page.frontmatter.order ?? 0),
      ends: [{ id: page.page.id, title: page.frontmatter.title, path: page.path }],
    });
  }
  nav.sort((a, b) => a.order - b.order);

  return {
    locale: route?.locale ?? '',
    nav,
    sidebars,
  };
}

/** The first page of a section, where its bare address (`/demo`) leads. */
export function sectionLanding(site: SiteData, sectionPath: string): string | undefined {
  return site.nav.find((n) => n.path === sectionPath)?.link;
}
