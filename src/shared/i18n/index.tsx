import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, localeById, type Locale } from './locales';
import { stringsTranslator } from './strings';
import type { MessageId, Translate, Values } from './translate';

export type { MessageId };

interface I18n {
  locale: Locale;
  t: Translate;
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
