import { Link } from 'react-router';
import { useT } from '../../i18n';

export function NotFound() {
  const t = useT();
  return (
    <article className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/" className="button-link">
          {t('notFound.home')}
        </Link>
      </p>
    </article>
  );
}
