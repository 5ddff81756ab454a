import type { TocEntry } from '../../shared/site/toc.ts';
import { useT } from '../../shared/i18n';

type TocTabs = { key: string; toc: TocEntry[] }[];

/** One list of entries per tab; the page's tab rules (layouts/Docs.astro) show only the active tab's. */
function TocLists({ tabs }: { tabs: TocTabs }) {
  return tabs.map((tab) => (
    <ul key={tab.key} className="toc-tab" data-tab={tab.key}>
      {tab.toc.map((entry) => (
        <li key={entry.id} data-depth={entry.depth}>
          <a href={`#${entry.id}`}>{entry.title}</a>
        </li>
      ))}
    </ul>
  ));
}

/**
 * The table of contents of each tab (only the active tab's shows), beside the page from 1280 px;
 * scripts/toc.ts marks the section being read with aria-current="location".
 */
export function Toc({ tabs }: { tabs: TocTabs }) {
  const t = useT();
  return (
    <nav className="site-toc" aria-label={t('toc.title')}>
      <h2 className="toc-title">{t('toc.title')}</h2>
      <TocLists tabs={tabs} />
    </nav>
  );
}

/**
 * The same contents under the page title below 1280 px, where there is no room beside the page: folded
 * in a `<details>` element, so it opens and closes without any script (and ships none).
 */
export function TocInline({ tabs, label }: { tabs: TocTabs; label: string }) {
  if (!tabs.some((tab) => tab.toc.length > 0)) return null;
  return (
    <details className="toc-inline">
      <summary>{label}</summary>
      <nav aria-label={label}>
        <TocLists tabs={tabs} />
      </nav>
    </details>
  );
}

/**
 * A way back to the top of a long page: fixed in the corner, it shows once the reader has scrolled a
 * screen down (scripts/toc.ts, which already follows the scroll; without JavaScript it always shows). It
 * targets the main landmark, so keyboard focus goes back to the top with the view.
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <a className="back-to-top" href="#content">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path
          d="M8 13V3M3.5 7.5 8 3l4.5 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="back-to-top-label">{label}</span>
    </a>
  );
}
