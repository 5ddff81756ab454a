import type { Fragment } from './types';

/** A matched span of a text: [start, end) in UTF-16 code units, as String.prototype.slice counts. */
export type Range = readonly [start: number, end: number];

/** A first unhighlighted fragment longer than this many characters keeps only its last this many. */
export const LEADING_CONTEXT = 20;
export const ELLIPSIS = '...';

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

/**
 * When a highlight follows a first unhighlighted fragment longer than LEADING_CONTEXT characters, that
 * fragment becomes `...` plus its last LEADING_CONTEXT characters, so the match shows near the start.
 */
export function cutLeading(fragments: readonly Fragment[], keep = LEADING_CONTEXT): Fragment[] {
  const [first, ...rest] = fragments;
  if (!first || first.highlighted || !rest.some((f) => f.highlighted)) return [...fragments];
  const cs = chars(first.text);
  if (cs.length <= keep) return [...fragments];
  return [{ text: ELLIPSIS + cs.slice(-keep).join('') }, ...rest];
}

/** At most `max` characters in all, the rest replaced by `...`. */
export function clip(fragments: readonly Fragment[], max: number): Fragment[] {
  const out: Fragment[] = [];
  let left = max;
  for (const fragment of fragments) {
    const cs = chars(fragment.text);
    if (cs.length <= left) {
      out.push(fragment);
      left -= cs.length;
      continue;
    }
    if (left > 0) out.push({ ...fragment, text: cs.slice(0, left).join('') });
    out.push({ text: ELLIPSIS });
    break;
  }
  return out;
}
