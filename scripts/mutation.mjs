// npm run test:mutation [-- stryker options]: Stryker over the pure modules (stryker.config.mjs), then the
// score per module. `npm run test:mutation -- --mutate src/lib/search/rank.ts` runs one module.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { printMutationSummary } from './mutation-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stryker = spawnSync(path.join(root, 'node_modules/.bin/stryker'), ['run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
if (stryker.status !== 0) process.exit(stryker.status ?? 1);
console.log('');
printMutationSummary();
