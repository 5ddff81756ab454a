import { loadSiteContent, type SiteContent } from './content/load.ts';
import { siteDataForLocale } from './content/locale-site.ts';
import { localeById } from '../lib/i18n/locales.ts';
import type { SiteData } from '../lib/site/site-data.ts';

let content: SiteContent | undefined;
const sites = new Map<string, SiteData>();

/** The pages and demos of this build, read from docs/ once. */
export function siteContent(): SiteContent {
  return (content ??= loadSiteContent(process.cwd()));
}

/** One locale's navigation and sidebars (build time only). */
export function siteDataFor(locale: string): SiteData {
  let site = sites.get(locale);
  if (!site) {
    site = siteDataForLocale(process.cwd(), siteContent().pages, localeById(locale));
    sites.set(locale, site);
  }
  return site;
}
