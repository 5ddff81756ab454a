import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import { localizePage } from './localized.ts';
import type { PageRecord } from './pages.ts';
import { buildSiteData, type SiteData } from '../../lib/site/site-data.ts';

/** A locale's UI strings over the default ones, as written in `src/lib/i18n/<locale>.json`. */
export function readCatalog(root: string, localeId: string): Record<string, string> {
  const read = (id: string) =>
    JSON.parse(readFileSync(path.join(root, `src/lib/i18n/${id}.json`), 'utf8')) as Record<string, string>;
  return { ...read(DEFAULT_LOCALE.id), ...(localeId === DEFAULT_LOCALE.id ? {} : read(localeId)) };
}

/** One locale's navigation and sidebars; sections are titled by the catalog's `nav.section.<name>`. */
export function siteDataForLocale(root: string, pages: PageRecord[], locale: Locale): SiteData {
  const strings = readCatalog(root, locale.id);
  return buildSiteData(
    pages.map((p) => localizePage(p, locale)),
    (section) => strings[`nav.section.${section}`] ?? section,
  );
}
