import type { ComponentType } from 'react';
import { modules, rendered } from 'virtual:demos';
import { retryable } from '../../client/chunk-error';
import type { DemoSourceBundle } from '../../shared/sandbox/types';

export type DemoModule = { default: ComponentType };

/**
 * The demo's component for the server render (imported directly there); undefined in the browser,
 * where the island loads it as a chunk of its own.
 */
export const renderedDemo = (key: string): ComponentType | undefined => rendered[key];

// One loader per demo, kept: a chunk that failed is imported again by the next call (see retryable).
type Loader<M> = (again?: boolean) => Promise<M>;
const kept = new Map<string, Loader<unknown>>();
function keep<M>(key: string, load: (() => Promise<M>) | undefined): Loader<M> {
  if (!load) throw new Error(`no demo ${key}`);
  let loader = kept.get(key) as Loader<M> | undefined;
  if (!loader) kept.set(key, (loader = retryable(load)));
  return loader;
}

/** A loader of the demo's module, by its key (demoKey). */
export const demoLoader = (key: string): Loader<DemoModule> => keep(key, modules[key]);

// The map of the source bundles is a chunk of its own, loaded with the first source a reader asks for.
const loadSources = retryable(() => import('virtual:demo-sources'));

/** A loader of the demo's source bundle (the code panel's tabs, the sandboxes' files), by its key (demoKey). */
export function sourceLoader(id: string): Loader<{ default: DemoSourceBundle }> {
  let loader = kept.get(`${id}?demo-source`) as Loader<{ default: DemoSourceBundle }> | undefined;
  if (!loader) {
    let load: Loader<{ default: DemoSourceBundle }> | undefined;
    loader = async (again = false) => {
      const { sources } = await loadSources(again);
      if (!sources[id]) throw new Error(`no demo ${id}`);
      load ??= retryable(sources[id]);
      return load(again);
    };
    kept.set(`${id}?demo-source`, loader);
  }
  return loader;
}
