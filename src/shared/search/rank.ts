import type { PreparedIndex } from './prepare';
import { concepts } from './query';
import { results } from './results';
import { score } from './score';
import type { SearchGroup, SearchResults } from './types';

/**
 * Ranking, in short:
 * - Units: each page (its title; its description and opening text), each section and API row, each
 *   demo. Index and query are split into terms by tokenize.ts (Intl.Segmenter words, stems, Chinese pairs).
 * - A query is a list of concepts: each word (stop words dropped), or an expression of the synonym table
 *   (`stay on top`, `固定表头`) with what the table adds (`sticky`, `吸顶`). A concept matches a term
 *   exactly, else by prefix (`virt` → virtual, `expandR` → expandedRowRender), stem (dragging → drag),
 *   synonym, or with a small typo (`stiky`), each worth less than the one before (MATCH_FACTOR).
 * - Each concept scores BM25-like where it weighs most: a term in a page title counts WEIGHT.pageTitle
 *   (100) × its idf, in a section or demo title WEIGHT.title (10) × idf, in the text 1 × idf, saturated
 *   by term frequency and text length. Partial credit: a unit need not have every concept; its sum is
 *   multiplied by the share of the query's concepts it has.
 * - Hits are sorted by that score, the best MAX_HITS kept, then grouped by the page's top navigation item
 *   (API rows in a group of their own). Groups are listed by their best hit, so the best answer is always
 *   first; between equally good groups the navigation order (× GROUP_ORDER_FACTOR) decides.
 * - The leading answers (a score of at least LEAD_SHARE of the best one, when that one matches in its
 *   title) are grouped apart and listed
 *   before the rest: a group's weaker hits never stand between two answers. "sticky" lists the `sticky`
 *   row and the Sticky header pages, then the rows that merely mention the word.
 */

export { prepareIndex, type PreparedIndex } from './prepare';
export { editDistance } from './edit-distance';
export { parseQuery } from './query';

/**
 * The ranked, grouped hits of a query, and how many there are in all; an empty (or blank) query has none.
 * The stages: the index prepared once (prepare.ts), the query as concepts (query.ts), each unit scored
 * (score.ts), the scored units as results (results.ts).
 */
export function searchAll(index: PreparedIndex, query: string): SearchResults {
  return results(index, score(index, concepts(index, query)));
}

/** The ranked, grouped hits of a query (at most MAX_HITS). */
export function search(index: PreparedIndex, query: string): SearchGroup[] {
  return searchAll(index, query).groups;
}
