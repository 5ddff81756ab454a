import type { ComponentType } from 'react';
import { lineDemos, rendered } from 'virtual:demos';
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

/**
 * The loader kept under `cacheKey` of entry `key` of a map of lazy imports that is itself a chunk (`loadMap`):
 * the map's chunk and the entry's chunk each retry on their own.
 */
function throughMap<M>(cacheKey: string, loadMap: Loader<Record<string, () => Promise<M>>>, key: string): Loader<M> {
  let loader = kept.get(cacheKey) as Loader<M> | undefined;
  if (!loader) {
    let load: Loader<M> | undefined;
    loader = async (again = false) => {
      const map = await loadMap(again);
      if (!map[key]) throw new Error(`no demo ${key}`);
      load ??= retryable(map[key]);
      return load(again);
    };
    kept.set(cacheKey, loader);
  }
  return loader;
}

// A line's map of demo loaders is a chunk of its own (a page needs only its line's), loaded with its first demo.
const lineMaps = new Map<string, Loader<Record<string, () => Promise<DemoModule>>>>();
function lineMap(line: string) {
  let loader = lineMaps.get(line);
  if (!loader) {
    const load = lineDemos[line];
    if (!load) throw new Error(`no demos of line ${line}`);
    lineMaps.set(line, (loader = retryable(load, (m) => m.modules)));
  }
  return loader;
}

/** A loader of the demo's module, by its key (demoKey: `<line>/<id>`; its line's map has it by id). */
export const demoLoader = (key: string): Loader<DemoModule> => {
  const slash = key.indexOf('/');
  return throughMap(key, lineMap(key.slice(0, slash)), key.slice(slash + 1));
};

// The map of the source bundles is a chunk of its own, loaded with the first source a reader asks for.
const loadSources = retryable(
  () => import('virtual:demo-sources'),
  (m) => m.sources,
);

/** A loader of the demo's source bundle (the code panel's tabs, the sandboxes' files), by its key (demoKey). */
export const sourceLoader = (id: string): Loader<{ default: DemoSourceBundle }> =>
  throughMap(`${id}?demo-source`, loadSources, id);
