import type { SearchIndex } from './types';

/**
 * The index as it is published: a section's or demo's `title` is left out where it equals its `rawTitle`
 * (nearly all of them: every heading, API row and release), which keeps 2 KB gzipped of each locale's file
 * under its budget. `unpackIndex` restores it, so everything after loading sees the full index.
 */
export function packIndex(index: SearchIndex): string {
  const withoutCopies = <T extends { rawTitle: string; title: string }>(entry: T) =>
    entry.title === entry.rawTitle ? { ...entry, title: undefined } : entry;
  return JSON.stringify({
    ...index,
    pages: index.pages.map((page) => ({
      ...page,
      sections: page.sections.map(withoutCopies),
      demos: page.demos.map(withoutCopies),
    })),
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
  const withTitle = <T extends { rawTitle: string; title?: string }>(entry: T) => ({
    ...entry,
    title: entry.title ?? entry.rawTitle,
  });
  return {
    ...packed,
    pages: packed.pages.map((page) => ({
      ...page,
      sections: page.sections.map(withTitle),
      demos: page.demos.map(withTitle),
    })),
  };
}
