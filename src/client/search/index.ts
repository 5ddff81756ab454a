import { retryable } from '../chunk-error';

/**
 * Loads the results panel (then its worker and index) the first time a reader focuses the box or
 * presses Ctrl+K, ⌘K or `/`. Before that, search costs this module only.
 */
const loadPanel = retryable(() => import('./panel'));

export function enhanceSearch(): void {
  const input = document.querySelector<HTMLInputElement>('.site-search-input');
  const data = document.getElementById('search-strings');
  if (!input || !data) return;
  const hint = document.querySelector<HTMLElement>('.site-search-hint[data-mac-hint]');
  if (hint && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent))
    hint.textContent = hint.dataset.macHint!;
  let started = false;
  let failed = false;
  const start = () => {
    if (started) return;
    started = true;
    const { strings, locale, line } = JSON.parse(data.textContent || '{}') as {
      strings: Record<string, string>;
      locale: string;
      line: string;
    };
    loadPanel(failed).then(
      (m) => m.mountSearchPanel(input, strings, locale, line),
      () => {
        // The panel's code did not arrive (offline): say so in the box's status and try again on next focus.
        started = false;
        failed = true;
        input.setAttribute('aria-description', strings['search.failed'] ?? '');
        showFailure(input, strings['search.failed'] ?? 'search.failed');
      },
    );
  };
  input.addEventListener('focus', start);
  document.addEventListener('keydown', (e) => {
    const el = document.activeElement as HTMLElement;
    const typing = el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
    const command = e.ctrlKey || e.metaKey;
    if (e.altKey || (command ? e.key.toLowerCase() !== 'k' : e.key !== '/' || typing)) return;
    e.preventDefault();
    input.focus();
    input.select();
  });
}

function showFailure(input: HTMLInputElement, text: string) {
  let note = input.parentElement?.querySelector<HTMLElement>('.site-search-popup[data-fallback]');
  if (!note) {
    note = document.createElement('div');
    note.className = 'site-search-popup';
    note.dataset.fallback = '';
    note.innerHTML = '<p class="site-search-status" role="status"></p>';
    input.after(note);
    input.addEventListener('focus', () => note?.remove(), { once: true });
  }
  note.querySelector('p')!.textContent = text;
}
