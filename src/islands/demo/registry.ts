import type { ComponentType } from 'react';
import { retryable } from '../../components/demo/LazyPart';
import type { DemoSourceBundle } from '../../lib/sandbox/types';

export type DemoModule = { default: ComponentType };

// Every example as a chunk of its own, loaded by the island that shows it.
const loaders = import.meta.glob<DemoModule>('/docs/examples/*.tsx');
// The map of the examples' source bundles is a chunk of its own: only a reader who asks for a source
// (Show Code, a sandbox, a CSS tab of the editor) needs it, so no first visit carries it.
const loadSources = retryable(() => import('./sources'));

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

type SourceLoader = Loader<{ default: DemoSourceBundle }>;
const sourceLoaders = new Map<string, SourceLoader>();

/** `/docs/examples/x.tsx` → a loader of its source bundle (the code panel's tabs, the sandboxes' files). */
export function sourceLoader(file: string): SourceLoader {
  let loader = sourceLoaders.get(file);
  if (!loader) {
    let load: SourceLoader | undefined;
    loader = async (again = false) => {
      const { sources } = await loadSources(again);
      const source = sources[file];
      if (!source) throw new Error(`no demo at ${file}`);
      load ??= retryable(source);
      return load(again);
    };
    sourceLoaders.set(file, loader);
  }
  return loader;
}
