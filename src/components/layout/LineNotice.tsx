import { useT } from '../../shared/i18n';
import type { LineLink } from '../../shared/site/line-links';
import { CURRENT_LINE, formatRoute, lineById, type Route } from '../../shared/site/route';
import { UPGRADE_GUIDE_PATH } from '../../shared/site-constants';

/**
 * One line atop every page of a line that is not the current one: which package and line it documents,
 * which line is current, and links to this page there and to the upgrade guide.
 */
export function LineNotice({ route, links }: { route: Route; links: LineLink[] }) {
  const t = useT();
  const line = lineById(route.line);
  const current = CURRENT_LINE;
  const there = links.find((l) => l.line === current.id);
  if (line === current || !there) return null;
  return (
    <aside className="line-notice" aria-label={t('line.switch.label')}>
      <p>
        {t('line.notice.text', {
          package: line.package,
          line: line.id,
          usedBy: line.usedBy,
          currentPackage: current.package,
          currentLine: current.id,
        })}{' '}
        <a href={there.href} data-line-switch={there.samePage ? 'same-page' : 'home'}>
          {t(there.samePage ? 'line.notice.samePage' : 'line.notice.home', { currentLine: current.id })}
        </a>
        {' · '}
        <a href={formatRoute({ line: current.id, locale: route.locale, path: UPGRADE_GUIDE_PATH })}>
          {t('line.notice.upgrade')}
        </a>
      </p>
    </aside>
  );
}
