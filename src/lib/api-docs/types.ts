export type Localized = { 'en-US': string; 'zh-CN': string };

/** A row of another API table: `{ api: 'Table', name: 'expandable.expandedRowKeys' }`. */
export interface ApiRef {
  api: string;
  name: string;
}

export interface ApiProperty {
  name: string;
  type: string;
  default?: string;
  description: Localized;
  /** The rc-table release that added it, when the release history records it. */
  version?: string;
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
