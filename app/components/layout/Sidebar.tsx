import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import type { NavItem, SidebarGroup } from '../../../plugins/content/site-data.ts';
import { ColorModeSwitch } from './ColorModeSwitch';
import { LocaleSwitch } from './LocaleSwitch';
import { revealInBox } from './reveal-in-box';

interface SidebarProps {
  groups: SidebarGroup[];
  /** The top navigation, repeated in the drawer for narrow screens. */
  nav: NavItem[];
  /** The matched page's address (not the URL's: the not-found shell must render the same everywhere). */
  pagePath?: string;
  open: boolean;
  onNavigate: () => void;
}

export function Sidebar({ groups, nav, pagePath, open, onNavigate }: SidebarProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  // On load, on each page, and when the drawer opens: the reader sees where they are.
  useEffect(() => {
    if (ref.current) revealInBox(ref.current, ref.current.querySelector('a[aria-current="page"]'));
  }, [pagePath, open]);
  return (
    <nav
      ref={ref}
      id="site-sidebar"
      className="site-sidebar"
      data-open={open || undefined}
      aria-label={t('sidebar.label')}
    >
      {/* Below 768 px the header has no room for these; the drawer carries them. */}
      <div className="sidebar-tools">
        <ul className="sidebar-nav">
          {nav.map((item) => (
            <li key={item.path}>
              <Link to={item.link} onClick={onNavigate}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
        <LocaleSwitch />
        <ColorModeSwitch />
      </div>
      {groups.map((group) => (
        <section key={group.title ?? ''} className="sidebar-group">
          {group.title && <h2 className="sidebar-group-title">{group.title}</h2>}
          <ul>
            {group.items.map((item) => (
              <li key={item.path}>
                <Link to={item.path} aria-current={item.path === pagePath ? 'page' : undefined} onClick={onNavigate}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
