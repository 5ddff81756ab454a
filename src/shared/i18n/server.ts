import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';
import { DEFAULT_LOCALE } from './locales';
import { createTranslator, type Catalog, type MessageId, type Translate } from './translate';

const CATALOGS: Record<string, Partial<Record<MessageId, string>>> = { 'en-US': enUS, 'zh-CN': zhCN };

/**
 * A locale's catalog over the default one (a missing translation falls back to the default message):
 * the one place the catalogs are merged. Everything the site shows goes through `translatorFor` or
 * `stringsFor` below, which read it.
 */
function catalogOf(locale: string): Record<MessageId, string> {
  return { ...enUS, ...(locale === DEFAULT_LOCALE.id ? {} : CATALOGS[locale]) };
}

/** Whether a string built at run time (`nav.section.${name}`) is a message id of the catalogs. */
export const isMessageId = (id: string): id is MessageId => id in enUS;

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
          throw new Error(
            `src/shared/i18n/${locale}.json: message "${id}" does not parse: ${(error as Error).message}`,
          );
        }
      }),
    );
    t = createTranslator(locale, parsed);
    translators.set(locale, t);
  }
  return t;
}

/** The arguments of a message at any depth (inside plural and select branches too). */
function argumentsOf(elements: MessageFormatElement[]): { value: string; type: TYPE }[] {
  return elements.flatMap((el) => [
    ...(el.type !== TYPE.literal && el.type !== TYPE.pound && 'value' in el
      ? [{ value: el.value, type: el.type }]
      : []),
    ...('options' in el ? Object.values(el.options).flatMap((option) => argumentsOf(option.value)) : []),
    ...(el.type === TYPE.tag ? argumentsOf(el.children) : []),
  ]);
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
  const ids = (Object.keys(catalog) as MessageId[]).filter((id) => prefixes.some((p) => id.startsWith(p)));
  for (const id of ids) {
    const args = argumentsOf(parse(catalog[id]));
    const plural = args.find((a) => a.type === TYPE.plural)?.value;
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
