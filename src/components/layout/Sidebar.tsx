import { useT } from '../../shared/i18n';
import type { NavItem, SidebarGroup } from '../../shared/site/navigation.ts';
import { ColorModeSwitch } from './ColorModeSwitch';
import { ExternalLinks } from './ExternalLinks';
import { LineSwitch } from './LineSwitch';
import { LocaleSwitch } from './LocaleSwitch';
import { readingPackage, type LineLink } from '../../shared/site/line-links.ts';

interface SidebarProps {
  groups: SidebarGroup[];
  /** The top navigation, repeated in the drawer for narrow screens. */
  nav: NavItem[];
  /** The page's address (none on the not-found page). */
  pagePath?: string;
  pathname: string;
  /** The version switch's links (the header's switch is hidden on narrow screens). */
  lines: LineLink[];
}

export function Sidebar({ groups, nav, pagePath, pathname, lines }: SidebarProps) {
  const t = useT();
  return (
    <nav id="site-sidebar" className="site-sidebar" aria-label={t('sidebar.label')}>
      {/* Below 768 px the header has no room for these; the drawer carries them. */}
      <div className="sidebar-tools">
        <ul className="sidebar-nav">
          {nav.map((item) => (
            <li key={item.path}>
              <a href={item.link} data-nav-tab={item.tab}>
                {item.title}
              </a>
            </li>
          ))}
        </ul>
        <LineSwitch links={lines} />
        <LocaleSwitch pathname={pathname} />
        <ColorModeSwitch />
        <ExternalLinks pkg={readingPackage(lines)} />
      </div>
      {groups.map((group) => (
        <section key={group.title ?? ''} className="sidebar-group">
          {group.title && <h2 className="sidebar-group-title">{group.title}</h2>}
          <ul>
            {group.items.map((item) => (
              <li key={item.path}>
                <a href={item.path} aria-current={item.path === pagePath ? 'page' : undefined}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
