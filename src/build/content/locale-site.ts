import type { Locale } from '../../shared/i18n/locales.ts';
import { isMessageId, translatorFor } from '../../shared/i18n/server.ts';
import { localizePage } from './localized.ts';
import type { PageRecord } from './pages.ts';
import { buildSiteData, type SiteData } from '../../shared/site/navigation.ts';

/** One locale's navigation and sidebars; sections are titled by the catalog's `nav.section.<name>`. */
export function siteDataForLocale(pages: PageRecord[], locale: Locale): SiteData {
  const t = translatorFor(locale.id);
  return buildSiteData(
    pages.map((p) => localizePage(p, locale)),
    (section) => {
      const id = `nav.section.${section}`;
      return isMessageId(id) ? t(id) : section;
    },
  );
}
