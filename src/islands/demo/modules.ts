import type { ComponentType } from 'react';
import { modules, rendered, sources } from 'virtual:demos';
import { retryable } from '../../components/demo/LazyPart';

export type DemoModule = { default: ComponentType };

/**
 * The demo's component for the server render (imported directly there); undefined in the browser,
 * where the island loads it as a chunk of its own.
 */
export const renderedDemo = (id: string): ComponentType | undefined => rendered[id];

// One loader per demo, kept: a chunk that failed is imported again by the next call (see retryable).
type Loader<M> = (again?: boolean) => Promise<M>;
const kept = new Map<string, Loader<unknown>>();
function keep<M>(key: string, load: (() => Promise<M>) | undefined): Loader<M> {
  if (!load) throw new Error(`no demo ${key}`);
  let loader = kept.get(key) as Loader<M> | undefined;
  if (!loader) kept.set(key, (loader = retryable(load)));
  return loader;
}

/** A loader of the demo's module, by its id. */
export const demoLoader = (id: string): Loader<DemoModule> => keep(id, modules[id]);

/** A loader of the demo's source bundle (the code panel's tabs, the sandboxes' files), by its id. */
export const sourceLoader = (id: string) => keep(`${id}?demo-source`, sources[id]);
