import type { SearchIndex } from './types';

/**
 * The index as it is published, with what the loader can work out again left out:
 * - a section's or demo's `title` where it equals its `rawTitle` (every heading, API row and release), or,
 *   for the text before a page's first heading (`rawTitle` ''), where it is the page's title;
 * - of a link into its own page, the page's address: `#fragment` and `?tab=…` stay, the page's opening
 *   text keeps ''; and the `#fragment` too where it is the slug of the section's title (`7.51.0` → `#7510`,
 *   `Install` → `#install`: 413 releases and most headings), which the packer checks, so a heading with an
 *   id of its own or a repeated title keeps its link;
 * - a section's `paragraphs` when it has none (a release with fixes only).
 * Together these keep each locale's file well under its 40 KB gzipped budget. `unpackIndex` restores all
 * of them, so everything after loading sees the full index.
 */

/** A heading's slug as GitHub (and so the content pipeline) makes it, for plain titles: lower case, no punctuation. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

interface Packable {
  rawTitle: string;
  title: string;
  link: string;
  paragraphs?: string[];
}

export function packIndex(index: SearchIndex): string {
  return JSON.stringify({
    ...index,
    pages: index.pages.map((page) => {
      const pack = <T extends Packable>(entry: T) => {
        const ownPage = entry.link === page.link || /^[#?]/.test(entry.link.slice(page.link.length));
        const link = entry.link.startsWith(page.link) && ownPage ? entry.link.slice(page.link.length) : entry.link;
        return {
          ...entry,
          title: entry.title === (entry.rawTitle || page.title) ? undefined : entry.title,
          link: entry.rawTitle && link === `#${slugOf(entry.rawTitle)}` ? undefined : link,
          ...(entry.paragraphs?.length === 0 ? { paragraphs: undefined } : {}),
        };
      };
      return { ...page, sections: page.sections.map(pack), demos: page.demos.map(pack) };
    }),
  });
}

type Packed<T> = Omit<T, 'title' | 'link' | 'paragraphs'> & { title?: string; link?: string; paragraphs?: string[] };

/** The published index (`packIndex`) with every title, link and paragraph list back. */
export function unpackIndex(json: string): SearchIndex {
  const packed = JSON.parse(json) as Packed<SearchIndex> & {
    pages: (Omit<SearchIndex['pages'][number], 'sections' | 'demos'> & {
      sections: Packed<SearchIndex['pages'][number]['sections'][number]>[];
      demos: Packed<SearchIndex['pages'][number]['demos'][number]>[];
    })[];
  };
  return {
    ...packed,
    pages: packed.pages.map((page) => {
      const unpack = <T extends { rawTitle: string; title?: string; link?: string }>(entry: T) => {
        const link = entry.link ?? `#${slugOf(entry.rawTitle)}`;
        return {
          ...entry,
          title: entry.title ?? (entry.rawTitle || page.title),
          link: link === '' || /^[#?]/.test(link) ? `${page.link}${link}` : link,
        };
      };
      return {
        ...page,
        sections: page.sections.map((s) => ({ ...unpack(s), paragraphs: s.paragraphs ?? [] })),
        demos: page.demos.map(unpack),
      };
    }),
  };
}
