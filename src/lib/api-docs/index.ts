import type { ApiDefinition } from './types';

// One dynamic import per definition, so each API table is its own chunk.
export const apiLoaders: Record<string, () => Promise<{ default: ApiDefinition }>> = {
  Table: () => import('./table'),
  Column: () => import('./column'),
};
