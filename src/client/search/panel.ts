import { stringsTranslator } from '../../shared/i18n/strings';
import { searchClient } from './client';
import { moveActive, searchStatus, type SearchAnswer, type SearchStatus } from '../../shared/search/combobox';
import { LISTBOX_ID } from '../../shared/search/ids';
import type { Fragment, SearchGroup, SearchHit } from '../../shared/search/types';
import { openResult } from './reveal';

/**
 * The results of the header's search box, loaded on its first focus with the worker and the index.
 *
 * Plain DOM rather than a React island: React 19's runtime is 69 KB gzipped, which with the 34 KB index
 * is more than the 95 KB a first search may cost on a page without React (issue #9). The panel is a
 * list of links; its state is small and lives in src/shared/search/combobox.ts.
 */

/** Input is debounced: the worker is asked this long after the last keystroke. */
const DEBOUNCE_MS = 200;
/** The User Timing measure the benchmark reads: debounce fired → results in the DOM. */
const LATENCY_MEASURE = 'site-search';

const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

/** An element with its class, attributes and text (set as text: never parsed as markup). */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Text with its matched keywords in `<mark>`, built from text nodes: a query can never inject markup. */
function highlighted(className: string, fragments: Fragment[]): HTMLSpanElement {
  const span = element('span', className);
  for (const f of fragments) {
    span.append(f.highlighted ? element('mark', '', {}, f.text) : f.text);
  }
  return span;
}

/** Mounts the panel after the header's input and makes that input its combobox. */
export function mountSearchPanel(
  input: HTMLInputElement,
  strings: Record<string, string>,
  locale: string,
  line: string,
): void {
  const t = stringsTranslator(strings, locale);
  const client = searchClient(line, locale);

  const popup = element('div', 'site-search-popup');
  const status = element('p', 'site-search-status', { role: 'status' });
  const list = element('div', 'site-search-results', {
    role: 'listbox',
    id: LISTBOX_ID,
    'aria-label': t('search.results'),
  });
  const more = element('p', 'site-search-more');
  popup.append(status);
  input.after(popup);

  // Whatever was typed while this panel was loading is the first query.
  let keywords = input.value.trim();
  let open = document.activeElement === input;
  let answer: SearchAnswer | null = null;
  let hits: SearchHit[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let askedAt = 0;

  const current = (): SearchStatus => searchStatus(keywords, answer);

  /** The combobox state on the input, and the popup's visibility and status line. */
  function update() {
    const state = current();
    const shown = open && state !== 'idle';
    const expanded = shown && hits.length > 0;
    popup.hidden = !shown;
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    status.textContent =
      state === 'loading'
        ? t('search.loading')
        : state === 'failed'
          ? t('search.failed')
          : state === 'done' && !hits.length
            ? t('search.empty', { query: keywords })
            : state === 'done' && answer?.locale
              ? t('search.otherLocale')
              : state === 'done' && answer?.line
                ? t('search.otherLine', { line, other: answer.line })
                : '';
  }

  function setActive(index: number) {
    if (index !== active) {
      list.querySelector(`#${optionId(active)}`)?.setAttribute('aria-selected', 'false');
      active = index;
      const option = list.querySelector(`#${optionId(active)}`);
      option?.setAttribute('aria-selected', 'true');
      option?.scrollIntoView({ block: 'nearest' });
    }
    update();
  }

  function option(hit: SearchHit, group: SearchGroup, index: number): HTMLAnchorElement {
    const a = element('a', 'site-search-hit', {
      id: optionId(index),
      role: 'option',
      'aria-selected': 'false',
      'data-type': hit.type,
      href: hit.link,
      // Not in the tab order: the input keeps the focus (aria-activedescendant).
      tabindex: '-1',
    });
    if (!group.api && hit.type !== 'page' && hit.pageTitle !== group.title)
      a.append(element('span', 'site-search-hit-page', {}, hit.pageTitle));
    a.append(highlighted('site-search-hit-title', hit.title));
    if (hit.text.length) a.append(highlighted('site-search-hit-text', hit.text));
    a.addEventListener('mousemove', () => index !== active && setActive(index));
    a.addEventListener('click', (e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // a new tab or window
      e.preventDefault();
      go(hit);
    });
    return a;
  }

  /** Rebuilds the result list from the latest answer (empty while a query is loading or failed). */
  function renderResults() {
    const groups = current() === 'done' && answer ? answer.groups : [];
    // Results of the other language (the query found nothing in this one): their text is in that language.
    const other = groups.length ? answer?.locale : undefined;
    if (other) list.setAttribute('lang', other);
    else list.removeAttribute('lang');
    hits = groups.flatMap((g) => g.hits);
    active = -1;
    let index = 0;
    list.replaceChildren(
      ...groups.map((group, g) => {
        const labelId = `${LISTBOX_ID}-group-${g}`;
        const box = element('div', '', { role: 'group', 'aria-labelledby': labelId });
        const label = element(
          'div',
          'site-search-group',
          { id: labelId, role: 'presentation' },
          group.api ? t('search.group.api') : group.title,
        );
        box.append(label, ...group.hits.map((hit) => option(hit, group, index++)));
        return box;
      }),
    );
    const total = answer && hits.length ? answer.total : 0;
    more.textContent = t('search.more', { count: total - hits.length });
    // The list and the note are in the DOM only while they have something to show.
    if (hits.length) popup.append(list);
    else list.remove();
    if (total > hits.length) popup.append(more);
    else more.remove();
    update();
  }

  function ask() {
    clearTimeout(timer);
    if (!keywords) return;
    const asked = keywords;
    timer = setTimeout(() => {
      askedAt = performance.now();
      // A failed query (the worker or the index did not load) is asked again once the query changes.
      client.search(asked).then(
        (found) => answered({ keywords: asked, ...found, failed: false }),
        () => answered({ keywords: asked, groups: [], total: 0, failed: true }),
      );
    }, DEBOUNCE_MS);
  }

  function answered(next: SearchAnswer) {
    if (next.keywords !== keywords) return; // the reader typed on meanwhile
    answer = next;
    renderResults();
    if (!next.failed) performance.measure(LATENCY_MEASURE, { start: askedAt });
  }

  function go(hit: SearchHit) {
    open = false;
    update();
    input.blur();
    openResult(hit.link);
  }

  input.addEventListener('input', () => {
    const next = input.value.trim();
    open = true;
    if (next !== keywords) {
      keywords = next;
      renderResults();
      ask();
    } else {
      setActive(-1);
    }
  });
  const show = () => {
    open = true;
    update();
  };
  input.addEventListener('focus', show);
  input.addEventListener('click', show); // a click into the box after Escape closed the results
  // A press on a result moves the focus to it (it is focusable by mouse only): the results stay up
  // until its click opens it.
  input.addEventListener('blur', (e) => {
    if (e.relatedTarget instanceof Node && popup.contains(e.relatedTarget)) return;
    open = false;
    update();
  });
  input.addEventListener('keydown', (e) => {
    if (e.isComposing) return; // Enter or Escape ends an input method's composition (Chinese, Japanese…)
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      open = true;
      setActive(moveActive(active, hits.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter') {
      const hit = hits[active] ?? hits[0];
      if (popup.hidden || !hit) return;
      e.preventDefault();
      go(hit);
    } else if (e.key === 'Escape') {
      // Also keeps the browser from clearing a search input on Escape.
      e.preventDefault();
      open = false;
      update();
    }
  });

  renderResults();
  ask();
}
