import type { ComponentType } from 'react';

export type DemoModule = { default: ComponentType };

// Every example as a chunk of its own, loaded by the island that shows it.
const loaders = import.meta.glob<DemoModule>('/docs/examples/*.tsx');
const sources = import.meta.glob<{ default: import('../../lib/sandbox/types').DemoSourceBundle }>(
  '/docs/examples/*.tsx',
  { query: '?demo-source' },
);

// Filled at build time by the pages that show the demos, so the server renders them synchronously.
const rendered = new Map<string, ComponentType>();

export function registerDemo(id: string, component: ComponentType): void {
  rendered.set(id, component);
}

/** The demo's component when the page already has it (server rendering), else undefined. */
export const registeredDemo = (id: string): ComponentType | undefined => rendered.get(id);

/** `/docs/examples/x.tsx` → a loader of its module. */
export function demoLoader(file: string): () => Promise<DemoModule> {
  const load = loaders[file];
  if (!load) throw new Error(`no demo at ${file}`);
  return load;
}

export function sourceLoader(file: string) {
  const load = sources[file];
  if (!load) throw new Error(`no demo at ${file}`);
  return load;
}
