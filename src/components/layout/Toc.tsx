import type { TocEntry } from '../../build/content/extract.ts';
import { useT } from '../../lib/i18n';

/**
 * The table of contents of each tab (only the active tab's shows); scripts/toc.ts marks the section
 * being read with aria-current="location".
 */
export function Toc({ tabs }: { tabs: { key: string; toc: TocEntry[] }[] }) {
  const t = useT();
  return (
    <nav className="site-toc" aria-label={t('toc.title')}>
      <h2 className="toc-title">{t('toc.title')}</h2>
      {tabs.map((tab) => (
        <ul key={tab.key} className="toc-tab" data-tab={tab.key}>
          {tab.toc.map((entry) => (
            <li key={entry.id} data-depth={entry.depth}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}
