import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesOf, classTable } from '../../src/build/upgrade/css-class-map';
import { CLASS_RENAMES } from '../../src/shared/upgrade/css-classes';

const root = path.resolve(import.meta.dirname, '../..');
const v7Dir = path.join(root, 'node_modules/rc-table');
const v1Dir = path.join(root, 'node_modules/@rc-component/table');
const v7 = classesOf(v7Dir);
const v1 = classesOf(v1Dir);
const has = (p: typeof v7, name: string) => p.styled.has(name) || p.emitted.has(name);

describe('the CSS class table of the upgrade (generated from the installed packages)', () => {
  it('reads the classes from both stylesheets and from the class names both builds put together', () => {
    // Facts gathered from the two tarballs: the 7.x stylesheet styles the left/right fixed cells and the ping
    // states; 1.x styles start/end shadows; both emit rc-table-row-level-<n> and rc-table-cell-fix-sticky.
    expect(v7.styled).toContain('rc-table-ping-left');
    expect(v7.styled).toContain('rc-table-cell-fix-right-first');
    expect(v7.emitted).toContain('rc-table-cell-fix-left-last');
    expect(v7.emitted).toContain('rc-table-has-fix-left');
    expect(v1.styled).toContain('rc-table-cell-fix-start-shadow-show');
    expect(v1.emitted).toContain('rc-table-cell-fix-start');
    expect(v1.emitted).toContain('rc-table-cell-fix-sticky');
    expect(v7.emitted).toContain('rc-table-row-level-');
    expect(v1.emitted).toContain('rc-table-row-level-');
  });

  it('has an entry for every 7.x class that 1.x dropped (fails when a package update adds one)', () => {
    const { unmapped, rows } = classTable(v7Dir, v1Dir);
    expect(unmapped).toEqual([]);
    // The 7.x-only classes of the fixed-column rework (react-component/table#1245) and of the measure row.
    const gone = rows.filter((r) => r.replacement !== r.name).map((r) => r.name);
    expect(gone.sort()).toEqual(Object.keys(CLASS_RENAMES).sort());
    expect(gone).toHaveLength(14);
  });

  it('renames only classes 7.x has and 1.x does not, to classes 1.x really has', () => {
    for (const [from, to] of Object.entries(CLASS_RENAMES)) {
      expect(has(v7, from), from).toBe(true);
      expect(has(v1, from), from).toBe(false);
      if (to !== null) expect(has(v1, to), `${from} → ${to}`).toBe(true);
    }
  });

  it('keeps the name of every class both lines share', () => {
    const { rows } = classTable(v7Dir, v1Dir);
    const kept = rows.filter((r) => r.replacement === r.name).map((r) => r.name);
    for (const name of [
      'rc-table',
      'rc-table-cell',
      'rc-table-row-expand-icon',
      'rc-table-sticky-scroll-bar',
      'rc-table-rtl',
    ])
      expect(kept).toContain(name);
    expect(kept.every((name) => has(v1, name))).toBe(true);
  });
});
