import { getCollection } from 'astro:content';
import { LOCALES, localeById } from '../shared/i18n/locales.ts';
import { LINES } from '../shared/site/route.ts';
import type { SiteData } from '../shared/site/navigation.ts';
import type { LineId } from '../shared/site/config.ts';
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

/** One line's navigation and sidebars in one locale (build time only). */
export async function siteDataFor(line: LineId, locale: string): Promise<SiteData> {
  const key = `${line} ${locale}`;
  let site = sites.get(key);
  if (!site) {
    const pages = (await siteContent()).pages.filter((p) => p.line === line);
    site = siteDataForLocale(pages, localeById(locale));
    sites.set(key, site);
  }
  return site;
}

/** Every line's navigation in every locale, read up front for the synchronous builders (llms.txt, 404). */
export async function allSiteData(): Promise<(line: LineId, locale: string) => SiteData> {
  const entries = await Promise.all(
    LINES.flatMap((line) =>
      LOCALES.map(async (l) => [`${line.id} ${l.id}`, await siteDataFor(line.id, l.id)] as const),
    ),
  );
  const sites = new Map<string, SiteData>(entries);
  return (line, locale) => {
    const site = sites.get(`${line} ${locale}`);
    if (!site) throw new Error(`no navigation for ${line} ${locale}`);
    return site;
  };
}
