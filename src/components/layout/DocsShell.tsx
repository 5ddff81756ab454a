import type { ReactNode } from 'react';
import type { TocEntry } from '../../shared/site/toc.ts';
import { I18nProvider, useT } from '../../shared/i18n';
import { translatorFor } from '../../shared/i18n/server';
import type { SiteData } from '../../shared/site/navigation.ts';
import type { LineLink } from '../../shared/site/line-links.ts';
import type { Route } from '../../shared/site/route.ts';
import { LineNotice } from './LineNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { BackToTop, Toc } from './Toc';

interface DocsShellProps {
  locale: string;
  /** The address this HTML is served at (the not-found page: the locale's home). */
  pathname: string;
  site: SiteData;
  /** The page's route (the not-found page: its locale's home on the current line). */
  route: Route;
  /** The version switch's links. */
  lines: LineLink[];
  /** The page's address; undefined on the not-found page (root sidebar, nothing marked). */
  pagePath?: string;
  /** The sidebar to show: a section name, or '' for the root pages. */
  sidebar?: string;
  /** The table of contents of each tab, by tab key (the first is the default tab). */
  tocs?: { key: string; toc: TocEntry[] }[];
  children: ReactNode;
}

/**
 * Header, sidebar (a drawer behind the Sidebar button below 1024 px, see scripts/sidebar.ts), the page
 * and its table of contents. Rendered on the server only: it ships as HTML.
 */
export function DocsShell(props: DocsShellProps) {
  return (
    <I18nProvider locale={props.locale} t={translatorFor(props.locale)}>
      <Shell {...props} />
    </I18nProvider>
  );
}

function Shell({ pathname, site, route, lines, pagePath, sidebar = '', tocs = [], children }: DocsShellProps) {
  const t = useT();
  const hasToc = tocs.some((tab) => tab.toc.length > 0);
  return (
    <div className="site">
      <a className="skip-link" href="#content">
        {t('page.skip')}
      </a>
      <Header pagePath={pagePath} pathname={pathname} site={site} lines={lines} />
      {/* data-toc: the page's column is sized for the table of contents before the browser has parsed it. */}
      <div className="site-body" data-toc={hasToc ? '' : undefined}>
        <Sidebar
          groups={site.sidebars[sidebar] ?? []}
          nav={site.nav}
          pagePath={pagePath}
          pathname={pathname}
          lines={lines}
        />
        <div className="sidebar-backdrop" aria-hidden="true" hidden />
        <main id="content" className="site-main" tabIndex={-1}>
          <LineNotice route={route} links={lines} />
          {children}
          <Footer line={route.line} />
          {hasToc && <BackToTop label={t('toc.backToTop')} />}
        </main>
        {hasToc && <Toc tabs={tocs} />}
      </div>
    </div>
  );
}
