import { LANDING_KEY, focusTarget } from '../search/reveal';

/** After a search result opened this page, keyboard focus continues where the reader landed. */
export function focusLanding(): void {
  let wanted: string | null = null;
  try {
    wanted = sessionStorage.getItem(LANDING_KEY);
    sessionStorage.removeItem(LANDING_KEY);
  } catch {
    return;
  }
  if (!wanted || wanted !== location.pathname + location.search + location.hash) return;
  const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : 'content';
  const target = document.getElementById(id) ?? document.getElementById('content');
  if (!target) return;
  focusTarget(target, !!location.hash);
}
