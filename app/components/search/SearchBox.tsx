import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';

// Everything but the input loads on first focus: the results panel, then the worker and the index.
const SearchPanel = lazy(() => import('./SearchPanel'));

/**
 * The header's search box. What every page loads is only this: an input (the same on the server and
 * before any interaction), the Ctrl+K / ⌘K / `/` shortcuts, and the lazy import of the panel, which
 * then drives the input as a combobox (its events, value and ARIA state).
 */
export function SearchBox() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [started, setStarted] = useState(false);
  // The server cannot know the reader's platform: it renders the Ctrl K hint, a Mac shows ⌘K once hydrated.
  const [mac, setMac] = useState(false);
  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = document.activeElement as HTMLElement;
      const typing = el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
      const command = e.ctrlKey || e.metaKey;
      if (e.altKey || (command ? e.key.toLowerCase() !== 'k' : e.key !== '/' || typing)) return;
      e.preventDefault();
      input.current!.focus();
      input.current!.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="site-search">
      <input
        ref={input}
        type="search"
        className="site-search-input"
        role="combobox"
        aria-label={t('header.search.label')}
        aria-autocomplete="list"
        aria-expanded="false"
        aria-keyshortcuts="Control+K Meta+K /"
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        onFocus={() => setStarted(true)}
      />
      {/* The shortcut is announced through aria-keyshortcuts; this is its visible form. */}
      <kbd className="site-search-hint" aria-hidden="true">
        {t(mac ? 'header.search.hint.meta' : 'header.search.hint.ctrl')}
      </kbd>
      {started && (
        <Suspense>
          <SearchPanel input={input} />
        </Suspense>
      )}
    </div>
  );
}
