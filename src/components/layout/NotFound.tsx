import { useLocale, useT } from '../../lib/i18n';
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
