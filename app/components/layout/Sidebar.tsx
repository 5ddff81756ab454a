import { Link } from 'react-router';
import { useT } from '../../i18n';
import type { SidebarGroup } from '../../../plugins/content/site-data.ts';

interface SidebarProps {
  groups: SidebarGroup[];
  /** The matched page's address (not the URL's: the not-found shell must render the same everywhere). */
  pagePath?: string;
  open: boolean;
  onNavigate: () => void;
}

export function Sidebar({ groups, pagePath, open, onNavigate }: SidebarProps) {
  const t = useT();
  return (
    <nav id="site-sidebar" className="site-sidebar" data-open={open || undefined} aria-label={t('sidebar.label')}>
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
