import { I18nProvider, useT } from '../../shared/i18n';
import { translatorFor } from '../../shared/i18n/server';
import { readingOrder } from '../../shared/site/reading-order';
import type { SiteData } from '../../shared/site/navigation.ts';

interface PrevNextProps {
  locale: string;
  site: SiteData;
  path: string;
  sidebar: string;
}

export function PrevNext(props: PrevNextProps) {
  return (
    <I18nProvider locale={props.locale} t={translatorFor(props.locale)}>
      <Links {...props} />
    </I18nProvider>
  );
}

function Links({ site, path, sidebar }: PrevNextProps) {
  const t = useT();
  const order = readingOrder(site, sidebar);
  const index = order.findIndex((p) => p.path === path);
  if (index === -1) return null;
  const prev = order[index - 1];
  const next = order[index + 1];
  return (
    <nav className="prev-next" aria-label={`${t('page.prev')} / ${t('page.next')}`}>
      {prev ? (
        <a href={prev.path} rel="prev" className="prev">
          <span className="prev-next-label">{t('page.prev')}</span>
          <span className="prev-next-title">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a href={next.path} rel="next" className="next">
          <span className="prev-next-label">{t('page.next')}</span>
          <span className="prev-next-title">{next.title}</span>
        </a>
      )}
    </nav>
  );
}
