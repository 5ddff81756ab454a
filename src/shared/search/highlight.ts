import type { Fragment } from './types';

/** A matched span of a text: [start, end) in UTF-16 code units, as String.prototype.slice counts. */
export type Range = readonly [start: number, end: number];

/** A first unhighlighted fragment longer than this many characters keeps only its last this many. */
const LEADING_CONTEXT = 20;
const ELLIPSIS = '...';

/** Sorted, with overlapping and touching ranges joined, empty and out-of-text parts dropped. */
export function mergeRanges(ranges: readonly Range[], length = Infinity): Range[] {
  const sorted = ranges
    .map(([s, e]) => [Math.max(0, s), Math.min(length, e)] as const)
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/** Splits a text into plain and highlighted fragments. The text is data: nothing in it is ever markup. */
export function highlight(text: string, ranges: readonly Range[]): Fragment[] {
  const fragments: Fragment[] = [];
  let at = 0;
  for (const [s, e] of mergeRanges(ranges, text.length)) {
    if (s > at) fragments.push({ text: text.slice(at, s) });
    fragments.push({ text: text.slice(s, e), highlighted: true });
    at = e;
  }
  if (at < text.length) fragments.push({ text: text.slice(at) });
  return fragments;
}

/** Characters as a reader counts them (an emoji is one, not two UTF-16 units). */
const chars = (text: string) => Array.from(text);

/** The UTF-16 offset `n` characters before `end` (or after `start`, for a positive count). */
function back(text: string, end: number, n: number): number {
  const cs = chars(text.slice(0, end));
  return cs.length <= n ? 0 : end - cs.slice(-n).join('').length;
}
function forward(text: string, start: number, n: number): number {
  return start + chars(text.slice(start)).slice(0, n).join('').length;
}

export interface ExcerptOptions {
  /**
   * The word of the text around an offset, as [start, end) (or undefined between words): cuts never fall
   * inside one. Without it, cuts fall anywhere.
   */
  wordAt?: (offset: number) => Range | undefined;
  /** Characters kept before the first match (LEADING_CONTEXT). */
  lead?: number;
  /** Characters shown at most, from the kept start (the ellipses not counted). */
  max?: number;
}

/**
 * A text as a result shows it: its matches highlighted; when more than `lead` characters come before the
 * first match, `...` and at most the last `lead` of them (from the first word that starts there), so the
 * match shows near the start; after `max` characters, cut at the end of the last whole word, and `...`.
 */
export function excerpt(text: string, ranges: readonly Range[], options: ExcerptOptions = {}): Fragment[] {
  const { wordAt, lead = LEADING_CONTEXT, max = Infinity } = options;
  const merged = mergeRanges(ranges, text.length);
  let from = 0;
  if (merged.length && chars(text.slice(0, merged[0][0])).length > lead) {
    from = back(text, merged[0][0], lead);
    // Inside a word: start after it (its end is where the next word can start).
    const inside = wordAt?.(from);
    if (inside && inside[0] < from && from < inside[1]) from = Math.min(inside[1], merged[0][0]);
    while (from < merged[0][0] && /[\s\p{P}]/u.test(text[from])) from++;
  }
  let to = text.length;
  if (chars(text.slice(from)).length > max) {
    to = forward(text, from, max);
    const inside = wordAt?.(to);
    // Cut before a word that does not fit, unless it is the only one (then cut inside it).
    if (inside && inside[0] < to && to < inside[1] && inside[0] > from) to = inside[0];
    while (to > from && /\s/u.test(text[to - 1])) to--;
  }
  const shifted = merged.map(([s, e]) => [s - from, e - from] as const);
  const fragments = highlight(text.slice(from, to), shifted);
  if (from > 0) fragments.unshift({ text: ELLIPSIS });
  if (to < text.length) fragments.push({ text: ELLIPSIS });
  // Neighbouring plain fragments read as one.
  return fragments.reduce<Fragment[]>((out, f) => {
    const last = out[out.length - 1];
    if (last && !last.highlighted && !f.highlighted) last.text += f.text;
    else out.push({ ...f });
    return out;
  }, []);
}
