import type { Range } from './highlight';
import { WEIGHT, type Field, type PreparedIndex, type Unit } from './prepare';
import { ADDED, MATCH_FACTOR, PART_FACTOR, type Alt, type Concept } from './query';

/**
 * The third stage of the search (see rank.ts): each unit's score for the query's concepts (BM25-like, with
 * partial credit), and where in its title and text they matched.
 */

/** BM25 saturation and length normalisation of the text (titles are not normalised by length). */
const K1 = 1.2;
const B = 0.75;
/** An expression of the synonym table that covers several query words: the others count this much. */
const TIE_BREAK = 0.25;
/** A page title the query matches whole counts this much more than one it matches in part. */
const WHOLE_PAGE_TITLE = 1.5;

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

export interface Scored {
  unit: number;
  score: number;
  acc: Accumulator;
}

/** Whether matches cover every word (and Han character) of a title. */
function wholeTitle(title: Field | null, ranges: Range[]): boolean {
  if (!title || !ranges.length) return false;
  return title.pieces.every(([s, e]) => ranges.some(([a, b]) => a <= s && b >= e));
}

/** Where one way of matching a concept (an alternative) occurs in one unit. */
interface Match {
  unit: number;
  title: Range[];
  /** Paragraph index → ranges. */
  text: Map<number, Range[]>;
  textCount: number;
  /** Whether the occurrences are camel-case parts only. */
  part: boolean;
  /** Occurrences in the title (a camel-case match highlights several ranges of one occurrence). */
  titleCount: number;
}

/** The units an alternative occurs in: a term's postings, or every unit whose title or text holds a phrase. */
function matches(index: PreparedIndex, alt: Alt): Match[] {
  if (alt.kind === 'term') {
    return (index.terms.get(alt.term)?.postings ?? []).map((p) => {
      const spans = alt.spans;
      const shift = (ranges: Range[]): Range[] =>
        spans ? ranges.flatMap(([s]) => spans.map(([a, b]) => [s + a, s + b] as const)) : ranges;
      const text = spans ? new Map([...p.text].map(([i, r]) => [i, shift(r)])) : p.text;
      return {
        unit: p.unit,
        title: shift(p.title),
        text,
        textCount: p.textCount,
        part: p.part,
        titleCount: p.title.length,
      };
    });
  }
  const out: Match[] = [];
  index.units.forEach((unit, u) => {
    const find = (f: Field | null): Range[] => {
      const found: Range[] = [];
      if (!f) return found;
      for (let at = f.low.indexOf(alt.text); at !== -1; at = f.low.indexOf(alt.text, at + alt.text.length)) {
        found.push([at, at + alt.text.length]);
      }
      return found;
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
      out.push({ unit: u, title, text, textCount: count, part: false, titleCount: title.length });
    }
  });
  return out;
}

/** Adds a match of concept `c` (by `alt`) to its unit's accumulator: the best scores, the ranges to highlight. */
function record(index: PreparedIndex, a: Accumulator, c: number, alt: Alt, m: Match): void {
  const unit = index.units[m.unit];
  const factor = MATCH_FACTOR[alt.tier] * (m.part ? PART_FACTOR : 1) * alt.idf;
  const best = a.concepts[c].get(alt.word) ?? { title: 0, text: 0 };
  if (m.titleCount) best.title = Math.max(best.title, unit.titleWeight * factor * saturate(m.titleCount, 0, 1, 0));
  if (m.textCount) {
    best.text = Math.max(best.text, WEIGHT.text * factor * saturate(m.textCount, unit.textLength, index.avgText, B));
  }
  a.concepts[c].set(alt.word, best);
  a.titleRanges.push(...m.title);
  // A title wholly matched by the query's words, by an expression the synonym table gives as text
  // (`browser and react support`), or by what the table gives for several of the query's words (`row
  // color` → rowClassName, `stay on top` → sticky) lifts the hit; a word added for one word does not.
  if (alt.word !== ADDED || alt.kind === 'phrase' || alt.named) a.ownTitleRanges.push(...m.title);
  for (const [p, ranges] of m.text) {
    const list = a.textRanges.get(p);
    if (list) list.push(...ranges);
    else a.textRanges.set(p, [...ranges]);
    const set = a.textConcepts.get(p);
    if (set) set.add(c);
    else a.textConcepts.set(p, new Set([c]));
  }
}

/** A unit's score from its matches, given how many of the query's concepts the index has at all. */
function unitScore(unit: Unit, a: Accumulator, active: number): number {
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
  return (unit.weight * sum * has) / Math.max(1, active);
}

/** Every unit that matches one of the concepts at least, with its score and its matches. */
export function score(index: PreparedIndex, cs: Concept[]): Scored[] {
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
  let active = 0;
  cs.forEach((concept, c) => {
    let matched = false;
    for (const alt of concept.alts) {
      for (const m of matches(index, alt)) {
        record(index, get(m.unit), c, alt, m);
        matched = true;
      }
    }
    if (matched) active++;
  });
  return [...acc].map(([u, a]) => ({ unit: u, score: unitScore(index.units[u], a, active), acc: a }));
}
