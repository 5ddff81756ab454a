import { getCollection } from 'astro:content';
import { localeById } from '../shared/i18n/locales.ts';
import type { SiteData } from '../shared/site/navigation.ts';
import { collectDemos, type DemoRecord } from './content/demos.ts';
import { siteDataForLocale } from './content/locale-site.ts';
import { includeDebugPages } from './content/mode.ts';
import { pagesFromEntries, visiblePages, type PageRecord } from './content/pages.ts';

export interface SiteContent {
  pages: PageRecord[];
  demos: DemoRecord[];
}

let content: Promise<SiteContent> | undefined;
const sites = new Map<string, SiteData>();

/** The pages of this build (from the docs collection) and their demos, read once per build. */
export function siteContent(): Promise<SiteContent> {
  content ??= getCollection('docs').then((entries) => {
    const pages = visiblePages(pagesFromEntries(entries), { dev: includeDebugPages() });
    return { pages, demos: collectDemos(process.cwd(), pages) };
  });
  return content;
}

/** One locale's navigation and sidebars (build time only). */
export async function siteDataFor(locale: string): Promise<SiteData> {
  let site = sites.get(locale);
  if (!site) {
    site = siteDataForLocale((await siteContent()).pages, localeById(locale));
    sites.set(locale, site);
  }
  return site;
}
