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
   * The rc-table release that introduced it, for what arrived after 7.0.0; derived from the published packages
   * (see since.json, which tests/unit/api-docs.test.ts keeps in step with these rows).
   */
  since?: string;
  /** For an entry of the Deprecated table that rc-table no longer reads or declares: the release that removed it. */
  removed?: string;
  /** The development warning rc-table 7.55.1 logs when the entry is used (part of its text), if it logs one. */
  warns?: string;
  /** The property must be given (it is not optional in rc-table's declarations). */
  required?: boolean;
  /** For a deprecated entry: the documented property to use instead. */
  replacement?: ApiRef;
}

export interface ApiDefinition {
  id: string;
  title: Localized;
  /** Shown folded in a `<details>` element (the deprecated properties), opened by the reader. */
  collapsed?: boolean;
  properties: ApiProperty[];
}
