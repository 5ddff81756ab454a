import path from 'node:path';
import type { ApiDefinition, ApiProperty } from '../../shared/api-docs/types.ts';

/**
 * The lines the API reference documents. TODO-free stand-in for the site config's `LineId` until it lists
 * '1.x' (then this becomes `LineId`).
 */
export type ApiLine = '7.x' | '1.x';
export const API_LINES: readonly ApiLine[] = ['7.x', '1.x'];

/** The package whose declarations each line's rows are checked against (tests/unit/api-docs.test.ts). */
export const API_PACKAGES: Readonly<Record<ApiLine, string>> = { '7.x': 'rc-table', '1.x': '@rc-component/table' };

/** The line's first release: a row already declared there shows no "since". */
export const FIRST_RELEASE: Readonly<Record<ApiLine, string>> = { '7.x': '7.0.0', '1.x': '1.0.0' };

/** What a line changes in a shared row: any field but its name (and since, which the line's map gives). */
type RowChange = Partial<Omit<ApiProperty, 'name' | 'since'>>;

/**
 * A row as written. One object per row for both lines: with `only` it exists on that line alone; `on` holds
 * what differs on a line (its type, description, default, …), written beside the shared text it replaces.
 * `since` is never written here (see ApiProperty.since).
 */
export interface ApiRow extends Omit<ApiProperty, 'since'> {
  only?: ApiLine;
  on?: Partial<Record<ApiLine, RowChange>>;
}

/** A definition as written: its rows (the same id and title on both lines unless `only` says otherwise). */
export interface ApiSource extends Omit<ApiDefinition, 'properties'> {
  only?: ApiLine;
  properties: ApiRow[];
}

/** The definition one line shows: its rows, with that line's changes applied and its since versions set. */
export function definitionForLine(
  source: ApiSource,
  line: ApiLine,
  since: Readonly<Record<string, string>>,
): ApiDefinition {
  const { only: _only, properties, ...definition } = source;
  return {
    ...definition,
    properties: properties
      .filter((row) => !row.only || row.only === line)
      .map(({ only: _o, on, ...row }) => {
        const property: ApiProperty = { ...row, ...on?.[line] };
        const version = since[`${source.id}:${row.name}`];
        if (version && version !== FIRST_RELEASE[line]) property.since = version;
        return property;
      }),
  };
}

/** The line a page of docs/ documents: docs/1.x/… is 1.x, any other page 7.x (today's pages, until they move). */
export function apiLineOfPage(root: string, file: string): ApiLine {
  const [top] = path.relative(path.join(root, 'docs'), file).split(path.sep);
  return top === '1.x' ? '1.x' : '7.x';
}
