import stopWordData from './stop-words.json';
import synonymData from './synonyms.json';
import { fold, tokenize, type Term } from './tokenize';

/**
 * The synonym and spelling table (synonyms.json) and the stop words (stop-words.json), compiled once.
 * Pure data plus matching: which parts of a query a table entry covers, and what it adds.
 */

interface Entry {
  words?: string[];
  when?: string[];
  also?: string[];
  why: string;
}

/** An expression an entry adds to a query. */
export type Target =
  /** One English word or name, matched like a query word (by stem): `sticky`, `rowkey`. */
  | { kind: 'term'; term: string; stem: string }
  /** Several words or Chinese text, matched as text: `line up`, `吸顶`. */
  | { kind: 'phrase'; text: string };

interface Member {
  /** Stems of its words, for English: `stay on top` → stay, on, top. */
  stems: string[];
  /** Its folded text, for an expression with Chinese in it (matched inside the query's text). */
  text: string | null;
}

interface CompiledEntry {
  when: Member[];
  also: Target[];
  /** A `words` entry: its words are equivalents, as good as the word typed. */
  equivalent: boolean;
}

const HAN = /\p{sc=Han}/u;
const squash = (s: string) => fold(s).replace(/\s+/gu, ' ').trim();
const wordsOf = (text: string) =>
  tokenize(text, 'en', { parts: false, chars: 'lone' }).filter((t) => t.kind === 'word');

function member(text: string): Member {
  return HAN.test(text) ? { stems: [], text: squash(text) } : { stems: wordsOf(text).map((t) => t.stem), text: null };
}

function target(text: string): Target {
  const ws = wordsOf(text);
  if (!HAN.test(text) && ws.length === 1 && ws[0].end - ws[0].start === text.length) {
    return { kind: 'term', term: ws[0].term, stem: ws[0].stem };
  }
  return { kind: 'phrase', text: squash(text) };
}

const ENTRIES: CompiledEntry[] = (synonymData.entries as Entry[]).map((e) => ({
  when: (e.words ?? e.when ?? []).map(member),
  also: (e.words ?? e.also ?? []).map(target),
  equivalent: !!e.words,
}));

const STOP_WORDS = new Set([...stopWordData.en, ...stopWordData.zh]);

export const isStopWord = (term: string) => STOP_WORDS.has(term);

export interface SynonymMatch {
  /** Indexes (in `terms`) of the query terms the matched expression covers. */
  covers: number[];
  also: Target[];
  equivalent: boolean;
}

/**
 * The table entries a query matches: each with the query terms it covers and what it adds. An English
 * expression matches its words in order (by stem: `dragging` matches `drag`); a Chinese one matches
 * inside the query's text.
 */
export function matchSynonyms(query: string, terms: Term[]): SynonymMatch[] {
  const text = squash(query);
  const words = terms.map((t, i) => ({ t, i })).filter(({ t }) => t.kind === 'word' && !HAN.test(t.term));
  const found: SynonymMatch[] = [];
  for (const entry of ENTRIES) {
    const covers = new Set<number>();
    for (const m of entry.when) {
      if (m.text !== null) {
        // Chinese: found in the query's text; it covers the query's terms that are part of it.
        if (text.includes(m.text)) terms.forEach((t, i) => m.text!.includes(t.term) && covers.add(i));
        continue;
      }
      // English: the expression's words in the query in that order, other words allowed between them
      // ("minimum column width" has "minimum width").
      let at = 0;
      const hit: number[] = [];
      for (const stem of m.stems) {
        while (at < words.length && words[at].t.stem !== stem) at++;
        if (at === words.length) break;
        hit.push(words[at++].i);
      }
      if (m.stems.length && hit.length === m.stems.length) hit.forEach((i) => covers.add(i));
    }
    if (covers.size)
      found.push({ covers: [...covers].sort((a, b) => a - b), also: entry.also, equivalent: entry.equivalent });
  }
  return found;
}
