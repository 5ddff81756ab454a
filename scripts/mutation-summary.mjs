// The mutation score of each module from Stryker's last reports (npm run test:mutation writes one per group,
// reports/mutation/<group>/mutation.json), against the goal of 85 % killed. Reads the reports only: `npm run
// bench` prints them too, without running Stryker.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const MUTATION_REPORTS = path.resolve(import.meta.dirname, '../reports/mutation');
export const MUTATION_GOAL = 85;
/** Equivalent survivors, each with why no test can kill it. */
export const EQUIVALENT_MUTANTS_DOC = 'tests/mutation/equivalent-mutants.md';

/** The reports, oldest first, so a newer report's modules replace an older one's. */
function reports() {
  if (!existsSync(MUTATION_REPORTS)) return [];
  return readdirSync(MUTATION_REPORTS)
    .map((dir) => path.join(MUTATION_REPORTS, dir, 'mutation.json'))
    .filter((file) => existsSync(file))
    .map((file) => ({ file, time: statSync(file).mtime }))
    .sort((a, b) => a.time.getTime() - b.time.getTime());
}

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
  const found = reports();
  if (!found.length) {
    console.log('No mutation report yet: npm run test:mutation writes reports/mutation/<group>/mutation.json.');
    return null;
  }
  // Mutants by place and change: a module measured in parts (`--mutate rank.ts:1-200`) adds up, and a newer
  // report's result for a mutant replaces an older one's.
  const byFile = new Map();
  for (const { file } of found) {
    for (const [name, { mutants }] of Object.entries(JSON.parse(readFileSync(file, 'utf8')).files)) {
      const known = byFile.get(name) ?? new Map();
      for (const m of mutants) {
        const { start, end } = m.location;
        known.set(`${start.line}:${start.column}-${end.line}:${end.column} ${m.mutatorName} ${m.replacement}`, m);
      }
      byFile.set(name, known);
    }
  }
  const files = Object.fromEntries([...byFile].map(([name, known]) => [name, { mutants: [...known.values()] }]));
  const scores = mutationScores({ files });
  const newest = found[found.length - 1].time;
  const width = Math.max(...scores.map((s) => s.file.length)) + 2;
  console.log(`Mutation score per module (goal ≥ ${MUTATION_GOAL} % killed; newest report ${newest.toISOString()})`);
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
  console.log(
    `Equivalent survivors (no test can tell them from the code), each with its reason: ${EQUIVALENT_MUTANTS_DOC}`,
  );
  return below;
}

if (import.meta.url === `file://${process.argv[1]}`) printMutationSummary();
