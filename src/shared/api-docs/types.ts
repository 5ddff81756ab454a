export type Localized = { 'en-US': string; 'zh-CN': string };

/** A row of another API table: `{ api: 'Table', name: 'expandable.expandedRowKeys' }`. */
interface ApiRef {
  api: string;
  name: string;
}

export interface ApiProperty {
  name: string;
  type: string;
  default?: string;
  description: Localized;
  /**
   * The release of the line's package that introduced it, for what arrived after the line's first release
   * (7.0.0, 1.0.0). Not written on a row: the build sets it from the line's since map
   * (src/build/api-docs/since-<line>.json, derived from the published packages).
   */
  since?: string;
  /** For an entry of the Deprecated table that rc-table no longer reads or declares: the release that removed it. */
  removed?: string;
  /** The development warning the package logs when the entry is used (part of its text), if it logs one. */
  warns?: string;
  /** The property must be given (it is not optional in the package's declarations). */
  required?: boolean;
  /** For a deprecated entry: the documented property to use instead. */
  replacement?: ApiRef;
  /** The id of the definition's group the row is shown under (see ApiDefinition.groups). */
  group?: string;
}

/** A heading inside one API table: the rows that carry its id follow it. */
interface ApiGroup {
  id: string;
  title: Localized;
}

export interface ApiDefinition {
  id: string;
  title: Localized;
  /** Shown folded in a `<details>` element (the deprecated properties), opened by the reader. */
  collapsed?: boolean;
  /** The groups the rows fall into, in the order shown; rows are listed group by group. */
  groups?: ApiGroup[];
  properties: ApiProperty[];
}
