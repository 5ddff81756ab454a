// npm run test:mutation [-- stryker options]: Stryker over the pure modules (stryker.config.mjs), then the
// score per module. Without options it runs each group below in turn; with options (`-- --mutate
// src/shared/search/rank.ts`) it runs Stryker once with them (related tests, report in reports/mutation/all/).
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
    mutate: ['src/shared/search/highlight.ts', 'src/shared/search/tokenize.ts', 'src/shared/search/lexicon.ts'],
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
      'src/shared/search/rank.ts',
      'src/shared/search/prepare.ts',
      'src/shared/search/edit-distance.ts',
      'src/shared/search/query.ts',
      'src/shared/search/score.ts',
      'src/shared/search/results.ts',
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
      'src/shared/search/combobox.ts',
      'src/shared/theme/color-mode.ts',
      'src/shared/i18n/locales.ts',
      'src/shared/site/markdown-path.ts',
      'src/shared/sandbox/payload.ts',
      'src/build/changelog/*.ts',
      'src/build/api-docs/*.ts',
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
