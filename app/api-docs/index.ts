import type { ApiDefinition } from './types';

// One dynamic import per definition, so each API table is its own chunk.
// tests/unit/search-index.test.ts checks that these ids are the ones of ./definitions.
export const apiLoaders: Record<string, () => Promise<{ default: ApiDefinition }>> = {
  Exports: () => import('./exports'),
  Table: () => import('./table'),
  Column: () => import('./column'),
  VirtualTable: () => import('./virtual-table'),
  Reference: () => import('./reference'),
  Summary: () => import('./summary'),
  SummaryRow: () => import('./summary-row'),
  SummaryCell: () => import('./summary-cell'),
  Deprecated: () => import('./deprecated'),
};
