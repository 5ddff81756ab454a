import { describe, expect, it } from 'vitest';
import { moveActive, searchStatus, type SearchAnswer } from '../../src/shared/search/combobox';

const answer = (keywords: string, failed = false): SearchAnswer => ({ keywords, groups: [], total: 0, failed });

describe('search box state', () => {
  it('is idle with nothing typed, loading until the answer to the typed words arrives', () => {
    expect(searchStatus('', null)).toBe('idle');
    expect(searchStatus('', answer('sticky'))).toBe('idle');
    expect(searchStatus('sticky', null)).toBe('loading');
    // An answer to an earlier query does not count for the new one.
    expect(searchStatus('sticky header', answer('sticky'))).toBe('loading');
    expect(searchStatus('sticky', answer('sticky'))).toBe('done');
    expect(searchStatus('sticky', answer('sticky', true))).toBe('failed');
  });

  it('moves through the results with the arrow keys, wrapping at both ends', () => {
    expect(moveActive(-1, 5, 1)).toBe(0);
    expect(moveActive(-1, 5, -1)).toBe(4);
    expect(moveActive(0, 5, 1)).toBe(1);
    expect(moveActive(4, 5, 1)).toBe(0);
    expect(moveActive(0, 5, -1)).toBe(4);
    expect(moveActive(2, 5, -1)).toBe(1);
  });

  it('has no active result when there are none, or when the list shrank under it', () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
    expect(moveActive(3, 0, -1)).toBe(-1);
    expect(moveActive(7, 3, 1)).toBe(0);
    // Shrunk to exactly as many results as the old position: it is past the end, so Down starts over
    // at the first and Up at the last.
    expect(moveActive(3, 3, 1)).toBe(0);
    expect(moveActive(3, 3, -1)).toBe(2);
  });
});
