import type { Ref } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { useSite } from '../../data/site';
import { localizePath } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { SITE_NAME } from '../../../plugins/content/site-config.ts';
import { SearchBox } from '../search/SearchBox';
import { ColorModeSwitch } from './ColorModeSwitch';
import { LocaleSwitch } from './LocaleSwitch';
import { Logo } from './Logo';

interface HeaderProps {
  /** The current page's address, if any: marks its navigation item. */
  pagePath?: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** The Sidebar button, where focus returns when the drawer closes with Escape. */
  toggleRef?: Ref<HTMLButtonElement>;
}

const inSection = (pagePath: string | undefined, sectionPath: string) =>
  !!pagePath && (pagePath === sectionPath || pagePath.startsWith(`${sectionPath}/`));

export function Header({ pagePath, sidebarOpen, onToggleSidebar, toggleRef }: HeaderProps) {
  const t = useT();
  const site = useSite();
  const locale = useLocale();
  return (
    <header className="site-header">
      <button
        ref={toggleRef}
        type="button"
        className="button sidebar-toggle"
        aria-expanded={sidebarOpen}
        aria-controls="site-sidebar"
        onClick={onToggleSidebar}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="M2 3.5h12M2 8h12M2 12.5h12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        {t('header.sidebar.toggle')}
      </button>
      <Link to={localizePath('/', locale)} className="site-brand" aria-label={t('header.home')}>
        <Logo />
        <span>{SITE_NAME}</span>
      </Link>
      <SearchBox />
      <nav className="site-nav" aria-label={t('header.nav.label')}>
        <ul>
          {site.nav.map((item) => {
            const active = inSection(pagePath, item.path);
            return (
              <li key={item.path}>
                <Link
                  to={item.link}
                  aria-current={active ? 'page' : undefined}
                  className={active ? 'active' : undefined}
                >
                  {item.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="header-tools">
        <LocaleSwitch />
        <ColorModeSwitch />
      </div>
    </header>
  );
}
