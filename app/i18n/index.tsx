import { useCallback, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import enUS from './en-US.json';

export type MessageId = keyof typeof enUS;
export const DEFAULT_LOCALE = 'en-US';

const catalogs: Record<string, Record<string, string>> = { 'en-US': enUS };

/** A translation missing from a catalog falls back to the default catalog, then to the id. */
export function messagesFor(locale: string): Record<string, string> {
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
