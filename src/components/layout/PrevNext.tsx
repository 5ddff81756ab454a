import { Link } from 'react-router';
import { useT } from '../../i18n';
import { readingOrder, useSite } from '../../data/site';

export function PrevNext({ path, sidebar }: { path: string; sidebar: string }) {
  const t = useT();
  const order = readingOrder(useSite(), sidebar);
  const index = order.findIndex((p) => p.path === path);
  if (index === -1) return null;
  const prev = order[index - 1];
  const next = order[index + 1];
  return (
    <nav className="prev-next" aria-label={`${t('page.prev')} / ${t('page.next')}`}>
      {prev ? (
        <Link to={prev.path} rel="prev" className="prev">
          <span className="prev-next-label">{t('page.prev')}</span>
          <span className="prev-next-title">{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.path} rel="next" className="next">
          <span className="prev-next-label">{t('page.next')}</span>
          <span className="prev-next-title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
