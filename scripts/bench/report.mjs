// The bench's report: every figure beside its budget (scripts/bench/budgets.mjs), one line each, and
// how many are over.
import { BUILD_SECONDS, FIRST_VISIT_JS, LIGHTHOUSE, SEARCH_FIRST_USE } from './budgets.mjs';
import { LIGHTHOUSE_EVERY_RUN, runsOf } from './lighthouse.mjs';
import { kb } from './sizes.mjs';

const seconds = (s) => (s === null ? 'not measured' : `${s.toFixed(1)} s`);
const plain = (n) => (n === null ? '—' : String(Number(n.toFixed(3))));

/**
 * The issue 9 figures of a run, each as [label, value, budget, format, 'max' (value ≤ budget) | 'min'
 * (value ≥ budget)]; a figure the run did not measure has no value.
 */
export function budgetFigures({ rows, searchBytes, buildSeconds, lighthouse: lh }) {
  return [
    ...[...Object.keys(FIRST_VISIT_JS), '/demo/virtual-list'].flatMap((route) => {
      const row = rows.find((r) => r.route === route);
      return [
        [`${route} first-visit JS`, row?.js, FIRST_VISIT_JS[route] ?? null, kb, 'max'],
        [`${route} first-visit CSS`, row?.css, null, kb, 'max'],
      ];
    }),
    ['search first use on /changelog (incl. index)', searchBytes, SEARCH_FIRST_USE, kb, 'max'],
    ['whole-site build', buildSeconds, BUILD_SECONDS, seconds, 'max'],
    ...Object.entries(lh).flatMap(([route, s]) => [
      [
        `Lighthouse ${route} performance (median of ${runsOf(route)}: ${s.performanceRuns.join(', ')})`,
        s.performance,
        LIGHTHOUSE.performance,
        plain,
        'min',
      ],
      // A demo page must meet the budget on every run, not only in the median.
      ...(route in LIGHTHOUSE_EVERY_RUN
        ? [
            [
              `Lighthouse ${route} performance, worst of ${runsOf(route)} runs`,
              s.performanceWorst,
              LIGHTHOUSE.performance,
              plain,
              'min',
            ],
          ]
        : []),
      [`Lighthouse ${route} CLS`, s.cls, LIGHTHOUSE.cls, plain, 'max'],
      [`Lighthouse ${route} accessibility`, s.accessibility, LIGHTHOUSE.category, plain, 'min'],
      [`Lighthouse ${route} best practices`, s.bestPractices, LIGHTHOUSE.category, plain, 'min'],
      [`Lighthouse ${route} SEO`, s.seo, LIGHTHOUSE.category, plain, 'min'],
    ]),
  ];
}

/** Prints the figures as a table; returns how many are over their budget. */
export function printBudgets(figures) {
  console.log('\nIssue 9 budgets (first visit at 1280×720, gzip; Lighthouse mobile)');
  const labelWidth = Math.max(...figures.map(([label]) => label.length)) + 2;
  let over = 0;
  for (const [label, value, budget, format, kind] of figures) {
    const known = value !== null && value !== undefined;
    const ok = !known || budget === null ? null : kind === 'min' ? value >= budget : value <= budget;
    if (ok === false) over += 1;
    const limit = budget === null ? 'no budget' : `budget ${kind === 'min' ? '≥' : '≤'} ${format(budget)}`;
    console.log(
      `${label.padEnd(labelWidth)}${format(known ? value : null).padEnd(14)}${limit.padEnd(20)}${ok === null ? '' : ok ? 'ok' : 'OVER'}`,
    );
  }
  return over;
}
