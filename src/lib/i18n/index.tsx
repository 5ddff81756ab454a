import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type enUSSource from './en-US.json';
import { DEFAULT_LOCALE, localeById, type Locale } from './locales';
import type { Translate, Values } from './translate';

export type MessageId = keyof typeof enUSSource;

interface I18n {
  locale: Locale;
  t: Translate;
}

/**
 * Plain strings (what an island gets, see stringsFor): `{name}` arguments filled in, the `<id>#one`
 * form when a number argument is singular in the locale, a missing id shows as itself.
 */
export function stringsTranslator(strings: Record<string, string>, locale = DEFAULT_LOCALE.id): Translate {
  const plurals = new Intl.PluralRules(locale);
  return (id, values) => {
    const singular = values && Object.values(values).some((v) => typeof v === 'number' && plurals.select(v) === 'one');
    const message = (singular ? strings[`${id}#one`] : undefined) ?? strings[id] ?? id;
    return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
  };
}

const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, t: stringsTranslator({}) });

/** Server rendering: the locale's catalog formatted by the ICU formatter (see ./server.ts). */
export function I18nProvider({ locale, t, children }: { locale: string; t: Translate; children: ReactNode }) {
  const value = useMemo(() => ({ locale: localeById(locale), t }), [locale, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Islands: the few strings they show, as plain text, so the browser needs no message formatter. */
export function StringsProvider({
  strings,
  locale = DEFAULT_LOCALE.id,
  children,
}: {
  strings: Record<string, string>;
  locale?: string;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ locale: localeById(locale), t: stringsTranslator(strings, locale) }),
    [strings, locale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t('demo.code.show')`, `t('api.notFound', { id })`. */
export function useT(): (id: MessageId, values?: Values) => string {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}
