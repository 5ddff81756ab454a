import type { SearchGroup } from '../../shared/search/types';
import { formatRoute, parseRoute } from '../../shared/site/route.ts';
import type { LineId } from '../../shared/site/config.ts';

/**
 * Measures a ranking against a relevance set (tests/search/relevance-set.json): for each query, the
 * position of the first result that answers it. Pure: the caller passes the search function, so the
 * same code measures the shipped ranking and any candidate.
 */

export interface RelevanceQuery {
  locale: string;
  /** What the query tests: `prop` (an API name), `natural` (a question in words), `typo`, `forms` (word forms). */
  kind: string;
  query: string;
  /**
   * Links that answer the query, as addresses of the current line (the root): a page (`/demo/key`, any of
   * its sections counts) or one exact `#` target. On another line the same page under its prefix answers.
   */
  expect: string[];
  /** The lines the question belongs to (a prop only 1.x has); every line when absent. */
  lines?: LineId[];
}

/** A root address (`/zh-CN/demo/key#key`, `/?tab=api#x`) as the same page of `line` (`/zh-CN/7.x/demo/key#key`). */
export function onLine(address: string, line: LineId): string {
  const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(address)!;
  return formatRoute({ ...parseRoute(pathname), line }) + rest;
}

/** The questions of the set a line's index is asked, their answers on that line. */
export const queriesOnLine = (queries: RelevanceQuery[], line: LineId): RelevanceQuery[] =>
  queries
    .filter((q) => !q.lines || q.lines.includes(line))
    .map((q) => ({ ...q, expect: q.expect.map((e) => onLine(e, line)) }));

export interface QueryOutcome extends RelevanceQuery {
  /** 1-based position of the first answering result; 0 when none answers. */
  rank: number;
  /** The first three result links, to see what came first instead. */
  top: string[];
}

export interface Metrics {
  queries: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
}

/** Whether a result link answers an expected link: the same link, or inside the expected page. */
export function answers(link: string, expected: string): boolean {
  if (link === expected) return true;
  return !expected.includes('#') && link.split('#')[0] === expected;
}

/** The result links in the order a reader sees them: group by group. */
const resultLinks = (groups: SearchGroup[]) => groups.flatMap((g) => g.hits.map((h) => h.link));

function rankOf(links: string[], expect: string[]): number {
  const at = links.findIndex((link) => expect.some((e) => answers(link, e)));
  return at + 1;
}

export function evaluate(
  queries: RelevanceQuery[],
  search: (locale: string, query: string) => SearchGroup[],
): QueryOutcome[] {
  return queries.map((q) => {
    const links = resultLinks(search(q.locale, q.query));
    return { ...q, rank: rankOf(links, q.expect), top: links.slice(0, 3) };
  });
}

export function metrics(outcomes: QueryOutcome[]): Metrics {
  const n = outcomes.length || 1;
  const share = (test: (o: QueryOutcome) => boolean) => outcomes.filter(test).length / n;
  return {
    queries: outcomes.length,
    hitAt1: share((o) => o.rank === 1),
    hitAt3: share((o) => o.rank >= 1 && o.rank <= 3),
    mrr: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n,
  };
}
