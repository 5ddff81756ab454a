import type { Finding, TextEdit } from './rules.ts';

// Applying the upgrade rules' fixes: apart from the rules themselves, so that code which only applies fixes (the
// checker's page, with its findings made in a worker) does not load the parser the rules need.

/**
 * The edits that make the fixes of `findings`, last first. Each finding's edits go in together or not at all; a
 * finding whose edits overlap ones already taken (two findings sharing one fix, such as moving props into
 * expandable) is skipped.
 */
export function fixEdits(findings: readonly Finding[]): TextEdit[] {
  const taken: TextEdit[] = [];
  const same = (a: TextEdit, b: TextEdit) => a.from === b.from && a.to === b.to && a.insert === b.insert;
  const overlaps = (a: TextEdit, b: TextEdit) =>
    (a.from < b.to && b.from < a.to) || (a.from === b.from && a.to === b.to);
  for (const finding of findings) {
    if (!finding.fix) continue;
    // An edit another finding already brings (the import both `Table.Summary` fixes add) is shared, not a clash.
    const fresh = finding.fix.filter((edit) => !taken.some((other) => same(edit, other)));
    if (fresh.some((edit) => taken.some((other) => overlaps(edit, other)))) continue;
    taken.push(...fresh);
  }
  return taken.sort((a, b) => b.from - a.from || b.to - a.to);
}

/** Apply the fixes of `findings` to `source` (see fixEdits). */
export function applyFixes(source: string, findings: readonly Finding[]): string {
  let result = source;
  for (const edit of fixEdits(findings)) result = result.slice(0, edit.from) + edit.insert + result.slice(edit.to);
  return result;
}
