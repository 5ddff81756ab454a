import type { Localized } from './types.ts';

/** A text of the API data in a locale, English where it has no translation. */
export const localized = (text: Localized, locale: string): string => text[locale as keyof Localized] ?? text['en-US'];
