// npm run test:mutation [-- stryker options]: Stryker over the pure modules (stryker.config.mjs), then the
// score per module. Without options it runs each group below in turn; with options (`-- --mutate
// src/lib/search/rank.ts`) it runs Stryker once with them (related tests, report in reports/mutation/all/).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { printMutationSummary } from './mutation-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Each group: modules to mutate and the unit test files that exercise them. The search text modules run
 * against their own quick tests only (no search index to build per mutant: about 4× as many mutants a
 * minute); ranking against the ranking and relevance tests on the real index and the stage tests on
 * small hand-written indexes; the rest against the test files that import them (`vitest.related`).
 */
export const MUTATION_GROUPS = [
  {
    name: 'search-text',
    mutate: ['src/lib/search/highlight.ts', 'src/lib/search/tokenize.ts', 'src/lib/search/lexicon.ts'],
    testFiles: [
      'tests/unit/search-highlight.test.ts',
      'tests/unit/search-tokenize.test.ts',
      'tests/unit/search-lexicon.test.ts',
    ],
  },
  {
    name: 'search-rank',
    // The ranking pipeline and its stages.
    mutate: [
      'src/lib/search/rank.ts',
      'src/lib/search/prepare.ts',
      'src/lib/search/edit-distance.ts',
      'src/lib/search/query.ts',
      'src/lib/search/score.ts',
      'src/lib/search/results.ts',
    ],
    testFiles: [
      'tests/unit/search-rank.test.ts',
      'tests/unit/search-relevance.test.ts',
      'tests/unit/search-ranking-stages.test.ts',
    ],
  },
  {
    name: 'other',
    mutate: [
      'src/lib/search/combobox.ts',
      'src/lib/theme/color-mode.ts',
      'src/lib/i18n/locales.ts',
      'src/lib/site/markdown-path.ts',
      'src/lib/sandbox/payload.ts',
      'src/lib/changelog/*.ts',
      'src/lib/api-docs/*.ts',
      '!src/lib/api-docs/types.ts',
      'scripts/static-*.mjs',
    ],
  },
];

function stryker(args, group) {
  const run = spawnSync(path.join(root, 'node_modules/.bin/stryker'), ['run', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_GROUP: group },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = process.argv.slice(2);
  if (options.length) stryker(options, 'all');
  else {
    for (const group of MUTATION_GROUPS) {
      console.log(`\n== ${group.name} ==`);
      stryker(
        ['--mutate', group.mutate.join(','), ...(group.testFiles ? ['--testFiles', group.testFiles.join(',')] : [])],
        group.name,
      );
    }
  }
  console.log('');
  printMutationSummary();
}
