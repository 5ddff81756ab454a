import { useT } from '../../shared/i18n';
import { LISTBOX_ID } from '../../shared/search/ids';

/**
 * The header's search box: just the input (HTML). src/client/search/ loads the results panel on its
 * first focus or the Ctrl+K / ⌘K / `/` shortcuts, and the panel then drives the input as a combobox.
 */
export function SearchBox() {
  const t = useT();
  return (
    <div className="site-search">
      <input
        type="search"
        className="site-search-input"
        role="combobox"
        aria-label={t('header.search.label')}
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={LISTBOX_ID}
        aria-keyshortcuts="Control+K Meta+K /"
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        spellCheck={false}
      />
      {/* The shortcut is announced through aria-keyshortcuts; this is its visible form. The HTML says
          Ctrl K; scripts/search/index.ts shows the Mac's ⌘K there. */}
      <kbd className="site-search-hint" aria-hidden="true" data-mac-hint={t('header.search.hint.meta')}>
        {t('header.search.hint.ctrl')}
      </kbd>
    </div>
  );
}
