// `npm test`: every check of the project, in the order a fresh machine needs them.
// 1. Debian's Chromium (installed when missing)  2. content types, then type check, lint, formatting, knip and
// the unit tests (Vitest) side by side  3. a test build of the site (with debug pages) in its own folder, so
// `dist/` stays what `npm start` serves  4. end-to-end tests (Playwright) against the test build on 127.0.0.1.
// Ends with one line "N passed, N failed" over everything; a test file that fails to load counts as a failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, TEST_CHROMIUM } from './ensure-chromium.mjs';
import { TEST_BUILD_DIR } from './test-build.mjs';

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

/** Vitest: failed tests, plus every file that failed as a whole (it did not load, or a hook threw). */
function unitFailures(report) {
  if (!report) return ['unit tests: no report was written'];
  const failures = [];
  for (const file of report.testResults) {
    const name = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${name} › ${t.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${name} did not run: ${(file.message || 'failed to load').split('\n')[0]}`);
    }
  }
  return failures;
}

/** Playwright: failed or flaky tests, plus errors outside any test (a spec that fails to load). */
function e2eFailures(report) {
  if (!report) return ['end-to-end tests: no report was written'];
  const failures = (report.errors ?? []).map((e) => `end-to-end: ${(e.message ?? String(e)).split('\n')[0]}`);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === 'unexpected' || t.status === 'flaky') failures.push(`${spec.file} › ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return failures;
}

ensureChromium(TEST_CHROMIUM);
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Runs a check with its output held until it ends, so checks that run together print one after another. */
function runQuietly(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${label}\n${output.replace(/^npm warn .*\n/gm, '').trimEnd()}`);
      console.log(
        `◀ ${label}: ${status === 0 ? 'ok' : `exit ${status}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(status === 0);
    });
  });
}

// The static checks read the sources and the content types astro sync writes once here; then they and
// the unit tests (which need no build) run side by side. The build comes after them: it rewrites the
// content types the type check reads.
const failures = [];
let passed = 0;
if (!run('content types (astro sync)', 'npx', ['astro', 'sync'])) failures.push('astro sync failed');
const checks = [
  ['type check', 'node', ['scripts/typecheck.mjs']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['formatting', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ['unused files, exports and dependencies (knip)', 'npx', ['knip']],
];
const unitTests = [
  'unit tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, 'unit.json')}`],
];
const outcomes = await Promise.all(
  [...checks, unitTests].map(([label, command, args]) => runQuietly(label, command, args)),
);
checks.forEach(([label, command, args], i) => {
  if (outcomes[i]) passed += 1;
  else failures.push(`${label} failed (run: ${command} ${args.join(' ')})`);
});
const unit = readJson(path.join(results, 'unit.json'));
passed += unit?.numPassedTests ?? 0;
failures.push(...unitFailures(unit));

if (
  !run('test build (with debug pages)', 'npm', ['run', 'build'], { SITE_DEBUG: '1', SITE_BUILD_DIR: TEST_BUILD_DIR })
) {
  failures.push('the test build failed');
} else {
  run('end-to-end tests', 'npx', ['playwright', 'test'], { SITE_BUILD_DIR: TEST_BUILD_DIR });
  const e2e = readJson(path.join(results, 'e2e.json'));
  passed += e2e?.stats?.expected ?? 0;
  failures.push(...e2eFailures(e2e));
  const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
  if (skipped) failures.push(`${skipped} tests were skipped: no test may be left skipped`);
}

if (failures.length) console.log(`\nFailures:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
