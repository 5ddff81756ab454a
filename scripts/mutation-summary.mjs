// The mutation score of each module from Stryker's last report (npm run test:mutation writes it), against the
// goal of 85 % killed. Reads the report only: `npm run bench` prints it too, without running Stryker.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const MUTATION_REPORT = path.resolve(import.meta.dirname, '../reports/mutation/mutation.json');
export const MUTATION_GOAL = 85;

/**
 * Per file: killed (timeouts count as killed, as Stryker counts them), survived, not covered, ignored, and
 * the score: detected / (detected + undetected), Stryker's own formula.
 */
export function mutationScores(report) {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const count = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
      const killed = count('Killed', 'Timeout');
      const survived = count('Survived');
      const noCoverage = count('NoCoverage');
      const valid = killed + survived + noCoverage;
      return {
        file,
        killed,
        survived,
        noCoverage,
        ignored: count('Ignored'),
        score: valid ? (100 * killed) / valid : null,
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Prints the table; returns how many modules are below the goal, or null when there is no report. */
export function printMutationSummary() {
  if (!existsSync(MUTATION_REPORT)) {
    console.log('No mutation report yet: npm run test:mutation writes reports/mutation/mutation.json.');
    return null;
  }
  const scores = mutationScores(JSON.parse(readFileSync(MUTATION_REPORT, 'utf8')));
  const width = Math.max(...scores.map((s) => s.file.length)) + 2;
  console.log(
    `Mutation score per module (goal ≥ ${MUTATION_GOAL} % killed; report of ${statSync(MUTATION_REPORT).mtime.toISOString()})`,
  );
  console.log(
    `${'module'.padEnd(width)}${'score'.padStart(8)}${'killed'.padStart(8)}${'survived'.padStart(10)}${'no cov.'.padStart(9)}${'ignored'.padStart(9)}`,
  );
  let below = 0;
  for (const s of scores) {
    const ok = s.score === null || s.score >= MUTATION_GOAL;
    if (!ok) below += 1;
    const score = s.score === null ? '—' : `${s.score.toFixed(1)} %`;
    console.log(
      `${s.file.padEnd(width)}${score.padStart(8)}${String(s.killed).padStart(8)}${String(s.survived).padStart(10)}${String(s.noCoverage).padStart(9)}${String(s.ignored).padStart(9)}${ok ? '' : '  below goal'}`,
    );
  }
  return below;
}

if (import.meta.url === `file://${process.argv[1]}`) printMutationSummary();
