import { useT } from '../../shared/i18n';
import { SITE_CONFIG } from '../../shared/site/config.ts';
import type { SiteData } from '../../shared/site/navigation.ts';
import { switchRoute } from '../../shared/site/route.ts';
import { SearchBox } from '../search/SearchBox';
import { ColorModeSwitch } from './ColorModeSwitch';
import { ExternalLinks } from './ExternalLinks';
import { LineSwitch } from './LineSwitch';
import { LocaleSwitch } from './LocaleSwitch';
import { readingPackage, type LineLink } from '../../shared/site/line-links.ts';
import { Logo } from './Logo';

interface HeaderProps {
  /** The current page's address, if any: marks its navigation item. */
  pagePath?: string;
  pathname: string;
  site: SiteData;
  lines: LineLink[];
}

const inSection = (pagePath: string | undefined, sectionPath: string) =>
  !!pagePath && (pagePath === sectionPath || pagePath.startsWith(`${sectionPath}/`));

export function Header({ pagePath, pathname, site, lines }: HeaderProps) {
  const t = useT();
  return (
    <header className="site-header">
      <button
        type="button"
        className="button sidebar-toggle"
        aria-expanded="false"
        aria-controls="site-sidebar"
        data-sidebar-toggle=""
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="M2 3.5h12M2 8h12M2 12.5h12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        {t('header.sidebar.toggle')}
      </button>
      {/* Without JavaScript (the button above is hidden then): a link that opens the drawer by its :target. */}
      <a className="button sidebar-toggle sidebar-link" href="#site-sidebar">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="M2 3.5h12M2 8h12M2 12.5h12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        {t('header.sidebar.toggle')}
      </a>
      <a href={switchRoute(pathname, { path: '/' })} className="site-brand" aria-label={t('header.home')}>
        <Logo />
        <span>{SITE_CONFIG.name}</span>
      </a>
      <SearchBox />
      <nav className="site-nav" aria-label={t('header.nav.label')}>
        <ul>
          {site.nav.map((item) => {
            const active = inSection(pagePath, item.path);
            return (
              <li key={item.path}>
                <a
                  href={item.link}
                  aria-current={active ? 'page' : undefined}
                  className={active ? 'active' : undefined}
                  data-nav-tab={item.tab}
                >
                  {item.title}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="header-tools">
        <LineSwitch links={lines} />
        <ExternalLinks pkg={readingPackage(lines)} />
        <LocaleSwitch pathname={pathname} />
        <ColorModeSwitch />
      </div>
    </header>
  );
}
