import { clip, cutLeading, highlight, type Range } from './highlight';
import type { Fragment, HitType, SearchGroup, SearchHit, SearchIndex, SearchPage, SearchSection } from './types';

/**
 * Ranking, in short:
 * - The query is split at white space into keywords (at most MAX_KEYWORDS, case-insensitive). A hit
 *   (a page, a section or a demo) must contain every keyword, in its title or in its text.
 * - Each keyword counts once, where it weighs most: 100 in a page title, 10 in a section or demo
 *   title, 1 in the text.
 * - A keyword matches a field exactly (as a substring: `.*+?` are plain characters, Chinese is found
 *   inside a sentence), else by camel-case prefixes (`expandR` → expandedRowRender, each part a prefix of
 *   consecutive parts of one word), else with a small typo (`stiky` → sticky: one edit for 5 to 8
 *   letters, two from 9, first letter kept). A prefix match counts half, a typo a quarter, so both rank
 *   below exact matches.
 * - Hits are sorted by priority (ties: the shorter title, then reading order: `rowKey` before
 *   `expandable.expandedRowKeys`), the best MAX_HITS kept, then grouped by the page's
 *   top-level navigation item; groups are listed by the item's order × 1000, lowest first.
 */
export const WEIGHT = { pageTitle: 100, title: 10, text: 1 } as const;
export const MATCH_FACTOR = { exact: 1, prefix: 0.5, typo: 0.25 } as const;
export const GROUP_ORDER_FACTOR = 1000;
export const MAX_KEYWORDS = 10;
export const MAX_HITS = 50;
/** Characters of text a hit shows at most (after the leading cut). */
export const MAX_TEXT = 200;
/** Keywords outside these lengths (in UTF-16 units) are only matched exactly. */
const FUZZY_MIN = 5;
const FUZZY_MAX = 32;
const TWO_TYPOS_FROM = 9;

type MatchKind = keyof typeof MATCH_FACTOR;

/** Words for prefix and typo matching; Chinese, Japanese and Korean text is matched as substrings only. */
const WORD = /(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])[\p{L}\p{N}])+/gu;
const IS_WORD = new RegExp(`^${WORD.source}$`, 'u');

interface Token {
  start: number;
  end: number;
  raw: string;
  low: string;
}

interface Field {
  raw: string;
  low: string;
  tokens: Token[];
}

interface Unit {
  kind: 'page' | 'section' | 'demo';
  page: SearchPage;
  link: string;
  /** The title a hit shows; highlighted only when it is the matched title itself. */
  displayTitle: string;
  title: Field | null;
  titleWeight: number;
  text: Field[];
}

export interface PreparedIndex {
  units: Unit[];
  /** Every distinct word of the index as written → lower-cased, and the starts of its camel-case parts. */
  words: Map<string, { low: string; starts: number[] }>;
  /** Every distinct word, lower-cased. */
  lowWords: Set<string>;
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

function field(raw: string, words: PreparedIndex['words'], lowWords: Set<string>): Field {
  const low = fold(raw);
  const tokens: Token[] = [];
  for (const m of raw.matchAll(WORD)) {
    const start = m.index;
    const end = start + m[0].length;
    const token = { start, end, raw: m[0], low: low.slice(start, end) };
    tokens.push(token);
    if (!words.has(token.raw)) words.set(token.raw, { low: token.low, starts: humps(token.raw) });
    lowWords.add(token.low);
  }
  return { raw, low, tokens };
}

/** Reads the index once (in the worker, when it starts): folds and splits every text into words. */
export function prepareIndex(index: SearchIndex): PreparedIndex {
  const words: PreparedIndex['words'] = new Map();
  const lowWords = new Set<string>();
  const f = (raw: string) => field(raw, words, lowWords);
  const units: Unit[] = [];
  for (const page of index.pages) {
    // The text before the first heading leads to the page itself: it is the page's text, with the
    // description, rather than a second hit with the same link.
    const opening = (s: SearchSection) => !s.rawTitle && s.link === page.link;
    units.push({
      kind: 'page',
      page,
      link: page.link,
      displayTitle: page.title,
      title: f(page.title),
      titleWeight: WEIGHT.pageTitle,
      text: [page.description, ...page.sections.filter(opening).flatMap((s) => s.paragraphs)].filter(Boolean).map(f),
    });
    for (const section of page.sections) {
      if (opening(section)) continue;
      units.push({
        kind: 'section',
        page,
        link: section.link,
        displayTitle: section.title,
        title: section.rawTitle ? f(section.rawTitle) : null,
        titleWeight: WEIGHT.title,
        text: section.paragraphs.map(f),
      });
    }
    for (const demo of page.demos) {
      units.push({
        kind: 'demo',
        page,
        link: demo.link,
        displayTitle: demo.title,
        title: demo.rawTitle ? f(demo.rawTitle) : null,
        titleWeight: WEIGHT.title,
        text: [demo.description, demo.keywords.join(', ')].filter(Boolean).map(f),
      });
    }
  }
  return { units, words, lowWords };
}

/** The keywords of a query: trimmed, split at white space, case-insensitively distinct, at most MAX_KEYWORDS. */
export function parseQuery(query: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const word of query.trim().split(/\s+/u)) {
    const low = fold(word);
    if (!word || seen.has(low)) continue;
    seen.add(low);
    keywords.push(word);
    if (keywords.length === MAX_KEYWORDS) break;
  }
  return keywords;
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

interface Keyword {
  low: string;
  /** Words matched by camel-case prefixes, with the matched spans inside the word. */
  prefixWords: Map<string, Range[]>;
  /** Lower-cased words within the typo distance. */
  typoWords: Set<string>;
}

function prepareKeyword(keyword: string, index: PreparedIndex): Keyword {
  const low = fold(keyword);
  const prefixWords = new Map<string, Range[]>();
  const typoWords = new Set<string>();
  if (!IS_WORD.test(keyword) || keyword.length > FUZZY_MAX) return { low, prefixWords, typoWords };

  const kwHumps = humps(keyword);
  if (kwHumps.length > 1) {
    const parts = kwHumps.map((s, i) => low.slice(s, kwHumps[i + 1] ?? low.length));
    for (const [word, { low: wordLow, starts }] of index.words) {
      if (starts.length < parts.length || wordLow.includes(low)) continue; // too few parts, or an exact match
      const end = (k: number) => starts[k + 1] ?? wordLow.length;
      for (let j = 0; j + parts.length <= starts.length; j++) {
        // Each keyword part is a prefix of one word part, in a row.
        const ok = parts.every(
          (part, i) => part.length <= end(j + i) - starts[j + i] && wordLow.startsWith(part, starts[j + i]),
        );
        if (ok) {
          prefixWords.set(
            word,
            parts.map((part, i) => [starts[j + i], starts[j + i] + part.length] as const),
          );
          break;
        }
      }
    }
  }

  if (low.length >= FUZZY_MIN) {
    const max = low.length >= TWO_TYPOS_FROM ? 2 : 1;
    for (const word of index.lowWords) {
      if (word[0] !== low[0] || word.includes(low) || Math.abs(word.length - low.length) > max) continue;
      if (editDistance(low, word, max) <= max) typoWords.add(word);
    }
  }
  return { low, prefixWords, typoWords };
}

interface FieldMatch {
  kind: MatchKind;
  ranges: Range[];
}

function matchField(f: Field, kw: Keyword): FieldMatch | null {
  const exact: Range[] = [];
  for (let at = f.low.indexOf(kw.low); at !== -1; at = f.low.indexOf(kw.low, at + kw.low.length)) {
    exact.push([at, at + kw.low.length]);
  }
  if (exact.length) return { kind: 'exact', ranges: exact };
  if (kw.prefixWords.size) {
    const ranges: Range[] = [];
    for (const token of f.tokens) {
      for (const [s, e] of kw.prefixWords.get(token.raw) ?? []) ranges.push([token.start + s, token.start + e]);
    }
    if (ranges.length) return { kind: 'prefix', ranges };
  }
  if (kw.typoWords.size) {
    const ranges: Range[] = f.tokens.filter((t) => kw.typoWords.has(t.low)).map((t) => [t.start, t.end] as const);
    if (ranges.length) return { kind: 'typo', ranges };
  }
  return null;
}

function hitType(unit: Unit, titleMatched: boolean): HitType {
  if (unit.kind === 'demo') return 'demo';
  if (!titleMatched) return 'content';
  return unit.kind === 'page' ? 'page' : 'title';
}

function textFragments(text: Field | undefined, ranges: Range[]): Fragment[] {
  if (!text) return [];
  return clip(cutLeading(highlight(text.raw, ranges)), MAX_TEXT);
}

/** One unit against all keywords: its hit, or null unless every keyword is found in it. */
function scoreUnit(unit: Unit, keywords: Keyword[]): SearchHit | null {
  let priority = 0;
  let titleMatched = false;
  const titleRanges: Range[] = [];
  const textScores = unit.text.map(() => 0);
  const textRanges: Range[][] = unit.text.map(() => []);
  for (const kw of keywords) {
    const inTitle = unit.title && matchField(unit.title, kw);
    if (inTitle) {
      titleMatched = true;
      titleRanges.push(...inTitle.ranges);
    }
    let best = 0;
    unit.text.forEach((f, i) => {
      const m = matchField(f, kw);
      if (!m) return;
      textScores[i] += MATCH_FACTOR[m.kind];
      textRanges[i].push(...m.ranges);
      best = Math.max(best, MATCH_FACTOR[m.kind]);
    });
    if (!inTitle && !best) return null;
    priority += Math.max(inTitle ? unit.titleWeight * MATCH_FACTOR[inTitle.kind] : 0, WEIGHT.text * best);
  }
  // The text shown: the paragraph that matched best (the first on a tie), else the first paragraph.
  let shown = 0;
  textScores.forEach((score, i) => {
    if (score > textScores[shown]) shown = i;
  });
  const titleIsMatched = unit.title !== null && unit.title.raw === unit.displayTitle;
  return {
    type: hitType(unit, titleMatched),
    link: unit.link,
    priority,
    pageTitle: unit.page.title,
    title: highlight(unit.displayTitle, titleIsMatched ? titleRanges : []),
    text: textFragments(unit.text[shown], textRanges[shown] ?? []),
  };
}

/** The ranked, grouped hits of a query; an empty (or blank) query has none. */
export function search(index: PreparedIndex, query: string): SearchGroup[] {
  const keywords = parseQuery(query).map((k) => prepareKeyword(k, index));
  if (!keywords.length) return [];

  const hits: { hit: SearchHit; unit: Unit; order: number }[] = [];
  index.units.forEach((unit, order) => {
    const hit = scoreUnit(unit, keywords);
    if (hit) hits.push({ hit, unit, order });
  });
  hits.sort(
    (a, b) =>
      b.hit.priority - a.hit.priority || a.unit.displayTitle.length - b.unit.displayTitle.length || a.order - b.order,
  );

  const groups = new Map<string, SearchGroup & { best: number }>();
  hits.slice(0, MAX_HITS).forEach(({ hit, unit }, rank) => {
    const { navTitle, navOrder } = unit.page;
    const key = `${navOrder}\u0000${navTitle}`;
    let group = groups.get(key);
    if (!group) {
      group = { title: navTitle, priority: navOrder * GROUP_ORDER_FACTOR, hits: [], best: rank };
      groups.set(key, group);
    }
    group.hits.push(hit);
  });
  return [...groups.values()]
    .sort((a, b) => a.priority - b.priority || a.best - b.best)
    .map(({ best: _best, ...group }) => group);
}
