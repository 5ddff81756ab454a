import { I18nProvider, useLocale, useT } from '../../lib/i18n';
import { translatorFor } from '../../lib/i18n/server';
import { localizePath } from '../../lib/i18n/locales';

export function NotFound() {
  const t = useT();
  const home = localizePath('/', useLocale());
  return (
    <article className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a href={home} className="button-link">
          {t('notFound.home')}
        </a>
      </p>
    </article>
  );
}

/** The not-found page's content as its own server-rendered root, in the given language. */
export function NotFoundContent({ locale }: { locale: string }) {
  return (
    <I18nProvider locale={locale} t={translatorFor(locale)}>
      <NotFound />
    </I18nProvider>
  );
}
