import { applyFixes } from '../../shared/upgrade/fixes.ts';
import { lintUpgrade, type Finding } from '../../shared/upgrade/rules.ts';

export interface Upgraded {
  /** The reader's 7.x code. */
  before: string;
  /** With every mechanical fix applied. */
  after: string;
  /** What is left to do by hand: the findings left in `after`. */
  todo: Finding[];
}

/** 7.x code → 1.x code by the upgrade rules' fixes; code that does not parse stays as it is. */
export function upgradeCode(before: string): Upgraded {
  let after = before;
  // Fixes that shared an edit with one taken are applied in a second round (applyFixes skips a clash).
  for (let round = 0; round < 3; round++) {
    const result = lintUpgrade(after);
    if (!result.ok) break;
    const next = applyFixes(after, result.findings);
    if (next === after) break;
    after = next;
  }
  const last = lintUpgrade(after);
  return { before, after, todo: last.ok ? last.findings : [] };
}
