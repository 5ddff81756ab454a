import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { searchClient } from '../../lib/search/client';
import type { SearchGroup, SearchHit } from '../../lib/search/types';
import { Highlighted } from './Highlighted';
import { LISTBOX_ID } from './ids';
import { openResult } from './reveal';

/** Input is debounced: the worker is asked this long after the last keystroke. */
export const DEBOUNCE_MS = 200;
/** The User Timing measure the benchmark reads: debounce fired → results in the DOM. */
export const LATENCY_MEASURE = 'site-search';

export interface SearchPanelProps {
  /** The header's input: the panel listens to it and keeps its combobox state (aria-*) up to date. */
  input: HTMLInputElement;
}

type Status = 'idle' | 'loading' | 'done' | 'failed';
/** What the worker answered for one query. */
type Answer = { keywords: string; groups: SearchGroup[]; total: number; failed: boolean };

const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

const NO_GROUPS: SearchGroup[] = [];

/** The results of the header's search box: loaded on its first focus, with the worker and the index. */
export default function SearchPanel({ input }: SearchPanelProps) {
  const t = useT();
  const locale = useLocale().id;
  const client = useMemo(() => searchClient(locale), [locale]);
  // Whatever was typed while this panel was loading is the first query.
  const [query, setQuery] = useState(() => input.value);
  const [open, setOpen] = useState(() => document.activeElement === input);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [active, setActive] = useState(-1);
  const askedAt = useRef(0);
  const popup = useRef<HTMLDivElement>(null);
  const keywords = query.trim();
  // The query's state follows from the last answer: a new query is loading until its answer comes.
  const status: Status = !keywords
    ? 'idle'
    : answer?.keywords !== keywords
      ? 'loading'
      : answer.failed
        ? 'failed'
        : 'done';
  const groups = status === 'done' && answer ? answer.groups : NO_GROUPS;
  const total = status === 'done' && answer ? answer.total : 0;

  useEffect(() => {
    if (!keywords) return;
    let current = true;
    const timer = setTimeout(() => {
      askedAt.current = performance.now();
      // A failed query (the worker or the index did not load) is asked again once the query changes.
      client.search(keywords).then(
        (found) => current && setAnswer({ keywords, ...found, failed: false }),
        () => current && setAnswer({ keywords, groups: [], total: 0, failed: true }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, keywords]);

  useLayoutEffect(() => {
    if (status === 'done') performance.measure(LATENCY_MEASURE, { start: askedAt.current });
  }, [status, groups]);

  const hits = useMemo(() => (status === 'done' ? groups.flatMap((g) => g.hits) : []), [status, groups]);
  const shown = open && status !== 'idle';
  const expanded = shown && hits.length > 0;

  // The input is rendered by the header (the same HTML before this panel exists): its combobox state
  // is set here, on attributes React leaves alone after the first render.
  useLayoutEffect(() => {
    const el = input;
    el.setAttribute('aria-expanded', String(expanded));
    const set = (name: string, value: string | false) =>
      value ? el.setAttribute(name, value) : el.removeAttribute(name);
    set('aria-activedescendant', expanded && active >= 0 && optionId(active));
  }, [input, expanded, active]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const go = (hit: SearchHit) => {
    setOpen(false);
    input.blur();
    openResult(hit.link);
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.isComposing) return; // Enter or Escape ends an input method's composition (Chinese, Japanese…)
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!hits.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : hits.length - 1) : (i + step + hits.length) % hits.length));
    } else if (e.key === 'Enter') {
      const hit = hits[active] ?? hits[0];
      if (!shown || !hit) return;
      e.preventDefault();
      go(hit);
    } else if (e.key === 'Escape') {
      // Also keeps the browser from clearing a search input on Escape.
      e.preventDefault();
      setOpen(false);
    }
  };
  const onKeyRef = useRef(onKey);
  useLayoutEffect(() => {
    onKeyRef.current = onKey;
  });

  useLayoutEffect(() => {
    const el = input;
    const onInput = () => {
      setQuery(el.value);
      setActive(-1);
      setOpen(true);
    };
    const onFocus = () => setOpen(true); // also on a click into the box after Escape closed the results
    // A press on a result moves the focus to it (it is focusable by mouse only): the results stay up
    // until its click opens it.
    const onBlur = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node && popup.current?.contains(e.relatedTarget))) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => onKeyRef.current(e);
    el.addEventListener('input', onInput);
    el.addEventListener('focus', onFocus);
    el.addEventListener('click', onFocus);
    el.addEventListener('blur', onBlur);
    el.addEventListener('keydown', onKeyDown);
    return () => {
      el.removeEventListener('input', onInput);
      el.removeEventListener('focus', onFocus);
      el.removeEventListener('click', onFocus);
      el.removeEventListener('blur', onBlur);
      el.removeEventListener('keydown', onKeyDown);
    };
  }, [input]);

  const onClick = (e: MouseEvent, hit: SearchHit) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // a new tab or window
    e.preventDefault();
    go(hit);
  };

  let index = 0;
  return (
    // The options are not in the tab order: the input keeps the focus (aria-activedescendant).
    <div className="site-search-popup" hidden={!shown} ref={popup}>
      <p className="site-search-status" role="status">
        {status === 'loading'
          ? t('search.loading')
          : status === 'failed'
            ? t('search.failed')
            : status === 'done' && !hits.length
              ? t('search.empty')
              : ''}
      </p>
      {hits.length > 0 && (
        <div className="site-search-results" role="listbox" id={LISTBOX_ID} aria-label={t('search.results')}>
          {groups.map((group, g) => (
            <div key={`${g}-${group.title}`} role="group" aria-labelledby={`${LISTBOX_ID}-group-${g}`}>
              <div className="site-search-group" id={`${LISTBOX_ID}-group-${g}`} role="presentation">
                {group.api ? t('search.group.api') : group.title}
              </div>
              {group.hits.map((hit) => {
                const i = index++;
                return (
                  <a
                    key={`${i}:${hit.link}`}
                    id={optionId(i)}
                    className="site-search-hit"
                    role="option"
                    aria-selected={i === active}
                    data-type={hit.type}
                    href={hit.link}
                    tabIndex={-1}
                    onMouseMove={() => i !== active && setActive(i)}
                    onClick={(e) => onClick(e, hit)}
                  >
                    {!group.api && hit.type !== 'page' && hit.pageTitle !== group.title && (
                      <span className="site-search-hit-page">{hit.pageTitle}</span>
                    )}
                    <span className="site-search-hit-title">
                      <Highlighted fragments={hit.title} />
                    </span>
                    {hit.text.length > 0 && (
                      <span className="site-search-hit-text">
                        <Highlighted fragments={hit.text} />
                      </span>
                    )}
                  </a>
                );
              })}
            </div>
          ))}
        </div>
      )}
      {hits.length > 0 && total > hits.length && (
        <p className="site-search-more">{t('search.more', { count: total - hits.length })}</p>
      )}
    </div>
  );
}
