import { DEFAULT_LOCALE } from './locales';
import type { Translate } from './translate';

/**
 * Plain strings (what an island gets, see stringsFor): `{name}` arguments filled in, the `<id>#one`
 * form when a number argument is singular in the locale, a missing id shows as itself.
 */
export function stringsTranslator(strings: Record<string, string>, locale: string = DEFAULT_LOCALE.id): Translate {
  const plurals = new Intl.PluralRules(locale);
  return (id, values) => {
    const singular = values && Object.values(values).some((v) => typeof v === 'number' && plurals.select(v) === 'one');
    const message = (singular ? strings[`${id}#one`] : undefined) ?? strings[id] ?? id;
    return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
  };
}
