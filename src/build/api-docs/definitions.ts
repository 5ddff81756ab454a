import column from './column.ts';
import deprecated from './deprecated.ts';
import exportsDefinition from './exports.ts';
import { definitionForLine, type ApiLine, type ApiSource } from './line.ts';
import peers from './peers.ts';
import reference from './reference.ts';
import since1x from './since-1.x.json';
import since7x from './since-7.x.json';
import summary from './summary.ts';
import summaryCell from './summary-cell.ts';
import summaryRow from './summary-row.ts';
import table from './table.ts';
import type { ApiDefinition } from '../../shared/api-docs/types.ts';
import virtualTable from './virtual-table.ts';

/**
 * How the two lines' API is held: every definition file writes each row once, for both lines; a row that only
 * one line has says so (`only`), and what a line changes in a shared row (type, text, default) sits in that row
 * under `on[line]`. The release that brought a row comes from the line's since map, never from the row. So a
 * reader's row on either line is the shared text unless the line wrote its own.
 */
const SOURCES: readonly ApiSource[] = [
  exportsDefinition,
  table,
  column,
  virtualTable,
  reference,
  summary,
  summaryRow,
  summaryCell,
  peers,
  deprecated,
];

/** Each line's since map (definition id:row name → the release that declared it first), derived from the packages. */
export const SINCE: Readonly<Record<ApiLine, Readonly<Record<string, string>>>> = {
  '7.x': since7x.since,
  '1.x': since1x.since,
};

const cache = new Map<ApiLine, Record<string, ApiDefinition>>();

/** Every API definition of a line, by the id that `<API id="…" />` names: for the build and the tests. */
export function apiDefinitionsOf(line: ApiLine): Record<string, ApiDefinition> {
  let definitions = cache.get(line);
  if (!definitions) {
    definitions = Object.fromEntries(
      SOURCES.filter((s) => !s.only || s.only === line).map((s) => [s.id, definitionForLine(s, line, SINCE[line])]),
    );
    cache.set(line, definitions);
  }
  return definitions;
}
