/**
 * Page tabs (`?tab=api`): every tab's content is in the HTML; the boot script marks the wanted tab on
 * <html data-tab> before the first paint and CSS shows that one. Here the tab links switch in place, and the
 * top navigation's link to a tab of this page (API on the home page) is marked while that tab shows.
 */
export function enhanceTabs(): void {
  const nav = document.querySelector<HTMLElement>('.doc-tabs');
  if (!nav) return;
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[data-tab-key]')];
  const keys = links.map((a) => a.dataset.tabKey!);
  const navLinks = [...document.querySelectorAll<HTMLAnchorElement>('a[data-nav-tab]')].filter(
    (a) => a.pathname === location.pathname && keys.includes(a.dataset.navTab!),
  );
  const show = (key: string) => {
    const active = keys.includes(key) ? key : keys[0];
    if (active === keys[0]) document.documentElement.removeAttribute('data-tab');
    else document.documentElement.setAttribute('data-tab', active);
    for (const a of links) {
      if (a.dataset.tabKey === active) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    for (const a of navLinks) {
      const on = a.dataset.navTab === active;
      a.classList.toggle('active', on);
      if (on) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    window.dispatchEvent(new Event('tabchange'));
  };
  show(new URLSearchParams(location.search).get('tab') ?? keys[0]);
  for (const a of links) {
    a.addEventListener('click', (e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      history.pushState(null, '', a.href);
      show(a.dataset.tabKey!);
    });
  }
  window.addEventListener('popstate', () => show(new URLSearchParams(location.search).get('tab') ?? keys[0]));
}
