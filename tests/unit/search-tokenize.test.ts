import { describe, expect, it } from 'vitest';
import { fold, humps, stem, tokenize, wordAt, type Term } from '../../src/shared/search/tokenize';

// How the search splits text into terms, the same for the docs and for what a reader types.
const brief = (terms: Term[]) => terms.map(({ term, kind, start, end }) => `${kind} ${term} ${start}-${end}`);

describe('search terms', () => {
  it('lower-cases English words and gives each its Porter stem', () => {
    expect(tokenize('Dragging rows', 'en')).toEqual([
      { term: 'dragging', stem: 'drag', kind: 'word', start: 0, end: 8 },
      { term: 'rows', stem: 'row', kind: 'word', start: 9, end: 13 },
    ]);
  });

  it('stems plain English words of three letters or more, and nothing else', () => {
    expect(stem('resizing')).toBe('resiz');
    expect(stem('dragging')).toBe('drag');
    // Too short, or not a plain word: kept as written.
    expect(stem('is')).toBe('is');
    expect(stem('rows2')).toBe('rows2');
    expect(stem('react-dnd')).toBe('react-dnd');
    expect(stem('row_keys')).toBe('row_keys');
  });

  it('yields the camel-case parts of a name below the whole name, unless asked not to', () => {
    expect(brief(tokenize('expandedRowRender', 'en'))).toEqual([
      'part expanded 0-8',
      'word expandedrowrender 0-17',
      'part row 8-11',
      'part render 11-17',
    ]);
    expect(brief(tokenize('expandedRowRender', 'en', { parts: false }))).toEqual(['word expandedrowrender 0-17']);
    // A camel-case part carries a stem like a word (`rendering` → render).
    const rendering = tokenize('rowRendering', 'en').find((t) => t.term === 'rendering')!;
    expect(rendering).toMatchObject({ kind: 'part', stem: 'render' });
    // A name of one part has no parts.
    expect(brief(tokenize('Sticky', 'en'))).toEqual(['word sticky 0-6']);
  });

  it('splits a dotted name at its dots', () => {
    expect(brief(tokenize('expandable.expandedRowRender', 'en', { parts: false }))).toEqual([
      'word expandable 0-10',
      'word expandedrowrender 11-28',
    ]);
    expect(brief(tokenize('scroll.x and scroll.y', 'en'))).toEqual([
      'word scroll 0-6',
      'word x 7-8',
      'word and 9-12',
      'word scroll 13-19',
      'word y 20-21',
    ]);
    // An apostrophe splits too; numbers with a decimal point or thousands separator stay whole.
    expect(brief(tokenize("can't 16.9 100,000", 'en', { parts: false }))).toEqual([
      'word can 0-3',
      'word t 4-5',
      'word 16 6-8',
      'word 9 9-10',
      'word 100,000 11-18',
    ]);
  });

  it('gives Chinese text its pairs of neighbouring characters and its single characters', () => {
    // 固定表头 (fixed header): 表头 must be a term of both the docs and the query.
    expect(brief(tokenize('固定表头', 'zh-CN'))).toEqual([
      'char 固 0-1',
      'word 固定 0-2',
      'char 定 1-2',
      'word 定表 1-3',
      'char 表 2-3',
      'word 表头 2-4',
      'char 头 3-4',
    ]);
    // A query keeps single characters only for a lone one (行, 列).
    expect(brief(tokenize('固定表头', 'zh-CN', { chars: 'lone' }))).toEqual([
      'word 固定 0-2',
      'word 定表 1-3',
      'word 表头 2-4',
    ]);
    expect(brief(tokenize('行 高度', 'zh-CN', { chars: 'lone' }))).toEqual(['char 行 0-1', 'word 高度 2-4']);
    // A word the segmenter knows that is longer than a pair is a term too (共和国).
    expect(brief(tokenize('中华人民共和国', 'zh-CN', { chars: 'lone' }))).toContain('word 共和国 4-7');
    // Chinese terms have no stem but themselves.
    expect(tokenize('表头', 'zh-CN').every((t) => t.stem === t.term)).toBe(true);
  });

  it('keeps Latin words glued to Chinese characters as words of their own', () => {
    const terms = brief(tokenize('按Tab键', 'zh-CN'));
    expect(terms).toContain('word tab 1-4');
    expect(terms).toContain('char 键 4-5');
    expect(brief(tokenize('10万行', 'zh-CN'))).toContain('word 10 0-2');
  });

  it('finds every word of a text mixing Chinese and English, in reading order', () => {
    const terms = tokenize('设置 rowKey 属性', 'zh-CN');
    expect(brief(terms.filter((t) => t.kind === 'word'))).toEqual([
      'word 设置 0-2',
      'word rowkey 3-9',
      'word 属性 10-12',
    ]);
    expect(terms.map((t) => t.start)).toEqual([...terms.map((t) => t.start)].sort((a, b) => a - b));
  });

  it('has no terms for blank text or punctuation only', () => {
    expect(tokenize('', 'en')).toEqual([]);
    expect(tokenize(' .,;!? ', 'en')).toEqual([]);
    expect(tokenize('。，', 'zh-CN')).toEqual([]);
  });
});

describe('the word at an offset', () => {
  it('is the word the offset falls in or starts, none between words', () => {
    const text = 'sticky header';
    expect(wordAt(text, 0, 'en')).toEqual([0, 6]);
    expect(wordAt(text, 5, 'en')).toEqual([0, 6]);
    expect(wordAt(text, 6, 'en')).toBeUndefined();
    expect(wordAt(text, 7, 'en')).toEqual([7, 13]);
    expect(wordAt(text, 13, 'en')).toBeUndefined();
  });

  it('is found deep into a long text, at its place in the whole text', () => {
    const text = `${'lorem '.repeat(30)}ipsum dolor`;
    const at = text.indexOf('ipsum');
    expect(wordAt(text, at + 2, 'en')).toEqual([at, at + 5]);
    expect(wordAt(text, at + 5, 'en')).toBeUndefined();
  });
});

describe('ranking helpers', () => {
  it('lower-cases without changing the length', () => {
    expect(fold('ExpandedRowRender')).toBe('expandedrowrender');
    expect(fold('İstanbul').length).toBe('İstanbul'.length);
    // Only the character whose lower case is longer is kept as it is.
    expect(fold('İSTANBUL')).toBe('İstanbul');
  });

  it('splits words into camel-case parts', () => {
    expect(humps('expandedRowRender')).toEqual([0, 8, 11]);
    expect(humps('HTMLElement')).toEqual([0, 4]);
    expect(humps('sticky')).toEqual([0]);
    // Digits start and end a part; a capital after a capital only when a lower-case letter follows.
    expect(humps('h2Title')).toEqual([0, 1, 2]);
    expect(humps('XMLHttpRequest')).toEqual([0, 3, 7]);
    expect(humps('ABC')).toEqual([0]);
    // Every digit is a digit, 0 and 9 included, and a run of digits is one part.
    expect(humps('col12px')).toEqual([0, 3, 5]);
    expect(humps('col0Width')).toEqual([0, 3, 4]);
    expect(humps('col9Width')).toEqual([0, 3, 4]);
  });
});
