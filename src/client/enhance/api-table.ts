import { COPIED_MS } from '../../shared/site-constants';

/**
 * The API tables' two enhancements, both on HTML that already works without them:
 * - each row's `#` link copies the row's absolute address (its tab and anchor) instead of only jumping to it;
 * - the filter box (rendered hidden by `<API … filter />`) is shown and narrows the rows of every API table in
 *   its tab panel as the reader types: a row stays when its name, description or type holds every word typed.
 */
export function enhanceApiTables(): void {
  const regions = [...document.querySelectorAll<HTMLElement>('.api-scroll')];
  if (!regions.length) return;
  const announcer = document.createElement('p');
  announcer.className = 'visually-hidden';
  announcer.setAttribute('role', 'status');
  document.body.append(announcer);
  for (const region of regions) enhanceLinks(region, announcer);
  for (const box of document.querySelectorAll<HTMLElement>('[data-api-filter]')) enhanceFilter(box);
}

/** The address of a row: this page, the tab the row sits in (none for the first tab), the row's anchor. */
function rowUrl(link: HTMLAnchorElement): string {
  const url = new URL(location.href);
  const panel = link.closest<HTMLElement>('.tab-panel');
  const key = panel?.id.replace(/^tab-/, '');
  const first = document.querySelector<HTMLElement>('.tab-panel')?.id.replace(/^tab-/, '');
  if (key && key !== first) url.searchParams.set('tab', key);
  url.hash = new URL(link.href).hash;
  return url.href;
}

function enhanceLinks(region: HTMLElement, announcer: HTMLElement): void {
  const { copied = '', copyFailed = '' } = region.dataset;
  for (const link of region.querySelectorAll<HTMLAnchorElement>('a.api-link')) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    link.addEventListener('click', (e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      const href = rowUrl(link);
      history.replaceState(history.state, '', href);
      const say = (state: 'copied' | 'failed', template: string) => {
        clearTimeout(timer);
        link.dataset.state = state;
        announcer.textContent = template.replace('{name}', link.dataset.name ?? '');
        timer = setTimeout(() => delete link.dataset.state, COPIED_MS);
      };
      navigator.clipboard.writeText(href).then(
        () => say('copied', copied),
        () => say('failed', copyFailed),
      );
    });
  }
}

function enhanceFilter(box: HTMLElement): void {
  const input = box.querySelector('input');
  const empty = box.querySelector<HTMLElement>('.api-filter-empty');
  const scope = box.closest('.tab-panel') ?? document;
  if (!input || !empty) return;
  const rows = [...scope.querySelectorAll<HTMLTableRowElement>('.api-table tbody tr:not(.api-group)')].map((row) => ({
    row,
    text: (row.textContent ?? '').toLowerCase(),
  }));
  box.hidden = false;
  const apply = () => {
    const query = input.value.trim();
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const { row, text } of rows) {
      row.hidden = !words.every((word) => text.includes(word));
      if (!row.hidden) shown++;
    }
    // A group, a table or a folded table (Deprecated) with no row left is hidden; a folded one that has one opens.
    for (const tbody of scope.querySelectorAll<HTMLElement>('.api-table tbody')) {
      tbody.hidden = !tbody.querySelector('tr:not(.api-group):not([hidden])');
    }
    for (const region of scope.querySelectorAll<HTMLElement>('.api-scroll')) {
      const any = !!region.querySelector('tbody:not([hidden])');
      const details = region.closest('details');
      (details ?? region).hidden = !any;
      if (details && any && words.length) details.open = true;
    }
    empty.textContent = words.length && !shown ? (empty.dataset.template ?? '').replace('{query}', query) : '';
  };
  input.addEventListener('input', apply);
  apply();
}
