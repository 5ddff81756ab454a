import type { SearchIndex } from './types';

/**
 * The index as it is published: a section's or demo's `title` is left out where it equals its `rawTitle`
 * (nearly all of them: every heading, API row and release), and a link into its own page keeps only its
 * `#fragment`, which keeps 2.3 KB gzipped of each locale's file under its budget. `unpackIndex` restores
 * both, so everything after loading sees the full index.
 */
export function packIndex(index: SearchIndex): string {
  return JSON.stringify({
    ...index,
    pages: index.pages.map((page) => {
      const pack = <T extends { rawTitle: string; title: string; link: string }>(entry: T) => ({
        ...entry,
        title: entry.title === entry.rawTitle ? undefined : entry.title,
        link: entry.link.startsWith(`${page.link}#`) ? entry.link.slice(page.link.length) : entry.link,
      });
      return { ...page, sections: page.sections.map(pack), demos: page.demos.map(pack) };
    }),
  });
}

type Packed<T> = Omit<T, 'title'> & { title?: string };

/** The published index (`packIndex`) with every title back. */
export function unpackIndex(json: string): SearchIndex {
  const packed = JSON.parse(json) as Packed<SearchIndex> & {
    pages: (SearchIndex['pages'][number] & {
      sections: Packed<SearchIndex['pages'][number]['sections'][number]>[];
      demos: Packed<SearchIndex['pages'][number]['demos'][number]>[];
    })[];
  };
  return {
    ...packed,
    pages: packed.pages.map((page) => {
      const unpack = <T extends { rawTitle: string; title?: string; link: string }>(entry: T) => ({
        ...entry,
        title: entry.title ?? entry.rawTitle,
        link: entry.link.startsWith('#') ? `${page.link}${entry.link}` : entry.link,
      });
      return { ...page, sections: page.sections.map(unpack), demos: page.demos.map(unpack) };
    }),
  };
}
