import { describe, expect, it } from 'vitest';
import { isStopWord, matchSynonyms, type SynonymMatch } from '../../src/shared/search/lexicon';
import { tokenize } from '../../src/shared/search/tokenize';

// The synonym and spelling table (src/shared/search/synonyms.json) and the stop words, as a query meets them.
// The query's terms are split as the ranking splits a query: names whole, single Chinese characters only alone.
const termsOf = (query: string, locale = 'en') => tokenize(query, locale, { parts: false, chars: 'lone' });
const matches = (query: string, locale = 'en') => matchSynonyms(query, termsOf(query, locale));
/** The match that adds `word` (an English word, as the table writes it). */
const adding = (found: SynonymMatch[], word: string) =>
  found.find((m) => m.also.some((t) => t.kind === 'term' && t.term === word));
const phrases = (m: SynonymMatch | undefined) => m?.also.flatMap((t) => (t.kind === 'phrase' ? [t.text] : [])) ?? [];

describe('stop words', () => {
  it('are the small words of a question, in English and Chinese', () => {
    for (const word of ['how', 'to', 'the', 'a', '的', '怎么']) expect(isStopWord(word), word).toBe(true);
    for (const word of ['sticky', 'header', '表头', 'rowkey']) expect(isStopWord(word), word).toBe(false);
  });
});

describe('the synonym table', () => {
  it('gives what an expression of several words means: stay on top → sticky', () => {
    const found = matches('stay on top');
    const sticky = adding(found, 'sticky')!;
    expect(sticky.covers).toEqual([0, 1, 2]);
    expect(sticky.equivalent).toBe(false);
    // Only as a whole: "stay" alone is no such expression.
    expect(adding(matches('stay'), 'sticky')).toBeUndefined();
    // Another word between the expression's words still matches; its own index is not covered.
    expect(adding(matches('stay right on top'), 'sticky')!.covers).toEqual([0, 2, 3]);
  });

  it('matches the words of an expression in their order, by stem', () => {
    // "drag width" → resize: "dragging widths" has both words in another form.
    expect(adding(matches('dragging widths'), 'resize')!.covers).toEqual([0, 1]);
    expect(adding(matches('width drag'), 'resize')).toBeUndefined();
    // Case does not matter.
    expect(adding(matches('Stay On Top'), 'sticky')!.covers).toEqual([0, 1, 2]);
  });

  it('lists the covered words in query order, whichever expression of an entry matched first', () => {
    // merge and span are two expressions of one entry (→ colspan, rowspan).
    expect(adding(matches('span merge'), 'colspan')!.covers).toEqual([0, 1]);
  });

  it('treats a group of spellings as equivalents of the word typed', () => {
    const colour = adding(matches('row colour'), 'color')!;
    expect(colour.equivalent).toBe(true);
    expect(colour.covers).toEqual([1]);
    expect(colour.also).toContainEqual({ kind: 'term', term: 'colour', stem: 'colour' });
    // "row colour" is also an expression of its own: striped rows, rowClassName.
    expect(adding(matches('row colour'), 'rowclassname')!.covers).toEqual([0, 1]);
  });

  it('adds several words, or words joined by punctuation, as a phrase', () => {
    // "fixed height" → the scroll.y prop, written both ways.
    const scrollY = matches('fixed height').find((m) => phrases(m).includes('scroll y'))!;
    expect(phrases(scrollY)).toEqual(['scroll y', 'scroll.y']);
    expect(scrollY.covers).toEqual([0, 1]);
    expect(phrases(adding(matches('dnd'), 'reorder'))).toContain('react-dnd');
    // One plain word is a term, matched by stem.
    expect(adding(matches('dnd'), 'reorder')!.also).toContainEqual({ kind: 'term', term: 'reorder', stem: 'reorder' });
  });

  it('finds a Chinese expression inside the query, covering the terms that are part of it', () => {
    const query = '列宽 固定表头';
    const terms = termsOf(query, 'zh-CN');
    const found = matchSynonyms(query, terms);
    const sticky = adding(found, 'sticky')!;
    expect(phrases(sticky)).toContain('吸顶');
    // The terms of 固定表头 (from offset 3), not those of 列宽.
    expect(sticky.covers.map((i) => terms[i].start)).toEqual(terms.filter((t) => t.start >= 3).map((t) => t.start));
    expect(sticky.covers.length).toBeGreaterThan(0);
    // Part of an expression is not the expression: 表头 alone is no 固定表头.
    expect(adding(matchSynonyms('表头', termsOf('表头', 'zh-CN')), 'sticky')).toBeUndefined();
    // Spaces and case as the table writes them: "唯一 key".
    expect(adding(matchSynonyms('唯一  KEY', termsOf('唯一  KEY', 'zh-CN')), 'rowkey')).toBeDefined();
  });

  it('matches nothing in a query it has no expression for', () => {
    expect(matches('rowKey')).toEqual([]);
    expect(matches('')).toEqual([]);
    expect(matchSynonyms('固定表头', [])).toHaveLength(0);
  });
});
