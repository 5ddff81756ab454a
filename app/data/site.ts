import type { PageMeta, SiteData } from '../../plugins/content/site-data.ts';
import siteData from 'virtual:site-data';

export const site: SiteData = siteData;

const byId = new Map(site.pages.map((p) => [p.id, p]));
const byPath = new Map(site.pages.map((p) => [p.path, p]));

export const pageById = (id: string | undefined): PageMeta | undefined => (id ? byId.get(id) : undefined);
export const pageByPath = (path: string): PageMeta | undefined => byPath.get(path);

/** The pages of a sidebar in reading order, for previous/next links. */
export function readingOrder(sidebar: string): { title: string; path: string }[] {
  return (site.sidebars[sidebar] ?? []).flatMap((g) => g.items);
}
