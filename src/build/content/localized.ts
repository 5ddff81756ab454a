import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import { formatRoute, type Route } from '../../shared/site/route.ts';
import type { Frontmatter, PageRecord, PageTab } from './pages.ts';

/** One page as a locale serves it: its translation where there is one, else the default content. */
export interface LocalizedPage {
  page: PageRecord;
  locale: Locale;
  /** The MDX file the route renders, and its collection entry's id. */
  file: string;
  entry: string;
  route: Route;
  /** The route's address. */
  path: string;
  frontmatter: Frontmatter;
  tabs: PageTab[];
  /** False when the locale has no translation and the default content is shown. */
  translated: boolean;
}

export function localizePage(page: PageRecord, locale: Locale): LocalizedPage {
  const translation = locale.id === DEFAULT_LOCALE.id ? undefined : page.translations[locale.id];
  return {
    page,
    locale,
    file: translation?.file ?? page.file,
    entry: translation?.entry ?? page.entry,
    route: { line: page.line, locale: locale.id, path: page.path },
    path: formatRoute({ line: page.line, locale: locale.id, path: page.path }),
    frontmatter: translation?.frontmatter ?? page.frontmatter,
    tabs: translation ? mergeTabs(page.tabs, translation.tabs) : page.tabs,
    translated: locale.id === DEFAULT_LOCALE.id || !!translation,
  };
}

/** A translated page keeps every tab of the original, translated where a translation exists. */
function mergeTabs(original: PageTab[], translated: PageTab[]): PageTab[] {
  return original.map((tab) => translated.find((t) => t.key === tab.key) ?? tab);
}

export function localizedPages(pages: PageRecord[], locales: readonly Locale[] = LOCALES): LocalizedPage[] {
  return locales.flatMap((locale) => pages.map((page) => localizePage(page, locale)));
}
