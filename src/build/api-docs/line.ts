import type { ApiDefinition, ApiProperty } from '../../shared/api-docs/types.ts';
import type { LineId } from '../../shared/site/config.ts';
import { CURRENT_LINE, LINES } from '../../shared/site/route.ts';
import { lineOfFile } from '../content/line-of-file.ts';

/** The lines the API reference documents: the site's lines. */
export type ApiLine = LineId;
export const API_LINES: readonly ApiLine[] = LINES.map((line) => line.id);

/** The package whose declarations each line's rows are checked against (tests/unit/api-docs.test.ts). */
export const API_PACKAGES = Object.fromEntries(LINES.map((line) => [line.id, line.package])) as Readonly<
  Record<ApiLine, string>
>;

/** The line's first release (`7.0.0`, `1.0.0`): a row already declared there shows no "since". */
export const FIRST_RELEASE = Object.fromEntries(
  LINES.map((line) => [line.id, `${line.id.split('.')[0]}.0.0`]),
) as Readonly<Record<ApiLine, string>>;

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

/** The line a page of docs/ documents (its content folder); the current line for a file outside them. */
export const apiLineOfPage = (root: string, file: string): ApiLine => lineOfFile(root, file)?.line ?? CURRENT_LINE.id;
