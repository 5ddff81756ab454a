// The bench's Lighthouse step (mobile, its default form factor and throttling): each route three times,
// the demo pages five (their score must hold on every run, not only in the median: issue 27). The pages come
// from the project's static server, compressed as every public host sends them (until 27 Nov 2026 they were
// sent raw, which cost the home page, 217 KB of HTML or 34 KB compressed, 2–4 points).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../ensure-chromium.mjs';
import { createStaticServer, listen } from '../static-server.mjs';

const LIGHTHOUSE_ROUTES = [
  '/',
  '/changelog',
  '/demo/simple',
  '/demo/virtual-list',
  '/?tab=api',
  '/7.x',
  '/7.x/demo/simple',
];
const LIGHTHOUSE_RUNS = 3;
/** Routes run more often, every run held to the budget (their islands once raced the first paint). */
export const LIGHTHOUSE_EVERY_RUN = { '/demo/virtual-list': 5, '/demo/simple': 5 };
/** How many times a route runs. */
export const runsOf = (route) => LIGHTHOUSE_EVERY_RUN[route] ?? LIGHTHOUSE_RUNS;

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Per route: the median performance of its runs and, for the routes of LIGHTHOUSE_EVERY_RUN, the worst;
 * CLS the worst of them; the other categories of the first.
 */
export async function lighthouseScores(routes = []) {
  const server = createStaticServer();
  const base = await listen(server);
  const scores = {};
  try {
    for (const route of routes.length ? routes : LIGHTHOUSE_ROUTES) {
      const runs = [];
      for (let i = 0; i < runsOf(route); i++) runs.push(await lighthouseRun(`${base}${route}`));
      const perf = runs.map((r) => r.performance).sort((a, b) => a - b);
      scores[route] = {
        ...runs[0],
        performance: perf[Math.floor(perf.length / 2)],
        performanceRuns: runs.map((r) => r.performance),
        performanceWorst: perf[0],
        cls: Math.max(...runs.map((r) => r.cls ?? 0)),
      };
    }
  } finally {
    server.close();
  }
  return scores;
}
