import { editDistance } from './edit-distance';
import type { Range } from './highlight';
import { isStopWord, matchSynonyms, type Target } from './lexicon';
import { HAN, type PreparedIndex } from './prepare';
import { fold, humps, tokenize, type Term } from './tokenize';

/**
 * The second stage of the search (see rank.ts): the query as concepts, each with the ways it can match
 * the index (exact, prefix, stem, synonym, typo) and what each is worth.
 */

/** What a match counts by how it matches, each way worth less than the one before. */
export const MATCH_FACTOR = { exact: 1, prefix: 0.8, stem: 0.7, synonym: 0.6, typo: 0.4 } as const;
/** Query words read at most. */
const MAX_KEYWORDS = 10;
/** A camel-case part (`row` in rowKey) counts like a word form: below the whole name. */
export const PART_FACTOR = 0.7;
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

/** One way a concept can match: an index term (with its tier) or a text. */
export type Alt =
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
export const ADDED = -1;

export interface Concept {
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
  // `expandR`, `rowRender` → expandedRowRender: each camel-case part of the query a prefix of consecutive
  // parts of a name, from any of its parts.
  const kwHumps = humps(raw);
  if (kwHumps.length > 1 && raw.length <= FUZZY_MAX) {
    const low = fold(raw);
    const parts = kwHumps.map((s, i) => low.slice(s, kwHumps[i + 1] ?? low.length));
    for (const [name, term] of index.names) {
      const starts = humps(name);
      // A name the query starts is a prefix match already; one that holds it further in is matched here
      // (`rowRender` → expandedRowRender: the query's parts are the name's last parts).
      if (starts.length < parts.length || term.startsWith(low)) continue;
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
export function concepts(index: PreparedIndex, query: string): Concept[] {
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
