import { useEffect, useRef, useState } from 'react';
import type { TocEntry } from '../../../plugins/content/extract.ts';
import { useT } from '../../i18n';
import { revealInBox } from './reveal-in-box';

/**
 * The id of the last heading above the top quarter of the viewport, updated while scrolling; at the
 * bottom of the page the last heading, whose section is then the one being read even if its heading
 * never reaches that line.
 */
function useCurrentSection(ids: string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    if (!ids.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 4;
      const atBottom =
        window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      let found: string | undefined;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && (atBottom || el.getBoundingClientRect().top <= line)) found = id;
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
  const ref = useRef<HTMLElement>(null);
  // A long table of contents scrolls in its own box: keep the current entry in sight.
  useEffect(() => {
    if (ref.current) revealInBox(ref.current, ref.current.querySelector('a[aria-current]'));
  }, [current]);
  if (!entries.length) return null;
  return (
    <nav ref={ref} className="site-toc" aria-label={t('toc.title')}>
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
