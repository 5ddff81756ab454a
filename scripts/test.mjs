// `npm test`: every test of the project, in the order a fresh machine needs them.
// 1. Debian's Chromium (installed when missing)  2. a build of the site (with debug pages, SITE_DEBUG=1)
// 3. unit tests (Vitest)  4. end-to-end tests (Playwright) against the built site on 127.0.0.1.
// Ends with one line "N passed, N failed" over both suites.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, 'test-reports');

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `◀ ${label}: ${status === 0 ? 'ok' : `exit ${status}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

ensureChromium();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

if (!run('build (with debug pages)', 'npm', ['run', 'build'], { SITE_DEBUG: '1' })) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const unitOk = run('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(results, 'unit.json')}`,
]);
const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test']);

const unit = readJson(path.join(results, 'unit.json'));
const e2e = readJson(path.join(results, 'e2e.json'));
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (unit ? unit.numFailedTests : 1) + (e2e ? e2e.stats.unexpected + e2e.stats.flaky : 1);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log(
  `\nunit: ${unit?.numPassedTests ?? '?'} passed, ${unit?.numFailedTests ?? '?'} failed; end-to-end: ${e2e?.stats?.expected ?? '?'} passed, ${e2e?.stats?.unexpected ?? '?'} failed`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(unitOk && e2eOk && failed === 0 ? 0 : 1);
