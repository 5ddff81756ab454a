import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { searchClient } from '../../search/client';
import type { SearchGroup, SearchHit } from '../../search/types';
import { Highlighted } from './Highlighted';
import { revealTarget } from './reveal';

/** Input is debounced: the worker is asked this long after the last keystroke. */
export const DEBOUNCE_MS = 200;
/** The User Timing measure the benchmark reads: debounce fired → results in the DOM. */
export const LATENCY_MEASURE = 'site-search';

export interface SearchPanelProps {
  /** The header's input: the panel listens to it and keeps its combobox state (aria-*) up to date. */
  input: RefObject<HTMLInputElement | null>;
}

type Status = 'idle' | 'loading' | 'done' | 'failed';

const LISTBOX_ID = 'site-search-results';
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

/** The results of the header's search box: loaded on its first focus, with the worker and the index. */
export default function SearchPanel({ input }: SearchPanelProps) {
  const t = useT();
  const locale = useLocale().id;
  const navigate = useNavigate();
  const client = useMemo(() => searchClient(locale), [locale]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  const [total, setTotal] = useState(0);
  const [active, setActive] = useState(-1);
  const askedAt = useRef(0);
  const keywords = query.trim();

  useEffect(() => {
    setActive(-1);
    if (!keywords) {
      setStatus('idle');
      setGroups([]);
      setTotal(0);
      return;
    }
    setStatus('loading');
    let current = true;
    const timer = setTimeout(() => {
      askedAt.current = performance.now();
      client.search(keywords).then(
        (found) => {
          if (!current) return;
          setGroups(found.groups);
          setTotal(found.total);
          setStatus('done');
        },
        () => current && setStatus('failed'),
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
    const el = input.current;
    if (!el) return;
    el.setAttribute('aria-expanded', String(expanded));
    const set = (name: string, value: string | false) =>
      value ? el.setAttribute(name, value) : el.removeAttribute(name);
    set('aria-controls', expanded && LISTBOX_ID);
    set('aria-activedescendant', expanded && active >= 0 && optionId(active));
  }, [input, expanded, active]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const go = (hit: SearchHit) => {
    setOpen(false);
    input.current?.blur();
    void Promise.resolve(navigate(hit.link)).then(() => revealTarget(hit.link));
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
    const el = input.current;
    if (!el) return;
    const onInput = () => {
      setQuery(el.value);
      setOpen(true);
    };
    const onFocus = () => setOpen(true); // also on a click into the box after Escape closed the results
    const onBlur = () => setOpen(false);
    const onKeyDown = (e: KeyboardEvent) => onKeyRef.current(e);
    el.addEventListener('input', onInput);
    el.addEventListener('focus', onFocus);
    el.addEventListener('click', onFocus);
    el.addEventListener('blur', onBlur);
    el.addEventListener('keydown', onKeyDown);
    // Catch up with whatever was typed while this panel was loading.
    setQuery(el.value);
    setOpen(document.activeElement === el);
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
    // Clicks inside keep the focus in the input (the options are not focusable: aria-activedescendant).
    <div className="site-search-popup" hidden={!shown} onMouseDown={(e) => e.preventDefault()}>
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
