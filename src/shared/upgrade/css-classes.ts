/** A class name of either table line in a selector, a className string or code (`rc-table-cell-fix-left`). */
export const CLASS_TOKEN = /rc-table(?:-[a-z0-9]+)*-?/g;

/**
 * The classes rc-table 7.55.1 emits or styles that @rc-component/table 1.12.0 has no more, with the class that
 * does the same job in 1.x, or null when nothing does. Every other 7.x class keeps its name in 1.x (same prefix,
 * `rc-table`). Which classes each package has is read from the packages by src/build/upgrade/css-class-map.ts;
 * tests/unit/upgrade-css-classes.test.ts fails when a 7.x-only class is missing here or a replacement is not a 1.x
 * class. Fixed columns moved from physical left/right to logical start/end (react-component/table#1245), and the
 * shadows from "pinged" table states to shadow classes on the table and on the cell that casts the shadow.
 */
export const CLASS_RENAMES: Readonly<Record<string, string | null>> = {
  // The table root: the shadow is shown while content scrolls under the fixed columns of that side.
  'rc-table-ping-left': 'rc-table-fix-start-shadow-show',
  'rc-table-ping-right': 'rc-table-fix-end-shadow-show',
  'rc-table-has-fix-left': 'rc-table-has-fix-start',
  'rc-table-has-fix-right': 'rc-table-has-fix-end',
  // Gaps between fixed columns: 1.x computes every shadow itself (hasGapFixed is gone).
  'rc-table-fixed-column-gapped': null,
  // Cells.
  'rc-table-cell-fix-left': 'rc-table-cell-fix-start',
  'rc-table-cell-fix-right': 'rc-table-cell-fix-end',
  // The cell at the inner edge of the fixed block casts the shadow.
  'rc-table-cell-fix-left-last': 'rc-table-cell-fix-start-shadow',
  'rc-table-cell-fix-right-first': 'rc-table-cell-fix-end-shadow',
  // The outer edge, and "every column is fixed left": no class in 1.x.
  'rc-table-cell-fix-left-first': null,
  'rc-table-cell-fix-right-last': null,
  'rc-table-cell-fix-left-all': null,
  // The hidden row that measures column widths: 1.x keeps rc-table-measure-row, its cells have no class.
  'rc-table-measure-cell': null,
  'rc-table-measure-cell-content': null,
};
