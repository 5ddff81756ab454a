import { useMatches } from 'react-router';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import defaultPack from 'virtual:locale-pack/en-US';
import type { SiteData } from '../../plugins/content/site-data.ts';
import { DEFAULT_LOCALE } from './locales';
import { useLocale } from './useLocale';

/** What one locale needs at run time: its navigation and its UI strings (parsed ICU messages). */
export interface LocalePack {
  locale: string;
  site: SiteData;
  messages: Record<string, MessageFormatElement[]>;
}

export { defaultPack };

function packsIn(handle: unknown): LocalePack[] {
  if (typeof handle !== 'object' || handle === null) return [];
  const h = handle as { localePack?: LocalePack; localePacks?: LocalePack[] };
  return [...(h.localePack ? [h.localePack] : []), ...(h.localePacks ?? [])];
}

/**
 * The pack of the current locale. The default locale's pack ships with every page; another locale's
 * pack comes with that locale's page modules (in their route `handle`), so English readers never
 * download the Chinese strings. Falls back to the default pack.
 */
export function useLocalePack(): LocalePack {
  const locale = useLocale();
  const matches = useMatches();
  if (locale.id === DEFAULT_LOCALE.id) return defaultPack;
  for (const match of matches) {
    const pack = packsIn(match.handle).find((p) => p.locale === locale.id);
    if (pack) return pack;
  }
  return defaultPack;
}
