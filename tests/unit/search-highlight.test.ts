import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlighted } from '../../src/components/search/Highlighted';
import { clip, cutLeading, ELLIPSIS, highlight, LEADING_CONTEXT, mergeRanges } from '../../src/lib/search/highlight';
import type { Fragment } from '../../src/lib/search/types';

const join = (fragments: Fragment[]) => fragments.map((f) => f.text).join('');
const html = (fragments: Fragment[]) => renderToStaticMarkup(createElement(Highlighted, { fragments }));

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

  it(`cuts a leading unhighlighted fragment over ${LEADING_CONTEXT} characters to ... and its last ${LEADING_CONTEXT}`, () => {
    const lead = 'rc-table 7 works with React 16.9 and later in all ';
    const fragments = cutLeading([{ text: lead }, { text: 'evergreen', highlighted: true }, { text: ' browsers.' }]);
    expect(fragments[0]).toEqual({ text: `${ELLIPSIS}${lead.slice(-20)}` });
    expect(fragments[0].text).toBe('....9 and later in all ');
    expect(fragments.slice(1)).toEqual([{ text: 'evergreen', highlighted: true }, { text: ' browsers.' }]);
  });

  it('leaves a leading fragment of 20 characters or fewer, a highlighted start and an unhighlighted text as they are', () => {
    const twenty = '12345678901234567890';
    const exactly = [{ text: twenty }, { text: 'x', highlighted: true } as Fragment];
    expect(cutLeading(exactly)).toEqual(exactly);
    const first = [{ text: 'sticky', highlighted: true } as Fragment, { text: ` ${twenty}${twenty}` }];
    expect(cutLeading(first)).toEqual(first);
    const plain = [{ text: `${twenty}${twenty}` }];
    expect(cutLeading(plain)).toEqual(plain);
    expect(cutLeading([])).toEqual([]);
  });

  it('counts an emoji as one character and never splits it', () => {
    const lead = `${'🙂'.repeat(25)} `;
    const [first] = cutLeading([{ text: lead }, { text: 'hit', highlighted: true }]);
    expect(Array.from(first.text.slice(ELLIPSIS.length))).toHaveLength(20);
    expect(first.text).toBe(`${ELLIPSIS}${'🙂'.repeat(19)} `);
    expect(first.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no lone high surrogate
    const clipped = clip([{ text: '🙂🙂🙂🙂' }], 2);
    expect(clipped).toEqual([{ text: '🙂🙂' }, { text: ELLIPSIS }]);
    // A range over an emoji keeps it whole.
    expect(highlight('a 🙂 b', [[2, 4]])).toEqual([{ text: 'a ' }, { text: '🙂', highlighted: true }, { text: ' b' }]);
  });

  it('clips a long text after a number of characters', () => {
    const fragments = clip([{ text: 'abc' }, { text: 'def', highlighted: true }, { text: 'ghi' }], 5);
    expect(fragments).toEqual([{ text: 'abc' }, { text: 'de', highlighted: true }, { text: ELLIPSIS }]);
    expect(clip([{ text: 'abc' }], 3)).toEqual([{ text: 'abc' }]);
  });

  it('renders fragments as text and <mark> elements: markup in a text or a query stays text', () => {
    expect(html(highlight('The sticky prop', [[4, 10]]))).toBe('The <mark>sticky</mark> prop');
    const evil = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const at = evil.indexOf('<b>');
    const out = html(
      highlight(evil, [
        [0, 4],
        [at, at + 4],
      ]),
    );
    expect(out).not.toMatch(/<img|<b>/);
    expect(out).toBe(
      '<mark>&lt;img</mark> src=x onerror=&quot;alert(1)&quot;&gt; &amp; <mark>&lt;b&gt;b</mark>old&lt;/b&gt;',
    );
  });
});
