import type { ApiDefinition, ApiProperty } from '../api-docs/types.ts';

/**
 * Where in a demo's code a name of rc-table's API can be typed: the props of `<Table>` and `<VirtualTable>`,
 * the fields of a column object, and the fields of the `expandable`, `sticky` and `scroll` objects
 * (VirtualTable's scroll takes pixel numbers only, so it is a scope of its own).
 */
export type ApiScope = 'Table' | 'VirtualTable' | 'column' | 'expandable' | 'sticky' | 'scroll' | 'virtualScroll';

/** One name the editor offers, with what its hover card shows, in one language. */
export interface ApiHint {
  name: string;
  type: string;
  default?: string;
  /** The first sentence of the API tab's description. */
  summary: string;
  /** "since 7.44.0", already in the page's language. */
  since?: string;
  required?: boolean;
}

/** What the editor loads on the first Edit: the hints of every scope, and the card's labels. */
export interface ApiHints {
  labels: { default: string; required: string };
  scopes: Record<ApiScope, ApiHint[]>;
}

export interface ApiHintLabels {
  default: string;
  required: string;
  since: (version: string) => string;
}

/** The first sentence of a description (a card is read at a glance; the API tab has the rest). */
export function firstSentence(text: string): string {
  const end = /。|\.(?=\s|$)/u.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

function hint(property: ApiProperty, name: string, locale: keyof ApiProperty['description'], labels: ApiHintLabels) {
  const result: ApiHint = { name, type: property.type, summary: firstSentence(property.description[locale]) };
  if (property.default !== undefined) result.default = property.default;
  if (property.since) result.since = labels.since(property.since);
  if (property.required) result.required = true;
  return result;
}

/** The top-level names of a definition (`expandable`, not `expandable.fixed`). */
function topLevel(definition: ApiDefinition, locale: 'en-US' | 'zh-CN', labels: ApiHintLabels): ApiHint[] {
  return definition.properties.filter((p) => !p.name.includes('.')).map((p) => hint(p, p.name, locale, labels));
}

/** The fields of `prefix` (`expandable.fixed` → `fixed`). */
function fieldsOf(
  definition: ApiDefinition,
  prefix: string,
  locale: 'en-US' | 'zh-CN',
  labels: ApiHintLabels,
): ApiHint[] {
  return definition.properties
    .filter((p) => p.name.startsWith(`${prefix}.`) && !p.name.slice(prefix.length + 1).includes('.'))
    .map((p) => hint(p, p.name.slice(prefix.length + 1), locale, labels));
}

/**
 * The editor's hints in one language, from the API tab's own definitions (one source for both): VirtualTable
 * takes Table's props, its own entries replacing Table's of the same name.
 */
export function apiHints(
  definitions: Record<string, ApiDefinition>,
  locale: 'en-US' | 'zh-CN',
  labels: ApiHintLabels,
): ApiHints {
  const { Table: table, VirtualTable: virtualTable, Column: column } = definitions;
  if (!table || !virtualTable || !column)
    throw new Error('apiHints needs the Table, VirtualTable and Column definitions');
  const tableProps = topLevel(table, locale, labels);
  const virtualOwn = topLevel(virtualTable, locale, labels);
  const virtualNames = new Set(virtualOwn.map((h) => h.name));
  const byName = (a: ApiHint, b: ApiHint) => a.name.localeCompare(b.name);
  return {
    labels: { default: labels.default, required: labels.required },
    scopes: {
      Table: tableProps,
      VirtualTable: [...virtualOwn, ...tableProps.filter((h) => !virtualNames.has(h.name))].sort(byName),
      column: topLevel(column, locale, labels),
      expandable: fieldsOf(table, 'expandable', locale, labels),
      sticky: fieldsOf(table, 'sticky', locale, labels),
      scroll: fieldsOf(table, 'scroll', locale, labels),
      virtualScroll: fieldsOf(virtualTable, 'scroll', locale, labels),
    },
  };
}

/** Where a line's hints in a locale are published (src/pages/api-hints/[line]/[locale].json.ts). */
export const apiHintsUrl = (line: string, locale: string) => `/api-hints/${line}/${locale}.json`;
