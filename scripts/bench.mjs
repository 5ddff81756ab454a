// `npm run bench`: builds the production site and measures it, each figure beside its budget (all of them in
// scripts/bench/budgets.mjs); exits 1 when one is missed. The steps, in this order (scripts/bench/*.mjs):
// - build: the production build, timed;
// - first-visit: per route, the JavaScript and CSS a first visit downloads, and after scrolling
//   (bench-results/bench.json);
// - search: the search box's latency and what it loads on first focus; its first use on /changelog;
// - lighthouse: Lighthouse mobile scores of a few routes;
// - then the issue 9 budget table (bench-results/issue9.json), and three scripts run on their own too:
//   relevance (scripts/bench-search.mjs), mutation (the last Stryker report), live (scripts/bench-live.mjs).
//
// `npm run bench -- --no-build / /demo/simple`: measure the existing build, only these routes (and no
// Lighthouse). `npm run bench -- --steps=search,relevance`: only these steps (on the existing build unless
// build is one of them); the budget table then lists what was not measured as —. With --steps naming
// lighthouse, routes narrow it: `npm run bench -- --steps=lighthouse /demo/simple /demo/virtual-list`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from './bench/build.mjs';
import { FIRST_VISIT_JS } from './bench/budgets.mjs';
import { firstVisit, prerenderedRoutes, printFirstVisit } from './bench/first-visit.mjs';
import { lighthouseScores } from './bench/lighthouse.mjs';
import { budgetFigures, printBudgets } from './bench/report.mjs';
import { printSearchLatency, searchFirstUse, searchLatency } from './bench/search.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { printMutationSummary } from './mutation-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const STEPS = ['build', 'first-visit', 'search', 'lighthouse', 'relevance', 'mutation', 'live'];

const args = process.argv.slice(2);
const only = args.filter((a) => a.startsWith('/'));
const chosen =
  args
    .find((a) => a.startsWith('--steps='))
    ?.slice('--steps='.length)
    .split(',') ?? STEPS;
const unknown = chosen.filter((s) => !STEPS.includes(s));
if (unknown.length) throw new Error(`unknown bench step ${unknown.join(', ')} (the steps: ${STEPS.join(', ')})`);
const run = (step) => chosen.includes(step) && !(step === 'build' && args.includes('--no-build'));

ensureChromium();
let buildSeconds = null;
if (run('build')) {
  console.log('Building the production site…');
  buildSeconds = build();
}
let rows = [];
if (run('first-visit')) {
  rows = await firstVisit(prerenderedRoutes().filter((r) => !only.length || only.includes(r)));
  printFirstVisit(rows, buildSeconds, FIRST_VISIT_JS['/']);
}
let search;
let searchBytes = null;
if (run('search')) {
  search = await searchLatency();
  printSearchLatency(search);
  searchBytes = await searchFirstUse();
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench-results/bench.json'),
  JSON.stringify({ buildSeconds, routes: rows, search }, null, 2),
);

const lighthouseAsked = run('lighthouse') && args.some((a) => a.startsWith('--steps='));
const lh = run('lighthouse') && (!only.length || lighthouseAsked) ? await lighthouseScores(only) : {};
const figures = budgetFigures({ rows, searchBytes, buildSeconds, lighthouse: lh });
let over = printBudgets(figures);
writeFileSync(
  path.join(root, 'bench-results/issue9.json'),
  JSON.stringify({ buildSeconds, searchBytes, lighthouse: lh, figures }, null, 2),
);

/** Runs one of the bench's scripts that also run alone; a non-zero exit is a missed budget. */
const script = (file) => spawnSync(process.execPath, [path.join(root, file)], { cwd: root, stdio: 'inherit' }).status;

if (run('relevance')) {
  // Search relevance (hit@1, hit@3, MRR per language) and ranking time, with their own bars.
  console.log('\nSearch relevance on tests/search/relevance-set.json');
  if (script('scripts/bench-search.mjs') !== 0) over += 1;
}
if (run('mutation')) {
  // The last mutation score, read from Stryker's report (Stryker itself is far too slow to run here).
  console.log('');
  printMutationSummary();
}
// The live editor's budgets (first Edit bytes, keystroke → table, transpile, typing), on this build.
if (run('live') && script('scripts/bench-live.mjs') !== 0) over += 1;
process.exit(over ? 1 : 0);
