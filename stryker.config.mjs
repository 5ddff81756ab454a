// Mutation testing of the pure modules (npm run test:mutation; not part of npm test: it takes tens of
// minutes on a 2-core machine). Stryker changes one operator, literal or condition at a time and runs the
// unit tests that cover the changed code; a change no test notices is a gap in the tests.
// scripts/mutation.mjs runs it once per group of modules (MUTATION_GROUPS there): each group with the unit
// test files written for it (`--testFiles`), its own incremental cache and report in reports/mutation/<group>/.
// `MUTATION_GROUP` (set by that script) names the group; without it, `reports/mutation/all/`.
// The equivalent survivors (no test can tell them from the code) are listed in tests/mutation/equivalent-mutants.md.

import { MUTATION_GROUPS } from './scripts/mutation.mjs';

const group = process.env.MUTATION_GROUP || 'all';
const reports = `reports/mutation/${group}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // `related`: for each mutant, only the test files whose imports reach the mutated file.
  vitest: { configFile: 'vitest.stryker.config.ts', related: true },
  coverageAnalysis: 'perTest',
  // Static mutants (in module-level data: the API tables' prose, the synonym and stop-word tables) are
  // 87 % of all mutants, and each needs every related test file to reload its modules: days on 2 cores.
  // They are reported as ignored; the data is checked by its own tests (documented defaults against
  // rc-table, catalogs, the relevance set), and `--ignoreStatic false` runs them on a machine of one's own.
  ignoreStatic: true,
  // Every module of every group (scripts/mutation.mjs, the one list).
  mutate: MUTATION_GROUPS.flatMap((g) => g.mutate),
  // Two cores, shared: one test process (`--concurrency 2` on a machine of one's own).
  concurrency: 1,
  timeoutMS: 30_000,
  // The incremental file is a local cache (git-ignored): it would change with every edit of a mutated
  // file or test and conflict between branches; a fresh checkout runs everything once.
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reports}/mutation.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    reportTests: false,
    reportScoreTable: true,
    reportMutants: true,
  },
  tempDirName: '.stryker-tmp',
  // Anchored at the root: an unanchored 'build' would also leave src/build/ out of the sandbox.
  ignorePatterns: [
    '/build',
    '/build-*',
    '/dist',
    '/.astro',
    '/test-results',
    '/test-reports',
    '/bench-results',
    '/reports',
  ],
  thresholds: { high: 85, low: 70, break: null },
};

export default config;
