// The not-found page's help (src/layouts/NotFoundPage.astro): the pages closest to the address typed, and a
// button that searches the documentation for its words. Only the 404 pages load this module.
import { closestPages, normalizeAddress, pagesOfLine, type PageLink } from '../../shared/site/closest-pages';

/** The words of the address's last segment, as a search query (`/demo/stiky-header` → `stiky header`). */
function queryFromAddress(address: string): string {
  const path = normalizeAddress(address);
  return path
    .slice(path.lastIndexOf('/') + 1)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

function enhanceNotFound(): void {
  const data = document.getElementById('not-found-pages');
  const article = data?.closest('.not-found');
  if (!data || !article) return;
  const { base, pages, lines } = JSON.parse(data.textContent || '{}') as {
    base: string;
    pages: PageLink[];
    lines: string[];
  };

  const suggestions = article.querySelector<HTMLElement>('.not-found-suggestions');
  const found = closestPages(location.pathname, pagesOfLine(location.pathname, pages, base, lines), base);
  if (suggestions && found.length) {
    suggestions.querySelector('ul')!.replaceChildren(
      ...found.map(([path, title]) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = path;
        link.textContent = title;
        const address = document.createElement('code');
        address.textContent = path;
        item.append(link, address);
        return item;
      }),
    );
    suggestions.hidden = false;
  }

  const button = article.querySelector<HTMLButtonElement>('[data-not-found-search]');
  const input = document.querySelector<HTMLInputElement>('.site-search-input');
  if (!button || !input) return;
  const query = queryFromAddress(location.pathname.slice(base.length) || '/');
  if (query) button.textContent = button.dataset.labelQuery!.replace('{query}', query);
  button.hidden = false;
  button.addEventListener('click', () => {
    // The header's search box: its panel loads on focus and takes what the box holds as the first query.
    input.value = query;
    input.focus();
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

enhanceNotFound();
