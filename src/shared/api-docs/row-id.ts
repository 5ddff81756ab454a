/** The anchor of one property's row in an API table: `api-table-expandable-expandedrowrender`. */
export function apiRowId(definitionId: string, propertyName: string): string {
  return `api-${definitionId.toLowerCase()}-${propertyName.replace(/\./g, '-').toLowerCase()}`;
}
