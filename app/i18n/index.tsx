import { useCallback, type ReactNode } from 'react';
import { IntlProvider, useIntl, type MessageFormatElement } from 'react-intl';
import type enUSSource from './en-US.json';
import enUS from './en-US.json?icu-ast';

export type MessageId = keyof typeof enUSSource;
export const DEFAULT_LOCALE = 'en-US';

type Catalog = Record<string, MessageFormatElement[]>;
const catalogs: Record<string, Catalog> = { 'en-US': enUS };

/** A translation missing from a catalog falls back to the default catalog, then to the id. */
export function messagesFor(locale: string): Catalog {
  return { ...enUS, ...catalogs[locale] };
}

export function I18nProvider({ locale = DEFAULT_LOCALE, children }: { locale?: string; children: ReactNode }) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messagesFor(locale)}
      // Missing ids fall back silently (to the id); they are caught by the catalog unit test instead.
      onError={() => {}}
    >
      {children}
    </IntlProvider>
  );
}

/** `t('demo.code.show')`, `t('api.notFound', { id })`. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
}
