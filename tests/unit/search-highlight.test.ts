import { describe, expect, it } from 'vitest';
import { excerpt, highlight, mergeRanges } from '../../src/shared/search/highlight';
import { wordAt } from '../../src/shared/search/tokenize';
import type { Fragment } from '../../src/shared/search/types';

const join = (fragments: Fragment[]) => fragments.map((f) => f.text).join('');

describe('highlighting', () => {
  it('merges overlapping and touching ranges and drops empty ones', () => {
    expect(
      mergeRanges(
        [
          [5, 8],
          [0, 2],
          [1, 3],
          [3, 4],
          [9, 9],
          [7, 12],
        ],
        10,
      ),
    ).toEqual([
      [0, 4],
      [5, 10],
    ]);
    expect(mergeRanges([[-5, 2]])).toEqual([[0, 2]]);
    // Ranges given out of order that end together: the earlier start wins.
    expect(
      mergeRanges([
        [5, 10],
        [2, 10],
      ]),
    ).toEqual([[2, 10]]);
    expect(mergeRanges([])).toEqual([]);
  });

  it('splits a text into plain and highlighted fragments that join back to it', () => {
    const text = 'The sticky prop keeps the header sticky.';
    const fragments = highlight(text, [
      [4, 10],
      [33, 39],
    ]);
    expect(fragments).toEqual([
      { text: 'The ' },
      { text: 'sticky', highlighted: true },
      { text: ' prop keeps the header ' },
      { text: 'sticky', highlighted: true },
      { text: '.' },
    ]);
    expect(join(fragments)).toBe(text);
    expect(highlight(text, [])).toEqual([{ text }]);
    expect(highlight('', [[0, 3]])).toEqual([]);
  });

  // The spec: the text before the first highlight is cut to its last 20 characters when longer than 20.
  const words = (text: string) => ({ wordAt: (at: number) => wordAt(text, at, 'en') });

  it('cuts the text before the first match to at most its last 20 characters, at a word boundary', () => {
    const text = 'rc-table 7 works with React 16.9 and later in all evergreen browsers.';
    const at = text.indexOf('evergreen');
    // The last 20 characters before the match start inside "16.9": the cut moves on to the next word.
    expect(text.slice(at - 20, at)).toBe('.9 and later in all ');
    const fragments = excerpt(text, [[at, at + 9]], words(text));
    expect(fragments).toEqual([
      { text: '...and later in all ' },
      { text: 'evergreen', highlighted: true },
      { text: ' browsers.' },
    ]);
    expect(fragments[0].text.length - '...'.length).toBeLessThanOrEqual(20);
    // Without word boundaries the cut falls at 20 characters (leading punctuation dropped).
    expect(excerpt(text, [[at, at + 9]])[0]).toEqual({ text: '...9 and later in all ' });
  });

  it('keeps a text whose first match comes within 20 characters, and a text with no match', () => {
    const twenty = 'abcde fghij klmno pq';
    expect(twenty).toHaveLength(20);
    expect(excerpt(`${twenty}x`, [[20, 21]], words(`${twenty}x`))).toEqual([
      { text: twenty },
      { text: 'x', highlighted: true },
    ]);
    expect(excerpt('no match here', [], words('no match here'))).toEqual([{ text: 'no match here' }]);
  });

  it('cuts a long text after a number of characters at the end of a whole word', () => {
    const text = 'sticky keeps the header in view while the page scrolls';
    const fragments = excerpt(text, [[0, 6]], { ...words(text), max: 20 });
    // 20 characters end inside "header": the text stops after "the".
    expect(fragments).toEqual([{ text: 'sticky', highlighted: true }, { text: ' keeps the...' }]);
  });

  it('cuts Chinese text between words', () => {
    const text = '在列上设置 ellipsis: true，它的单元格就只显示一行：放不下的文本以“…”结尾，表格会自动切换为固定布局。';
    const at = text.indexOf('固定');
    const [lead] = excerpt(text, [[at, at + 2]], { wordAt: (o: number) => wordAt(text, o, 'zh-CN') });
    expect(lead.text.startsWith('...')).toBe(true);
    expect(Array.from(lead.text.slice(3)).length).toBeLessThanOrEqual(20);
    expect(text.endsWith(`${lead.text.slice(3)}固定布局。`)).toBe(true);
  });

  it('counts an emoji as one character and never splits it', () => {
    const lead = `${'🙂'.repeat(25)} `;
    const text = `${lead}hit`;
    const [first] = excerpt(text, [[lead.length, lead.length + 3]]);
    expect(first.text).toBe(`...${'🙂'.repeat(19)} `);
    expect(first.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no lone high surrogate
    expect(excerpt('🙂🙂🙂🙂', [], { max: 2 })).toEqual([{ text: '🙂🙂...' }]);
    // A range over an emoji keeps it whole.
    expect(highlight('a 🙂 b', [[2, 4]])).toEqual([{ text: 'a ' }, { text: '🙂', highlighted: true }, { text: ' b' }]);
  });

  it('keeps a lead of exactly 20 characters whole, punctuation included', () => {
    // 20 characters before the match: nothing is cut, not even the opening bracket.
    const lead = '(abcde fghij klmno) ';
    expect(lead).toHaveLength(20);
    expect(excerpt(`${lead}match`, [[20, 25]], words(`${lead}match`))).toEqual([
      { text: lead },
      { text: 'match', highlighted: true },
    ]);
    // A short text starting with punctuation keeps it too.
    expect(excerpt('(sticky) header', [[1, 7]])).toEqual([
      { text: '(' },
      { text: 'sticky', highlighted: true },
      { text: ') header' },
    ]);
  });

  it('starts the kept lead at a word that begins exactly 20 characters before the match', () => {
    const text = 'one two abcd efgh ijkl mnop match';
    const at = text.indexOf('match');
    expect(text.slice(at - 20, at)).toBe('abcd efgh ijkl mnop ');
    expect(excerpt(text, [[at, at + 5]], words(text))).toEqual([
      { text: '...abcd efgh ijkl mnop ' },
      { text: 'match', highlighted: true },
    ]);
  });

  it('never skips into a match that starts with punctuation', () => {
    const text = `${'a'.repeat(10)}${' '.repeat(25)}(x)`;
    const at = text.indexOf('(');
    expect(excerpt(text, [[at, at + 3]])).toEqual([{ text: '...' }, { text: '(x)', highlighted: true }]);
  });

  it('shows a text that fits whole, without a closing ellipsis', () => {
    expect(excerpt('sticky header ', [[0, 6]], { ...words('sticky header '), max: 50 })).toEqual([
      { text: 'sticky', highlighted: true },
      { text: ' header ' },
    ]);
    // Exactly as long as the limit.
    expect(excerpt('sticky ', [[0, 6]], { max: 7 })).toEqual([{ text: 'sticky', highlighted: true }, { text: ' ' }]);
    // After the leading cut, the 34 characters left fit: the limit counts from the cut.
    const text = `${'word '.repeat(8)}sticky header `;
    const at = text.indexOf('sticky');
    expect(excerpt(text, [[at, at + 6]], { ...words(text), max: 34 })).toEqual([
      { text: '...word word word word ' },
      { text: 'sticky', highlighted: true },
      { text: ' header ' },
    ]);
  });

  it('counts the characters after the leading cut as a reader does, emoji as one', () => {
    const text = `${'🙂'.repeat(30)}hit abcdefghij`;
    const at = text.indexOf('hit');
    // 20 emoji kept before the match, then 5 characters in all: 20 emoji, "hit a".
    expect(excerpt(text, [[at, at + 3]], { max: 25 })).toEqual([
      { text: `...${'🙂'.repeat(20)}` },
      { text: 'hit', highlighted: true },
      { text: ' a...' },
    ]);
  });

  it('cuts inside a word only when it is the only word and does not fit', () => {
    const text = 'supercalifragilistic';
    expect(excerpt(text, [], { ...words(text), max: 5 })).toEqual([{ text: 'super...' }]);
  });
});
