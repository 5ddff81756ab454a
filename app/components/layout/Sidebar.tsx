import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import type { NavItem, SidebarGroup } from '../../../plugins/content/site-data.ts';
import { ColorModeSwitch } from './ColorModeSwitch';
import { LocaleSwitch } from './LocaleSwitch';

interface SidebarProps {
  groups: SidebarGroup[];
  /** The top navigation, repeated in the drawer for narrow screens. */
  nav: NavItem[];
  /** The matched page's address (not the URL's: the not-found shell must render the same everywhere). */
  pagePath?: string;
  open: boolean;
  onNavigate: () => void;
}

/** Scrolls the sidebar (not the page) so that its current item is in view, centred if it was not. */
function revealCurrent(nav: HTMLElement) {
  const item = nav.querySelector('a[aria-current="page"]');
  if (!item) return;
  const box = nav.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.top >= box.top && at.bottom <= box.bottom) return;
  nav.scrollTop += at.top - box.top - (box.height - at.height) / 2;
}

export function Sidebar({ groups, nav, pagePath, open, onNavigate }: SidebarProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  // On load, on each page, and when the drawer opens: the reader sees where they are.
  useEffect(() => {
    if (ref.current) revealCurrent(ref.current);
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
