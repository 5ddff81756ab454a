import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
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

/** A number no message shows by itself: formatted in, then turned back into `{name}`. */
const SAMPLE = 987654;

/**
 * The strings whose ids start with one of `prefixes`, formatted, as an island gets them (it has no
 * message formatter): an argument stays `{name}` for the island to fill in; a plural argument gives
 * the `other` form under the id and the `one` form under `<id>#one` (see stringsTranslator).
 */
export function stringsFor(locale: string, prefixes: string[]): Record<string, string> {
  const t = translatorFor(locale);
  const catalog = catalogOf(locale);
  const sample = new Intl.NumberFormat(locale).format(SAMPLE);
  const strings: Record<string, string> = {};
  for (const id of Object.keys(catalog).filter((id) => prefixes.some((p) => id.startsWith(p)))) {
    const args = parse(catalog[id]).filter((part) => 'value' in part && part.type !== TYPE.literal) as {
      value: string;
      type: number;
    }[];
    const plural = args.find((a) => a.type === 6)?.value; // 6: plural
    const values: Record<string, string | number> = Object.fromEntries(args.map((a) => [a.value, `{${a.value}}`]));
    if (plural) {
      strings[id] = t(id, { ...values, [plural]: SAMPLE }).replace(sample, `{${plural}}`);
      strings[`${id}#one`] = t(id, { ...values, [plural]: 1 }).replace('1', `{${plural}}`);
    } else {
      strings[id] = t(id, values);
    }
  }
  return strings;
}
