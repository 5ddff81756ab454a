import { parse } from '@formatjs/icu-messageformat-parser';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';
import { DEFAULT_LOCALE } from './locales';
import { createTranslator, type Catalog, type Translate } from './translate';

const CATALOGS: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

/** A locale's catalog over the default one (a missing translation falls back to the default message). */
export function catalogOf(locale: string): Record<string, string> {
  return { ...CATALOGS[DEFAULT_LOCALE.id], ...(locale === DEFAULT_LOCALE.id ? {} : CATALOGS[locale]) };
}

const translators = new Map<string, Translate>();

/** The build's translator for a locale: ICU messages parsed once (a malformed one fails the build). */
export function translatorFor(locale: string): Translate {
  let t = translators.get(locale);
  if (!t) {
    const parsed: Catalog = Object.fromEntries(
      Object.entries(catalogOf(locale)).map(([id, message]) => {
        try {
          return [id, parse(message)];
        } catch (error) {
          throw new Error(`src/lib/i18n/${locale}.json: message "${id}" does not parse: ${(error as Error).message}`);
        }
      }),
    );
    t = createTranslator(locale, parsed);
    translators.set(locale, t);
  }
  return t;
}

/** The arguments-free strings whose ids start with `prefix`, formatted: what an island is given. */
export function stringsFor(locale: string, prefixes: string[]): Record<string, string> {
  const t = translatorFor(locale);
  return Object.fromEntries(
    Object.keys(catalogOf(locale))
      .filter((id) => prefixes.some((p) => id.startsWith(p)))
      .map((id) => [id, t(id)]),
  );
}
