import type { Localized } from './types.ts';

/** A text of the API data in a locale, English where it has no translation. */
export function localized(text: Localized, locale: string): string {
  return text[locale as keyof Localized] ?? text['en-US'];
}
