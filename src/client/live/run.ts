import type { ComponentType } from 'react';
import { isStylesheet } from '../../shared/demo/imports.ts';
import { createLoopGuard, LOOP_GUARD } from './loop-guard.ts';
import { rebindComponents, STABLE_COMPONENT, type StableComponent } from './stable-components.ts';

type ModuleLoaders = Record<string, () => Promise<Record<string, unknown>>>;

export interface ImportRegistry {
  /** Every module any demo imports (package paths as written), each a lazy import. */
  modules: ModuleLoaders;
  /** Package stylesheets the pages already link. */
  stylesheets: string[];
}

/** An import the registry does not have: names it and what there is. */
export class UnknownImportError extends Error {
  readonly specifier: string;
  readonly available: string[];
  constructor(specifier: string, available: string[]) {
    super(`Cannot import "${specifier}" here. Available: ${available.join(', ')}.`);
    this.name = 'UnknownImportError';
    this.specifier = specifier;
    this.available = available;
  }
}

/** The packages an edited demo may import: every listed module (CSS left out), sorted. */
const availableModules = (registry: ImportRegistry) =>
  Object.keys(registry.modules).filter((m) => m !== 'react/jsx-runtime');

/**
 * Loads what a compiled demo imports: listed modules through their lazy import (the page's own chunks
 * when it already has them), the demo's own stylesheets and the package stylesheets the page links
 * as nothing. Throws UnknownImportError for anything else.
 */
export async function resolveImports(
  imports: string[],
  registry: ImportRegistry,
): Promise<Map<string, Record<string, unknown>>> {
  const resolved = new Map<string, Record<string, unknown>>();
  const wanted = [...new Set(['react/jsx-runtime', ...imports])];
  for (const spec of wanted) {
    if (isStylesheet(spec) && (spec.startsWith('./') || registry.stylesheets.includes(spec))) continue;
    if (!Object.hasOwn(registry.modules, spec)) throw new UnknownImportError(spec, availableModules(registry));
  }
  await Promise.all(
    wanted
      .filter((spec) => Object.hasOwn(registry.modules, spec))
      .map(async (spec) => {
        const ns = await registry.modules[spec]();
        // Sucrase's interop reads `default` only from modules marked as ES modules.
        resolved.set(spec, { ...ns, __esModule: true });
      }),
  );
  return resolved;
}

/** A demo's compiled module, parsed by the engine and ready to run (see parseDemo). */
export type DemoProgram = (
  require: (spec: string) => unknown,
  exports: Record<string, unknown>,
  module: { exports: Record<string, unknown> },
  loopGuard: ReturnType<typeof createLoopGuard>,
  stable: StableComponent,
) => void;

/**
 * Parses compiled demo code (CommonJS, from `compileDemo`) without running any of it. Throws the engine's
 * SyntaxError for code sucrase let through. The components the module declares are swapped for stand-ins
 * when it runs (stable-components.ts).
 */
export function parseDemo(code: string): DemoProgram {
  // The code is the reader's own edit, compiled in this page: running it (evaluateDemo) is the point.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function(
    'require',
    'exports',
    'module',
    LOOP_GUARD,
    STABLE_COMPONENT,
    rebindComponents(code),
  ) as DemoProgram;
}

/**
 * Runs a parsed demo with its resolved imports and returns its default export, which must be a component.
 * The components the module declares are swapped for the stand-ins `stable` gives.
 */
export function evaluateDemo(
  program: DemoProgram,
  modules: Map<string, Record<string, unknown>>,
  stable: StableComponent,
): ComponentType {
  const require = (spec: string) => {
    if (modules.has(spec)) return modules.get(spec);
    if (isStylesheet(spec)) return {};
    throw new Error(`Cannot import "${spec}" here.`);
  };
  const module = { exports: {} as Record<string, unknown> };
  program(require, module.exports, module, createLoopGuard(), stable);
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error('The demo must export a component as its default export (export default function …).');
  }
  return component as ComponentType;
}
