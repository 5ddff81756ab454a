import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type enUSSource from './en-US.json';
import { defaultPack, type LocalePack } from './locale-pack';
import { createTranslator, type Catalog, type Values } from './translate';

export type MessageId = keyof typeof enUSSource;

/** A translation missing from a catalog falls back to the default catalog's message, then to the id. */
export function messagesOf(pack: LocalePack): Catalog {
  return pack === defaultPack ? pack.messages : { ...defaultPack.messages, ...pack.messages };
}

// The catalogs hold ICU messages, formatted by formatjs's IntlMessageFormat, the engine react-intl
// is built on. We use it directly because react-intl's provider also builds date, number, list,
// relative-time and display-name formatters the site never uses: 7.6 KB of gzipped JavaScript on
// every page against 2.5 KB, which the home page's 130 KB budget cannot carry.
const TranslateContext = createContext(createTranslator(defaultPack.locale, defaultPack.messages));

export function I18nProvider({ pack, children }: { pack: LocalePack; children: ReactNode }) {
  const translate = useMemo(() => createTranslator(pack.locale, messagesOf(pack)), [pack]);
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

/** `t('demo.code.show')`, `t('api.notFound', { id })`. */
export function useT(): (id: MessageId, values?: Values) => string {
  return useContext(TranslateContext);
}
