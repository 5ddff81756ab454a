import { applyFixes, lintUpgrade, type Finding, type LintResult } from './rules.ts';

/**
 * The upgrade checker of the guide page (/migration): what its worker is asked and answers. Pure, so that the
 * worker (src/client/workers/upgrade.worker.ts) and the unit tests run the same steps: check a component's
 * code, or apply the fixes of some of its findings (all of them, or one by index) and check the result.
 */
export interface CheckRequest {
  id: number;
  source: string;
  /** Apply the fixes of these findings of `source` first: 'all', or the index of one finding. */
  apply?: 'all' | number;
}

export interface CheckResponse {
  id: number;
  /** The code that was checked: `source`, or `source` with the fixes applied. */
  source: string;
  result: LintResult;
  /** How many findings' fixes went in (0 when nothing was applied). */
  applied: number;
}

export function check({ id, source, apply }: CheckRequest): CheckResponse {
  if (apply === undefined) return { id, source, result: lintUpgrade(source), applied: 0 };
  const before = lintUpgrade(source);
  if (!before.ok) return { id, source, result: before, applied: 0 };
  const chosen: Finding[] =
    apply === 'all' ? before.findings.filter((f) => f.fix) : [before.findings[apply]].filter((f) => f?.fix);
  const fixed = applyFixes(source, chosen);
  return { id, source: fixed, result: lintUpgrade(fixed), applied: fixed === source ? 0 : chosen.length };
}
