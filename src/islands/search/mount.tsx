import { createRoot } from 'react-dom/client';
import SearchPanel from '../../components/search/SearchPanel';
import { StringsProvider } from '../../lib/i18n';

/**
 * The search island: mounted beside the header's input the first time a reader reaches for search.
 * Its strings come from the page (a JSON script the layout writes), so it needs no catalog.
 */
export function mountSearch(input: HTMLInputElement, strings: Record<string, string>, locale: string): void {
  const host = document.createElement('div');
  host.className = 'site-search-island';
  input.after(host);
  createRoot(host).render(
    <StringsProvider strings={strings} locale={locale}>
      <SearchPanel input={input} />
    </StringsProvider>,
  );
}
