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
function keep<M>(key: string, load: (() => Promise<M>) | undefined): Loader<M> {
  if (!load) throw new Error(`no demo ${key}`);
  let loader = kept.get(key) as Loader<M> | undefined;
  if (!loader) kept.set(key, (loader = retryable(load)));
  return loader;
}

// A line's map of demo loaders is a chunk of its own (a page needs only its line's), loaded with its first demo.
const lineMaps = new Map<string, Loader<{ modules: Record<string, () => Promise<DemoModule>> }>>();
function lineMap(line: string) {
  let loader = lineMaps.get(line);
  if (!loader) {
    const load = lineDemos[line];
    if (!load) throw new Error(`no demos of line ${line}`);
    lineMaps.set(line, (loader = retryable(load)));
  }
  return loader;
}

/** A loader of the demo's module, by its key (demoKey: `<line>/<name>`). */
export function demoLoader(key: string): Loader<DemoModule> {
  let loader = kept.get(key) as Loader<DemoModule> | undefined;
  if (!loader) {
    let load: Loader<DemoModule> | undefined;
    loader = async (again = false) => {
      const { modules } = await lineMap(key.slice(0, key.indexOf('/')))(again);
      load ??= keep(`${key}?module`, modules[key]);
      return load(again);
    };
    kept.set(key, loader);
  }
  return loader;
}

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
