import { excerpt, highlight, type Range } from './highlight';
import type { PreparedIndex, Unit } from './prepare';
import type { Scored } from './score';
import { wordAt } from './tokenize';
import type { Fragment, HitType, SearchGroup, SearchHit, SearchResults } from './types';

/**
 * The last stage of the search (see rank.ts): the scored units as the results panel shows them, sorted,
 * cut to MAX_HITS, grouped, each hit's title and text highlighted.
 */

const GROUP_ORDER_FACTOR = 1000;
const MAX_HITS = 50;
/** Hits listed per group at most: a big group of weak hits must not push the next group's best out of sight. */
const MAX_GROUP_HITS = 8;
/** Hits scoring at least this share of the best one are the leading answers: their groups are listed first. */
const LEAD_SHARE = 0.5;
/** Characters of text a hit shows at most (after the leading cut). */
const MAX_TEXT = 200;

function hitType(unit: Unit, titleMatched: boolean): HitType {
  if (unit.kind === 'demo') return 'demo';
  if (!titleMatched) return 'content';
  return unit.kind === 'page' ? 'page' : 'title';
}

function toHit(index: PreparedIndex, { unit: u, score: priority, acc }: Scored): SearchHit {
  const unit = index.units[u];
  // The text shown: the paragraph with the most concepts (the first on a tie), else the first paragraph.
  let shown = 0;
  let most = 0;
  for (const [p, set] of acc.textConcepts) {
    if (set.size > most || (set.size === most && p < shown)) {
      most = set.size;
      shown = p;
    }
  }
  const titleIsMatched = unit.title !== null && unit.title.raw === unit.displayTitle;
  const text = unit.text[shown];
  return {
    type: hitType(unit, acc.titleRanges.length > 0),
    link: unit.link,
    priority,
    pageTitle: unit.page.title,
    ...(unit.api ? { api: true as const } : {}),
    title: highlight(unit.displayTitle, titleIsMatched ? acc.titleRanges : []),
    text: text ? snippet(text.raw, acc.textRanges.get(shown) ?? [], index.locale) : [],
  };
}

/** A text with its matches highlighted, cut before the first match and after MAX_TEXT, at word boundaries. */
function snippet(raw: string, ranges: Range[], locale: string): Fragment[] {
  return excerpt(raw, ranges, { wordAt: (offset) => wordAt(raw, offset, locale), max: MAX_TEXT });
}

/**
 * Higher score first; scores that differ only by floating-point rounding (sums of the same terms in another
 * order) are equal, so the tie-breaks decide, not the last bit of a sum.
 */
function byScore(a: number, b: number): number {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)) ? 0 : b - a;
}

/** The scored units as results: best first, grouped by navigation item (each group once), the leading answers' groups first. */
export function results(index: PreparedIndex, scored: Scored[]): SearchResults {
  scored.sort(
    (a, b) =>
      byScore(a.score, b.score) ||
      index.units[a.unit].displayTitle.length - index.units[b.unit].displayTitle.length ||
      a.unit - b.unit,
  );
  const groups = new Map<string, SearchGroup & { best: number; bestScore: number; lead: boolean; leads: number }>();
  // Only a title the query matches makes a leading answer: when the best hit matches in its text alone,
  // every hit is as weak a guess, and they are grouped as one list.
  const top = scored[0];
  const leadFloor = top?.acc.titleRanges.length ? top.score * LEAD_SHARE : -Infinity;
  let shown = 0;
  scored.forEach((s, rank) => {
    if (shown === MAX_HITS) return;
    const unit = index.units[s.unit];
    const { navTitle, navOrder } = unit.page;
    const lead = s.score >= leadFloor;
    // One group per navigation item (its API rows apart): listed once, so the reader finds every hit of
    // "Demo" together; a group that holds a leading answer is listed with the leading answers, and takes
    // its weaker hits along, after its leading ones.
    const key = `${navOrder}\u0000${navTitle}\u0000${unit.api}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        title: navTitle,
        priority: navOrder * GROUP_ORDER_FACTOR,
        ...(unit.api ? { api: true as const } : {}),
        hits: [],
        best: rank,
        bestScore: s.score,
        lead,
        leads: 0,
      };
      groups.set(key, group);
    }
    if (lead) group.leads++;
    if (group.hits.length === MAX_GROUP_HITS) return;
    group.hits.push(toHit(index, s));
    shown++;
  });
  // Hits are already in score order, so a group's first hit is its best: list groups by it, the groups
  // holding a leading answer first. Between two groups whose best answers score the same, the one with more
  // leading answers comes first: listed once, a group puts all its hits before the next group, and the
  // group that answers the query more fully must not push the other's best answer down ("sticky": the
  // Sticky header pages before the API group, whose `sticky` row is its only leading answer).
  const list = [...groups.values()]
    .sort(
      (a, b) =>
        Number(b.lead) - Number(a.lead) ||
        byScore(a.bestScore, b.bestScore) ||
        b.leads - a.leads ||
        a.priority - b.priority ||
        a.best - b.best,
    )
    .map(({ best: _best, bestScore: _score, lead: _lead, leads: _leads, ...group }): SearchGroup => group);
  return { groups: list, total: scored.length };
}
