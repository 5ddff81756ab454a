import { useEffect, useState } from 'react';
import type { TocEntry } from '../../../plugins/content/extract.ts';
import { useT } from '../../i18n';

/** The id of the last heading above the top quarter of the viewport, updated while scrolling. */
function useCurrentSection(ids: string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    if (!ids.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 4;
      let found: string | undefined;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= line) found = id;
      }
      setCurrent(found ?? ids[0]);
    };
    const onScroll = () => (frame ||= requestAnimationFrame(update));
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [ids.join('|')]); // eslint-disable-line react-hooks/exhaustive-deps
  return current;
}

export function Toc({ entries }: { entries: TocEntry[] }) {
  const t = useT();
  const current = useCurrentSection(entries.map((e) => e.id));
  if (!entries.length) return null;
  return (
    <nav className="site-toc" aria-label={t('toc.title')}>
      <h2 className="toc-title">{t('toc.title')}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a href={`#${entry.id}`} aria-current={entry.id === current ? 'location' : undefined}>
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
