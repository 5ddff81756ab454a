import { describe, expect, it } from 'vitest';
import { excerpt, highlight, mergeRanges } from '../../src/lib/search/highlight';
import { wordAt } from '../../src/lib/search/tokenize';
import type { Fragment } from '../../src/lib/search/types';

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
});
