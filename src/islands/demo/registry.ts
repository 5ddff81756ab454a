import type { ComponentType } from 'react';
import { retryable } from '../../components/demo/LazyPart';

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

// One loader per file, kept: a chunk that failed is imported again by the next call (see retryable).
type Loader<M> = (again?: boolean) => Promise<M>;
const kept = new Map<string, Loader<unknown>>();
function keep<M>(key: string, load: (() => Promise<M>) | undefined): Loader<M> {
  if (!load) throw new Error(`no demo at ${key}`);
  let loader = kept.get(key) as Loader<M> | undefined;
  if (!loader) kept.set(key, (loader = retryable(load)));
  return loader;
}

/** `/docs/examples/x.tsx` → a loader of its module. */
export const demoLoader = (file: string): ((again?: boolean) => Promise<DemoModule>) => keep(file, loaders[file]);

/** `/docs/examples/x.tsx` → a loader of its source bundle (the code panel's tabs, the sandboxes' files). */
export const sourceLoader = (file: string) => keep(`${file}?demo-source`, sources[file]);
