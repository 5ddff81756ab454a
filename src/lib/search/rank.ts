import { excerpt, highlight, type Range } from './highlight';
import { isStopWord, matchSynonyms, type Target } from './lexicon';
import { fold, humps, tokenize, wordAt, type Term } from './tokenize';
import type { Fragment, HitType, SearchGroup, SearchHit, SearchIndex, SearchPage, SearchSection } from './types';

/**
 * Ranking, in short:
 * - Units: each page (its title; its description and opening text), each section and API row, each
 *   demo. Index and query are split into terms by tokenize.ts (Intl.Segmenter words, stems, Chinese pairs).
 * - A query is a list of concepts: each word (stop words dropped), or an expression of the synonym table
 *   (`stay on top`, `固定表头`) with what the table adds (`sticky`, `吸顶`). A concept matches a term
 *   exactly, else by prefix (`virt` → virtual, `expandR` → expandedRowRender), stem (dragging → drag),
 *   synonym, or with a small typo (`stiky`), each worth less than the one before (MATCH_FACTOR).
 * - Each concept scores BM25-like where it weighs most: a term in a page title counts WEIGHT.pageTitle
 *   (100) × its idf, in a section or demo title WEIGHT.title (10) × idf, in the text 1 × idf, saturated
 *   by term frequency and text length. Partial credit: a unit need not have every concept; its sum is
 *   multiplied by the share of the query's concepts it has.
 * - Hits are sorted by that score, the best MAX_HITS kept, then grouped by the page's top navigation item
 *   (API rows in a group of their own). Groups are listed by their best hit, so the best answer is always
 *   first; between equally good groups the navigation order (× GROUP_ORDER_FACTOR) decides.
 * - The leading answers (a score of at least LEAD_SHARE of the best one, when that one matches in its
 *   title) are grouped apart and listed
 *   before the rest: a group's weaker hits never stand between two answers. "sticky" lists the `sticky`
 *   row and the Sticky header pages, then the rows that merely mention the word.
 */
export const WEIGHT = { pageTitle: 100, title: 10, text: 1 } as const;
export const MATCH_FACTOR = { exact: 1, prefix: 0.8, stem: 0.7, synonym: 0.6, typo: 0.4 } as const;
export const GROUP_ORDER_FACTOR = 1000;
export const MAX_KEYWORDS = 10;
export const MAX_HITS = 50;
/** Hits listed per group at most: a big group of weak hits must not push the next group's best out of sight. */
export const MAX_GROUP_HITS = 8;
/** Hits scoring at least this share of the best one are the leading answers, listed before all others. */
export const LEAD_SHARE = 0.5;
/** Characters of text a hit shows at most (after the leading cut). */
export const MAX_TEXT = 200;
/** A camel-case part (`row` in rowKey) counts like a word form: below the whole name. */
const PART_FACTOR = 0.7;
/** BM25 saturation and length normalisation of the text (titles are not normalised by length). */
const K1 = 1.2;
const B = 0.75;
/** An expression of the synonym table that covers several query words: the others count this much. */
const TIE_BREAK = 0.25;
/** A page title the query matches whole counts this much more than one it matches in part. */
const WHOLE_PAGE_TITLE = 1.5;
/**
 * A deprecated API row (the row it names instead is the answer) and a release note (what changed, not how
 * to use it) count this much: they are found, but below the pages that document the same words.
 */
const SECONDARY = 0.25;
/**
 * Completions of a typed fragment: the least used counts just over this share of the most used (see
 * completions). Not below PART_FACTOR, so a name the fragment starts stays above every camel-case one.
 */
const RARE_COMPLETION = PART_FACTOR;
/** Prefix matching from this many letters; typos from FUZZY_MIN letters, two from TWO_TYPOS_FROM. */
const PREFIX_MIN = 3;
const FUZZY_MIN = 5;
const FUZZY_MAX = 32;
const TWO_TYPOS_FROM = 9;

type Tier = keyof typeof MATCH_FACTOR;

interface Field {
  raw: string;
  low: string;
  /** Number of terms (words), for length normalisation. */
  length: number;
  /** Its words (Latin) and characters (Han): a title is wholly matched when matches cover each. */
  pieces: Range[];
}

interface Unit {
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

export { fold, humps };

const HAN = /\p{sc=Han}/u;

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

/** Optimal string alignment distance (adjacent swaps count one), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/** One way a concept can match: an index term (with its tier) or a text. */
type Alt =
  | {
      kind: 'term';
      term: string;
      tier: Tier;
      word: number;
      idf: number;
      spans?: Range[];
      camel?: true;
      named?: boolean;
    }
  | { kind: 'phrase'; text: string; tier: Tier; word: number; idf: number; named?: boolean };

/** The `word` of an alternative the synonym table added (not one of the query's own words). */
const ADDED = -1;

interface Concept {
  alts: Alt[];
}

/** The query's terms as typed: split like the index (names kept whole), distinct, at most MAX_KEYWORDS words. */
export function parseQuery(query: string, locale = 'en'): Term[] {
  const seen = new Set<string>();
  const out: Term[] = [];
  let words = 0;
  for (const t of tokenize(query.trim(), locale, { parts: false, chars: 'lone' })) {
    if (seen.has(t.term)) continue;
    seen.add(t.term);
    out.push(t);
    if (t.kind === 'word' && ++words === MAX_KEYWORDS) break;
  }
  return out;
}

const idfOf = (df: number, n: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

function termAlts(index: PreparedIndex, t: Term, raw: string, word: number, last: boolean): Alt[] {
  const n = index.units.length;
  const alts: Alt[] = [];
  const idf = (term: string) => idfOf(index.terms.get(term)?.postings.length ?? 0, n);
  const exact = index.terms.has(t.term);
  const ownIdf = exact ? idf(t.term) : Infinity;
  // An expansion never counts more than the word itself would: `row` → rowHoverable stays below row.
  const capped = (term: string) => Math.min(ownIdf, idf(term));
  if (exact) alts.push({ kind: 'term', term: t.term, tier: 'exact', word, idf: ownIdf });
  if (HAN.test(t.term)) return alts;

  const forms = (index.stems.get(t.stem) ?? []).filter((w) => w !== t.term);
  for (const w of forms) alts.push({ kind: 'term', term: w, tier: 'stem', word, idf: capped(w) });

  // Word prefixes only for the word being typed (the last): "change row" must not find the changelog.
  if (last && t.term.length >= PREFIX_MIN && t.term.length <= FUZZY_MAX) {
    for (const w of index.terms.keys()) {
      if (w.length > t.term.length && w.startsWith(t.term)) {
        // Only the typed part is highlighted: `expandR` in expandRowByClick.
        const spans: Range[] = [[0, t.term.length]];
        alts.push({ kind: 'term', term: w, tier: 'prefix', word, idf: capped(w), spans });
      }
    }
  }
  // `expandR` → expandedRowRender: each camel-case part of the query a prefix of consecutive parts of a name.
  const kwHumps = humps(raw);
  if (kwHumps.length > 1 && raw.length <= FUZZY_MAX) {
    const low = fold(raw);
    const parts = kwHumps.map((s, i) => low.slice(s, kwHumps[i + 1] ?? low.length));
    for (const [name, term] of index.names) {
      const starts = humps(name);
      if (starts.length < parts.length || term.includes(low)) continue;
      const end = (k: number) => starts[k + 1] ?? term.length;
      for (let j = 0; j + parts.length <= starts.length; j++) {
        const ok = parts.every(
          (part, i) => part.length <= end(j + i) - starts[j + i] && term.startsWith(part, starts[j + i]),
        );
        if (ok) {
          const spans = parts.map((part, i) => [starts[j + i], starts[j + i] + part.length] as const);
          alts.push({ kind: 'term', term, tier: 'prefix', word, idf: capped(term), spans, camel: true });
          break;
        }
      }
    }
  }
  completions(index, alts, ownIdf);
  if (!alts.length && !/\d/.test(t.term) && t.term.length >= FUZZY_MIN && t.term.length <= FUZZY_MAX) {
    const max = t.term.length >= TWO_TYPOS_FROM ? 2 : 1;
    for (const w of index.terms.keys()) {
      if (w[0] !== t.term[0] || Math.abs(w.length - t.term.length) > max) continue;
      if (editDistance(t.term, w, max) <= max) alts.push({ kind: 'term', term: w, tier: 'typo', word, idf: idf(w) });
    }
  }
  return alts;
}

/**
 * A typed fragment (`expandR`, `virt`) matches each of its completions equally, so the rarest completion
 * must not win on its idf (`expandedRowOffset`, in one row, over `expandedRowRender`, all over the docs).
 * The completions share the idf of the most used one (never more than the fragment's own), and each
 * counts by how much the docs use it, from RARE_COMPLETION (least used) to 1 (most used).
 */
function completions(index: PreparedIndex, alts: Alt[], ownIdf: number): void {
  const prefixes = alts.filter((a) => a.tier === 'prefix');
  if (!prefixes.length) return;
  const df = (a: Alt) => (a.kind === 'term' ? (index.terms.get(a.term)?.postings.length ?? 0) : 0);
  const most = Math.max(...prefixes.map(df));
  const shared = Math.min(ownIdf, idfOf(most, index.units.length));
  for (const a of prefixes) {
    const use = Math.log1p(df(a)) / Math.log1p(most);
    // A camel-case completion (parts of the name, not its start) counts like a part: below a straight one.
    const camel = a.kind === 'term' && a.camel ? PART_FACTOR : 1;
    a.idf = shared * camel * (RARE_COMPLETION + (1 - RARE_COMPLETION) * use);
  }
}

function targetAlts(index: PreparedIndex, target: Target, word: number, named: boolean): Alt[] {
  const n = index.units.length;
  if (target.kind === 'phrase') {
    const df = index.units.filter(
      (u) => u.title?.low.includes(target.text) || u.text.some((f) => f.low.includes(target.text)),
    ).length;
    return df ? [{ kind: 'phrase', text: target.text, tier: 'synonym', word, idf: idfOf(df, n), named }] : [];
  }
  const terms = new Set([
    ...(index.terms.has(target.term) ? [target.term] : []),
    ...(index.stems.get(target.stem) ?? []),
  ]);
  return [...terms].map((term) => ({
    kind: 'term' as const,
    term,
    tier: 'synonym' as const,
    word,
    idf: idfOf(index.terms.get(term)!.postings.length, n),
    named,
  }));
}

/** The query as concepts: synonym-table expressions first (with the words they cover), then each other word. */
function concepts(index: PreparedIndex, query: string): Concept[] {
  const terms = parseQuery(query, index.locale);
  const rawOf = (t: Term) => query.trim().slice(t.start, t.end);
  const covered = new Set<number>();
  const out: Concept[] = [];
  // The word being typed: the last, unless the query ends with a space.
  const lastWord = /\s$/u.test(query) ? -1 : terms.length - 1;
  for (const match of matchSynonyms(query.trim(), terms)) {
    // What the table gives for an expression of several of the reader's words names a thing (`row color` →
    // rowClassName); what it gives for one word (`infinite` → virtual) is a looser hint.
    const named = match.covers.filter((i) => !isStopWord(terms[i].term)).length > 1;
    const alts = [
      ...match.covers
        .filter((i) => !isStopWord(terms[i].term))
        .flatMap((i) => termAlts(index, terms[i], rawOf(terms[i]), i, i === lastWord)),
      ...match.also.flatMap((t) => targetAlts(index, t, match.equivalent ? match.covers[0] : ADDED, named)),
    ];
    match.covers.forEach((i) => covered.add(i));
    if (alts.length) out.push({ alts });
  }
  const rest = terms.filter((_, i) => !covered.has(i));
  const meaningful = rest.filter((t) => !isStopWord(t.term));
  for (const t of meaningful.length || out.length ? meaningful : rest) {
    const alts = termAlts(index, t, rawOf(t), terms.indexOf(t), terms.indexOf(t) === lastWord);
    if (alts.length) out.push({ alts });
  }
  return out;
}

const saturate = (tf: number, length: number, avg: number, b: number) =>
  (tf * (K1 + 1)) / (tf + K1 * (1 - b + (b * length) / Math.max(1, avg)));

interface Accumulator {
  /** Per concept, per query word it derives from (ADDED: the synonym table's): best title and text scores. */
  concepts: Map<number, { title: number; text: number }>[];
  titleRanges: Range[];
  /** The title's matches by the query's own words (not by what the synonym table added). */
  ownTitleRanges: Range[];
  textRanges: Map<number, Range[]>;
  /** Per paragraph: which concepts it has. */
  textConcepts: Map<number, Set<number>>;
}

interface Scored {
  unit: number;
  score: number;
  acc: Accumulator;
}

/** Whether matches cover every word (and Han character) of a title. */
function wholeTitle(title: Field | null, ranges: Range[]): boolean {
  if (!title || !ranges.length) return false;
  return title.pieces.every(([s, e]) => ranges.some(([a, b]) => a <= s && b >= e));
}

function score(index: PreparedIndex, query: string): Scored[] {
  const cs = concepts(index, query);
  const acc = new Map<number, Accumulator>();
  const get = (u: number) => {
    let a = acc.get(u);
    if (!a) {
      a = {
        concepts: cs.map(() => new Map<number, { title: number; text: number }>()),
        titleRanges: [],
        ownTitleRanges: [],
        textRanges: new Map(),
        textConcepts: new Map(),
      };
      acc.set(u, a);
    }
    return a;
  };
  const record = (
    c: number,
    alt: Alt,
    u: number,
    title: Range[],
    text: Map<number, Range[]>,
    textCount: number,
    part: boolean,
    /** Occurrences in the title (a camel-case match highlights several ranges of one occurrence). */
    titleCount = title.length,
  ) => {
    const unit = index.units[u];
    const factor = MATCH_FACTOR[alt.tier] * (part ? PART_FACTOR : 1) * alt.idf;
    const a = get(u);
    const best = a.concepts[c].get(alt.word) ?? { title: 0, text: 0 };
    if (titleCount) best.title = Math.max(best.title, unit.titleWeight * factor * saturate(titleCount, 0, 1, 0));
    if (textCount) {
      best.text = Math.max(best.text, WEIGHT.text * factor * saturate(textCount, unit.textLength, index.avgText, B));
    }
    a.concepts[c].set(alt.word, best);
    a.titleRanges.push(...title);
    // A title wholly matched by the query's words, by an expression the synonym table gives as text
    // (`browser and react support`), or by what the table gives for several of the query's words (`row
    // color` → rowClassName, `stay on top` → sticky) lifts the hit; a word added for one word does not.
    if (alt.word !== ADDED || alt.kind === 'phrase' || alt.named) a.ownTitleRanges.push(...title);
    for (const [p, ranges] of text) {
      const list = a.textRanges.get(p);
      if (list) list.push(...ranges);
      else a.textRanges.set(p, [...ranges]);
      const set = a.textConcepts.get(p);
      if (set) set.add(c);
      else a.textConcepts.set(p, new Set([c]));
    }
  };

  let active = 0;
  cs.forEach((concept, c) => {
    let matched = false;
    for (const alt of concept.alts) {
      if (alt.kind === 'term') {
        for (const p of index.terms.get(alt.term)?.postings ?? []) {
          const spans = alt.spans;
          const shift = (ranges: Range[]): Range[] =>
            spans ? ranges.flatMap(([s]) => spans.map(([a, b]) => [s + a, s + b] as const)) : ranges;
          const text = spans ? new Map([...p.text].map(([i, r]) => [i, shift(r)])) : p.text;
          record(c, alt, p.unit, shift(p.title), text, p.textCount, p.part, p.title.length);
          matched = true;
        }
      } else {
        index.units.forEach((unit, u) => {
          const find = (f: Field | null): Range[] => {
            const out: Range[] = [];
            if (!f) return out;
            for (let at = f.low.indexOf(alt.text); at !== -1; at = f.low.indexOf(alt.text, at + alt.text.length)) {
              out.push([at, at + alt.text.length]);
            }
            return out;
          };
          const title = find(unit.title);
          const text = new Map<number, Range[]>();
          let count = 0;
          unit.text.forEach((f, i) => {
            const r = find(f);
            if (r.length) text.set(i, r);
            count += r.length;
          });
          if (title.length || count) {
            record(c, alt, u, title, text, count, false);
            matched = true;
          }
        });
      }
    }
    if (matched) active++;
  });

  const scored: Scored[] = [];
  for (const [u, a] of acc) {
    const unit = index.units[u];
    // A section or demo whose whole title the query matches is as good an answer as a page title: the
    // rowKey row for "rowKey". A page's own whole title gets a smaller lift over a longer title.
    const lift = wholeTitle(unit.title, a.ownTitleRanges)
      ? unit.kind === 'page'
        ? WHOLE_PAGE_TITLE
        : WEIGHT.pageTitle / WEIGHT.title
      : 1;
    let sum = 0;
    let has = 0;
    for (const words of a.concepts) {
      if (!words.size) continue;
      has++;
      const each = [...words.values()].map((w) => Math.max(w.title * lift, w.text));
      const top = Math.max(...each);
      sum += top + TIE_BREAK * (each.reduce((x, y) => x + y, 0) - top);
    }
    // Partial credit: the share of the query's concepts (those the index has at all) that this unit has.
    scored.push({ unit: u, score: (unit.weight * sum * has) / Math.max(1, active), acc: a });
  }
  return scored;
}

function hitType(unit: Unit, titleMatched: boolean): HitType {
  if (unit.kind === 'demo') return 'demo';
  if (!titleMatched) return 'content';
  return unit.kind === 'page' ? 'page' : 'title';
}

function toHit(index: PreparedIndex, { unit: u, score: priority, acc }: Scored): SearchHit {
  const unit = index.units[u];
  // The text shown: the paragraph with the most concepts (the first on a tie), else the first paragraph.
  let shown = 0;
  let most = 0;
  for (const [p, set] of acc.textConcepts) {
    if (set.size > most || (set.size === most && p < shown)) {
      most = set.size;
      shown = p;
    }
  }
  const titleIsMatched = unit.title !== null && unit.title.raw === unit.displayTitle;
  const text = unit.text[shown];
  return {
    type: hitType(unit, acc.titleRanges.length > 0),
    link: unit.link,
    priority,
    pageTitle: unit.page.title,
    ...(unit.api ? { api: true as const } : {}),
    title: highlight(unit.displayTitle, titleIsMatched ? acc.titleRanges : []),
    text: text ? snippet(text.raw, acc.textRanges.get(shown) ?? [], index.locale) : [],
  };
}

/** A text with its matches highlighted, cut before the first match and after MAX_TEXT, at word boundaries. */
function snippet(raw: string, ranges: Range[], locale: string): Fragment[] {
  return excerpt(raw, ranges, { wordAt: (offset) => wordAt(raw, offset, locale), max: MAX_TEXT });
}

export interface SearchResult {
  groups: SearchGroup[];
  /** How many hits the query has in all; the groups hold at most MAX_HITS of them. */
  total: number;
}

/**
 * Higher score first; scores that differ only by floating-point rounding (sums of the same terms in another
 * order) are equal, so the tie-breaks decide, not the last bit of a sum.
 */
function byScore(a: number, b: number): number {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)) ? 0 : b - a;
}

/** The ranked, grouped hits of a query, and how many there are in all; an empty (or blank) query has none. */
export function searchAll(index: PreparedIndex, query: string): SearchResult {
  const scored = score(index, query);
  scored.sort(
    (a, b) =>
      byScore(a.score, b.score) ||
      index.units[a.unit].displayTitle.length - index.units[b.unit].displayTitle.length ||
      a.unit - b.unit,
  );
  const groups = new Map<string, SearchGroup & { best: number; bestScore: number; lead: boolean }>();
  // Only a title the query matches makes a leading answer: when the best hit matches in its text alone,
  // every hit is as weak a guess, and they are grouped as one list.
  const top = scored[0];
  const leadFloor = top?.acc.titleRanges.length ? top.score * LEAD_SHARE : -Infinity;
  let shown = 0;
  scored.forEach((s, rank) => {
    if (shown === MAX_HITS) return;
    const unit = index.units[s.unit];
    const { navTitle, navOrder } = unit.page;
    const lead = s.score >= leadFloor;
    const key = `${navOrder}\u0000${navTitle}\u0000${unit.api}\u0000${lead}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        title: navTitle,
        priority: navOrder * GROUP_ORDER_FACTOR,
        ...(unit.api ? { api: true as const } : {}),
        hits: [],
        best: rank,
        bestScore: s.score,
        lead,
      };
      groups.set(key, group);
    }
    if (group.hits.length === MAX_GROUP_HITS) return;
    group.hits.push(toHit(index, s));
    shown++;
  });
  // Hits are already in score order, so a group's first hit is its best: list groups by it, the leading
  // answers' groups first.
  const list = [...groups.values()]
    .sort(
      (a, b) =>
        Number(b.lead) - Number(a.lead) ||
        byScore(a.bestScore, b.bestScore) ||
        a.priority - b.priority ||
        a.best - b.best,
    )
    .map(({ best: _best, bestScore: _score, lead: _lead, ...group }) => group)
    // A group's leading answers and its other hits, when listed one after the other, are one group.
    .reduce<SearchGroup[]>((out, group) => {
      const last = out[out.length - 1];
      if (last && last.title === group.title && last.priority === group.priority && last.api === group.api)
        last.hits.push(...group.hits);
      else out.push(group);
      return out;
    }, []);
  return { groups: list, total: scored.length };
}

/** The ranked, grouped hits of a query (at most MAX_HITS). */
export function search(index: PreparedIndex, query: string): SearchGroup[] {
  return searchAll(index, query).groups;
}
