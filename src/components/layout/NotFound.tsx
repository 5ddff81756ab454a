import { I18nProvider, useLocale, useT } from '../../shared/i18n';
import { translatorFor } from '../../shared/i18n/server';
import { CURRENT_LINE, formatRoute, LINES } from '../../shared/site/route';
import type { PageLink } from '../../shared/site/closest-pages';

interface NotFoundProps {
  /** The locale's pages of every line, for "did you mean" (client/enhance/not-found.ts picks the closest). */
  pages?: readonly PageLink[];
}

function NotFound({ pages = [] }: NotFoundProps) {
  const t = useT();
  const locale = useLocale();
  const home = formatRoute({ line: CURRENT_LINE.id, locale: locale.id, path: '/' });
  // The prefixes of the lines other than the current one: a typo is answered from its own line's pages.
  const lines = LINES.filter((l) => l.prefix).map((l) => l.prefix);
  const data = JSON.stringify({ base: locale.prefix, pages, lines }).replace(/</g, '\\u003c');
  return (
    <article className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      {/* Filled by scripts/not-found.ts from the address; without JavaScript both stay hidden. */}
      <section className="not-found-suggestions" aria-labelledby="not-found-suggestions" hidden>
        <h2 id="not-found-suggestions">{t('notFound.suggestions')}</h2>
        <ul />
      </section>
      <p className="not-found-actions">
        <a href={home} className="button-link">
          {t('notFound.home')}
        </a>
        <button
          type="button"
          className="button"
          data-not-found-search=""
          data-label-query={t('notFound.searchFor', { query: '{query}' })}
          hidden
        >
          {t('notFound.search')}
        </button>
      </p>
      <script type="application/json" id="not-found-pages" dangerouslySetInnerHTML={{ __html: data }} />
    </article>
  );
}

/** The not-found page's content as its own server-rendered root, in the given language. */
export function NotFoundContent({ locale, pages }: { locale: string; pages?: readonly PageLink[] }) {
  return (
    <I18nProvider locale={locale} t={translatorFor(locale)}>
      <NotFound pages={pages} />
    </I18nProvider>
  );
}
