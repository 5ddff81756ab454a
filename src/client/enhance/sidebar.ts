import { SIDEBAR_SCROLL_KEY } from '../boot/sidebar-scroll';
import { revealInBox } from './reveal-in-box';

/**
 * Below 1024 px the sidebar is a drawer behind the Sidebar button: Escape or a click outside closes it
 * and gives the focus back to the button. Across page loads the sidebar keeps its scroll position.
 */
export function enhanceSidebar(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-sidebar-toggle]');
  const sidebar = document.getElementById('site-sidebar');
  const backdrop = document.querySelector<HTMLElement>('.sidebar-backdrop');
  if (!button || !sidebar) return;

  const setOpen = (open: boolean, returnFocus = false) => {
    button.setAttribute('aria-expanded', String(open));
    sidebar.toggleAttribute('data-open', open);
    if (backdrop) backdrop.hidden = !open;
    if (!open && returnFocus) button.focus();
    if (open) revealCurrent();
  };
  // The reader sees where they are: on load, and when the drawer opens.
  const revealCurrent = () => revealInBox(sidebar, sidebar.querySelector('a[aria-current="page"]'));
  revealCurrent();
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  backdrop?.addEventListener('click', () => setOpen(false, true));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && sidebar.hasAttribute('data-open')) setOpen(false, true);
  });

  const save = () => {
    try {
      sessionStorage.setItem(SIDEBAR_SCROLL_KEY, String(sidebar.scrollTop));
    } catch {
      // Storage blocked: the next page starts at the top of its sidebar.
    }
  };
  sidebar.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a')) {
      save();
      setOpen(false);
    }
  });
  window.addEventListener('pagehide', save);
}
