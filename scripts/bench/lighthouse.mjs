// The bench's Lighthouse step (mobile, its default form factor and throttling): each route three times.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../ensure-chromium.mjs';
import { createStaticServer, listen } from '../static-server.mjs';

const LIGHTHOUSE_ROUTES = ['/', '/changelog', '/demo/simple', '/demo/virtual-list', '/?tab=api'];
export const LIGHTHOUSE_RUNS = 3;

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

/** Per route: the median performance of three runs; CLS the worst of them; the other categories of the first. */
export async function lighthouseScores() {
  const server = createStaticServer();
  const base = await listen(server);
  const scores = {};
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(`${base}${route}`));
      const perf = runs.map((r) => r.performance).sort((a, b) => a - b);
      scores[route] = {
        ...runs[0],
        performance: perf[Math.floor(perf.length / 2)],
        performanceRuns: runs.map((r) => r.performance),
        cls: Math.max(...runs.map((r) => r.cls ?? 0)),
      };
    }
  } finally {
    server.close();
  }
  return scores;
}
