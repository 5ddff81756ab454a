import column from './column.ts';
import deprecated from './deprecated.ts';
import exportsDefinition from './exports.ts';
import reference from './reference.ts';
import summary from './summary.ts';
import summaryCell from './summary-cell.ts';
import summaryRow from './summary-row.ts';
import table from './table.ts';
import type { ApiDefinition } from '../../shared/api-docs/types.ts';
import virtualTable from './virtual-table.ts';

/** Every API definition, by the id that `<API id="…" />` names: for the build and the tests. */
export const apiDefinitions: Record<string, ApiDefinition> = Object.fromEntries(
  [exportsDefinition, table, column, virtualTable, reference, summary, summaryRow, summaryCell, deprecated].map((d) => [
    d.id,
    d,
  ]),
);
