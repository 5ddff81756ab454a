import column from './column.ts';
import table from './table.ts';
import type { ApiDefinition } from './types.ts';

/** Every API definition, by the id that `<API id="…" />` names: the page's tables and the search index read this. */
export const apiDefinitions: Record<string, ApiDefinition> = Object.fromEntries([table, column].map((d) => [d.id, d]));
