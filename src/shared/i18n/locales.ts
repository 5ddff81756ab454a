import { SITE_CONFIG, type Locale } from '../site/config.ts';

export type { Locale };

/** The site's locales. The first is the default; its pages have no address prefix. */
export const LOCALES: readonly Locale[] = SITE_CONFIG.locales;

export const DEFAULT_LOCALE = LOCALES[0];

/** A locale by id; the default one for an id the site does not have. */
export const localeById = (id: string): Locale => LOCALES.find((l) => l.id === id) ?? DEFAULT_LOCALE;
