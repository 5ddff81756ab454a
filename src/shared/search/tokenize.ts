import { stemmer } from 'stemmer';
import type { Range } from './highlight';

/**
 * Splits text into search terms, the same way for the index and for a query. Pure: no DOM, no bundler.
 *
 * - Words come from `Intl.Segmenter` (word granularity), built into browsers and Node.
 * - Latin words are lower-cased; a dotted name (`expandable.expandedRowRender`, `scroll.x`) is split at its
 *   dots, and a camel-case name also yields its parts (`expandedRowRender` → expanded, row, render), so
 *   "row key" finds rowKey. English words carry their Porter stem (dragging → drag).
 * - Chinese: the segmenter's words, plus every pair of neighbouring Han characters in a run and every
 *   single character. ICU's dictionary splits the docs' own terms (表头, 拖拽, 点击, 列宽) into single
 *   characters, so pairs are what make 表头 a word of both the index and the query; single characters
 *   answer one-character queries (行, 列).
 */

type TermKind =
  /** A whole word: `sticky`, `rowkey`, `表头` (a segmenter word or a pair of Han characters). */
  | 'word'
  /** A camel-case part of a longer name: `row` in rowKey. */
  | 'part'
  /** One Han character. */
  | 'char';

export interface Term {
  /** Lower-cased text of the term. */
  term: string;
  /** The English stem (the term itself for names and Chinese). */
  stem: string;
  kind: TermKind;
  /** Where it stands in the original text (UTF-16 offsets). */
  start: number;
  end: number;
}

const HAN = /\p{sc=Han}/u;
const HAN_RUN = /\p{sc=Han}+/gu;
/** Plain lower-case English words get a stem; names with digits or symbols are kept as they are. */
const STEMMABLE = /^[a-z]{3,}$/;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })));
  return s;
}

/** Lower case with the length kept, so offsets in the folded text are offsets in the original. */
export function fold(text: string): string {
  const low = text.toLowerCase();
  if (low.length === text.length) return low;
  let out = '';
  for (const ch of text) {
    const l = ch.toLowerCase();
    out += l.length === ch.length ? l : ch;
  }
  return out;
}

const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();
const isLower = (c: string) => c !== c.toUpperCase() && c === c.toLowerCase();
const isDigit = (c: string) => c >= '0' && c <= '9';

/** Start offsets of a word's camel-case parts: `expandedRowRender` → 0, 8, 11; `HTMLElement` → 0, 4. */
export function humps(word: string): number[] {
  const starts = [0];
  for (let i = 1; i < word.length; i++) {
    const prev = word[i - 1];
    const cur = word[i];
    const next = word[i + 1] ?? '';
    if (
      (isLower(prev) && isUpper(cur)) ||
      isDigit(prev) !== isDigit(cur) ||
      (isUpper(prev) && isUpper(cur) && isLower(next))
    ) {
      starts.push(i);
    }
  }
  return starts;
}

const stems = new Map<string, string>();
/** The Porter stem of an English word (`resizing` → resiz); other terms stay as they are. */
export function stem(term: string): string {
  if (!STEMMABLE.test(term)) return term;
  let s = stems.get(term);
  if (s === undefined) stems.set(term, (s = stemmer(term)));
  return s;
}

export interface TokenizeOptions {
  /** Also yield camel-case parts of names (the index does; a query keeps its names whole). */
  parts?: boolean;
  /** Yield single Han characters: always for the index; for a query only a run of one character. */
  chars?: 'all' | 'lone';
}

/**
 * A Latin word as Intl.Segmenter finds one (UAX #29): letters and digits, joined by an inner `.` or `'`
 * (`scroll.x`, `16.9`, `can't`) or a comma between digits (`100,000`).
 */
const LATIN_WORD = /[\p{L}\p{N}_]+(?:(?:[.'’][\p{L}\p{N}_]+)|(?:,\d+))*/gu;

/**
 * The word-like segments of a text. Text without Han characters takes a regular expression that splits
 * it as the segmenter would, several times faster (the worker splits the whole index on first focus).
 */
function* segments(text: string, locale: string): Generator<{ segment: string; index: number }> {
  if (!HAN.test(text)) {
    for (const m of text.matchAll(LATIN_WORD)) yield { segment: m[0], index: m.index };
    return;
  }
  for (const s of segmenter(locale).segment(text)) if (s.isWordLike) yield s;
}

/** The word (a word-like segment) that `offset` falls in or starts, if any: where a snippet must not be cut. */
export function wordAt(text: string, offset: number, locale: string): Range | undefined {
  // Segment a window around the offset only: texts can be long, and this runs for every result shown.
  const from = Math.max(0, offset - 40);
  const window = text.slice(from, offset + 40);
  for (const s of segmenter(locale).segment(window)) {
    const start = from + s.index;
    const end = start + s.segment.length;
    if (start <= offset && offset < end) return s.isWordLike ? [start, end] : undefined;
  }
  return undefined;
}

/** The terms of a text, in reading order (duplicates at the same place removed). */
export function tokenize(text: string, locale: string, options: TokenizeOptions = {}): Term[] {
  const { parts = true, chars = 'all' } = options;
  const low = fold(text);
  const out: Term[] = [];
  const seen = new Set<string>();
  const push = (start: number, end: number, kind: TermKind) => {
    const term = low.slice(start, end);
    const key = `${start}:${end}`;
    if (!term || seen.has(key)) return;
    seen.add(key);
    out.push({ term, stem: kind === 'word' || kind === 'part' ? stem(term) : term, kind, start, end });
  };

  for (const seg of segments(text, locale)) {
    const at = seg.index;
    if (HAN.test(seg.segment)) {
      // Han words of two or more characters as the segmenter found them; pairs and characters below.
      const han = seg.segment.length >= 2 && /^\p{sc=Han}+$/u.test(seg.segment);
      if (han) push(at, at + seg.segment.length, 'word');
      // Latin letters glued to Han characters ("10万行", "Tab键"): their own words.
      for (const m of seg.segment.matchAll(/[\p{L}\p{N}]+/gu)) {
        if (!HAN.test(m[0])) push(at + m.index, at + m.index + m[0].length, 'word');
      }
      continue;
    }
    // `expandable.expandedRowRender`, `scroll.x`: each dotted piece is a word.
    let from = 0;
    for (const piece of seg.segment.split(/[.'’]/)) {
      const start = at + from;
      from += piece.length + 1;
      if (!piece) continue;
      push(start, start + piece.length, 'word');
      if (!parts) continue;
      const hs = humps(piece);
      if (hs.length < 2) continue;
      hs.forEach((h, i) => push(start + h, start + (hs[i + 1] ?? piece.length), 'part'));
    }
  }

  for (const m of text.matchAll(HAN_RUN)) {
    const start = m.index;
    const run = m[0];
    for (let i = 0; i + 1 < run.length; i++) push(start + i, start + i + 2, 'word');
    if (chars === 'all' || run.length === 1)
      for (let i = 0; i < run.length; i++) push(start + i, start + i + 1, 'char');
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}
