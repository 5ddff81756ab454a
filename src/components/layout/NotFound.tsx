import { Link } from 'react-router';
import { useT } from '../../i18n';
import { localizePath } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';

export function NotFound() {
  const t = useT();
  const home = localizePath('/', useLocale());
  return (
    <article className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to={home} className="button-link">
          {t('notFound.home')}
        </Link>
      </p>
    </article>
  );
}
