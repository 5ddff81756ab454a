import type { Range } from './highlight';
import { isStopWord } from './lexicon';
import { fold, humps, tokenize } from './tokenize';
import type { SearchIndex, SearchPage, SearchSection } from './types';

/**
 * The first stage of the search (see rank.ts): the index, read once when the worker starts, as units
 * (each page, section, API row and demo) and the terms that occur in them.
 */

/** How much a term counts where it occurs: in a page title, in a section or demo title, in the text. */
export const WEIGHT = { pageTitle: 100, title: 10, text: 1 } as const;
/**
 * A deprecated API row (the row it names instead is the answer) and a release note (what changed, not how
 * to use it) count this much: they are found, but below the pages that document the same words.
 */
const SECONDARY = 0.25;

export interface Field {
  raw: string;
  low: string;
  /** Number of terms (words), for length normalisation. */
  length: number;
  /** Its words (Latin) and characters (Han): a title is wholly matched when matches cover each. */
  pieces: Range[];
}

export interface Unit {
  kind: 'page' | 'section' | 'demo';
  page: SearchPage;
  link: string;
  api: boolean;
  /** The title a hit shows; highlighted only when it is the matched title itself. */
  displayTitle: string;
  title: Field | null;
  titleWeight: number;
  text: Field[];
  textLength: number;
  /** 1, or SECONDARY for an answer of last resort: a deprecated API row, a release note. */
  weight: number;
}

/** Where a term occurs in one unit. */
interface Posting {
  unit: number;
  title: Range[];
  /** Paragraph index → ranges. */
  text: Map<number, Range[]>;
  textCount: number;
  /** Whether the occurrences are camel-case parts only. */
  part: boolean;
}

interface Vocab {
  postings: Posting[];
  stem: string;
  han: boolean;
}

export interface PreparedIndex {
  locale: string;
  units: Unit[];
  terms: Map<string, Vocab>;
  /** Stem → terms with that stem. */
  stems: Map<string, string[]>;
  /** Every name as written (`expandedRowRender`) → its lower-cased term, for camel-case prefixes. */
  names: Map<string, string>;
  avgText: number;
}

export const HAN = /\p{sc=Han}/u;

function addField(
  raw: string,
  locale: string,
  unitIndex: number,
  where: 'title' | number,
  index: Omit<PreparedIndex, 'units' | 'avgText' | 'locale'>,
  postings: Map<string, Posting>,
): Field {
  const terms = tokenize(raw, locale);
  let length = 0;
  const pieces: Range[] = [];
  for (const t of terms) {
    if (t.kind === 'word') length++;
    const piece = (t.kind === 'word' && !HAN.test(t.term)) || t.kind === 'char';
    if (piece && !isStopWord(t.term)) pieces.push([t.start, t.end]);
    let vocab = index.terms.get(t.term);
    if (!vocab) index.terms.set(t.term, (vocab = { postings: [], stem: t.stem, han: HAN.test(t.term) }));
    let posting = postings.get(t.term);
    if (!posting) {
      posting = { unit: unitIndex, title: [], text: new Map(), textCount: 0, part: true };
      postings.set(t.term, posting);
      vocab.postings.push(posting);
    }
    if (t.kind !== 'part') posting.part = false;
    if (where === 'title') posting.title.push([t.start, t.end]);
    else {
      const list = posting.text.get(where) ?? [];
      list.push([t.start, t.end]);
      posting.text.set(where, list);
      posting.textCount++;
    }
    if (t.kind === 'word' && !vocab.han && /[A-Z]/.test(raw.slice(t.start, t.end))) {
      index.names.set(raw.slice(t.start, t.end), t.term);
    }
  }
  return { raw, low: fold(raw), length, pieces };
}

/** Reads the index once (in the worker, when it starts): splits every text into terms and posts them. */
export function prepareIndex(index: SearchIndex): PreparedIndex {
  const locale = index.locale;
  const shared = { terms: new Map<string, Vocab>(), stems: new Map<string, string[]>(), names: new Map() };
  const units: Unit[] = [];
  const add = (unit: Omit<Unit, 'title' | 'text' | 'textLength'>, title: string | null, paragraphs: string[]) => {
    const at = units.length;
    const postings = new Map<string, Posting>();
    const titleField = title ? addField(title, locale, at, 'title', shared, postings) : null;
    // A dotted API name whose last part is a name of its own (`expandable.expandedRowRender`): the rest is
    // the object it sits in, so that name typed whole matches the row whole. A plain word as the last part
    // (`scrollTo.top`, `Table.Summary.Row`) is no such name: "top" alone does not name that row.
    const own = title ? title.lastIndexOf('.') + 1 : 0;
    if (titleField && unit.api && own > 0 && humps(title!.slice(own)).length > 1) {
      titleField.pieces = titleField.pieces.filter(([start]) => start >= own);
    }
    const text = paragraphs.map((p, i) => addField(p, locale, at, i, shared, postings));
    units.push({ ...unit, title: titleField, text, textLength: text.reduce((n, f) => n + f.length, 0) });
  };

  for (const page of index.pages) {
    // The text before the first heading leads to the page itself: it is the page's text, with the
    // description, rather than a second hit with the same link.
    const opening = (s: SearchSection) => !s.rawTitle && s.link === page.link;
    add(
      {
        kind: 'page',
        page,
        link: page.link,
        api: false,
        displayTitle: page.title,
        titleWeight: WEIGHT.pageTitle,
        weight: 1,
      },
      page.title,
      [page.description, ...page.sections.filter(opening).flatMap((s) => s.paragraphs)].filter(Boolean),
    );
    for (const section of page.sections) {
      if (opening(section)) continue;
      add(
        {
          kind: 'section',
          page,
          link: section.link,
          api: section.api === true,
          displayTitle: section.title,
          titleWeight: WEIGHT.title,
          weight: page.history || section.deprecated ? SECONDARY : 1,
        },
        section.rawTitle || null,
        section.paragraphs,
      );
    }
    for (const demo of page.demos) {
      add(
        {
          kind: 'demo',
          page,
          link: demo.link,
          api: false,
          displayTitle: demo.title,
          titleWeight: WEIGHT.title,
          weight: 1,
        },
        demo.rawTitle || null,
        [demo.description, demo.keywords.join(', ')].filter(Boolean),
      );
    }
  }
  for (const [term, vocab] of shared.terms) {
    const list = shared.stems.get(vocab.stem) ?? [];
    list.push(term);
    shared.stems.set(vocab.stem, list);
  }
  const avgText = units.reduce((n, u) => n + u.textLength, 0) / Math.max(1, units.length);
  return { locale, units, ...shared, avgText };
}
