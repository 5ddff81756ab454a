import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n';
import { useSite } from '../../data/site';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

interface DocsShellProps {
  /** The matched page's address; undefined on the not-found page (root sidebar, nothing marked). */
  pagePath?: string;
  /** The sidebar to show: a section name, or '' for the root pages. */
  sidebar?: string;
  aside?: ReactNode;
  children: ReactNode;
}

/** Header, sidebar (a drawer behind the Sidebar button below 1024 px), the page and its aside. */
export function DocsShell({ pagePath, sidebar = '', aside, children }: DocsShellProps) {
  const t = useT();
  const site = useSite();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    // The drawer hides whatever had focus in it: focus goes back to the button that opened it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="site">
      <a className="skip-link" href="#content">
        {t('page.skip')}
      </a>
      <Header pagePath={pagePath} sidebarOpen={open} onToggleSidebar={() => setOpen((o) => !o)} toggleRef={toggle} />
      <div className="site-body">
        <Sidebar
          groups={site.sidebars[sidebar] ?? []}
          nav={site.nav}
          pagePath={pagePath}
          open={open}
          onNavigate={() => setOpen(false)}
        />
        {open && <div className="sidebar-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
        <main id="content" className="site-main" tabIndex={-1}>
          {children}
          <Footer />
        </main>
        {aside}
      </div>
    </div>
  );
}
