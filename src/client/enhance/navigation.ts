/**
 * Links to other pages are plain page loads (prefetched by the speculation rules in the layout). The
 * language link and a line link to the same page keep the query and the fragment. Offline, a link to a page the browser has not
 * prefetched would replace this page with the browser's error page: the page stays and says why.
 */
export function enhanceNavigation(): void {
  document.addEventListener('click', (e) => {
    const a = (e.target as Element).closest?.('a');
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    // The same page in another language or line: keep its tab (the query) and place (the fragment).
    if (a.hasAttribute('data-locale-switch') || a.getAttribute('data-line-switch') === 'same-page') {
      a.href = a.pathname + location.search + location.hash;
    }
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || a.target === '_blank') return;
    if (url.pathname === location.pathname && url.search === location.search) return;
    if (!navigator.onLine) {
      e.preventDefault();
      showOffline(url.href);
    }
  });
}

function showOffline(href: string) {
  const notice = document.getElementById('offline-notice');
  if (!notice) return;
  notice.hidden = false;
  const retry = notice.querySelector<HTMLButtonElement>('button');
  if (retry) retry.onclick = () => (navigator.onLine ? location.assign(href) : undefined);
  const onOnline = () => {
    notice.hidden = true;
    window.removeEventListener('online', onOnline);
  };
  window.addEventListener('online', onOnline);
}
