import { isStylesheet, runtimeSpecifiers } from '../lib/demo/imports.ts';

/** What sucrase's automatic JSX runtime makes every compiled demo import. */
export const JSX_RUNTIME = 'react/jsx-runtime';

export interface DemoPackages {
  /** Every module any demo imports at run time (package paths as written), plus the JSX runtime, sorted. */
  modules: string[];
  /** Every package stylesheet any demo imports (`rc-table/assets/index.css`): the page links them already. */
  stylesheets: string[];
}

/** The live editor's import registry, from the demos' sources (read by the build's one import reader). */
export function demoPackages(sources: string[]): DemoPackages {
  const specs = new Set(sources.flatMap(runtimeSpecifiers).filter((s) => !s.startsWith('.')));
  const modules = new Set([...specs].filter((s) => !isStylesheet(s)));
  modules.add(JSX_RUNTIME);
  return {
    modules: [...modules].sort(),
    stylesheets: [...specs].filter(isStylesheet).sort(),
  };
}

/**
 * `virtual:demo-packages`: one lazy `import()` per module, so that a compiled demo's imports reuse the
 * chunks the page already loaded, and a newly added import of a listed package loads on demand.
 */
export function demoPackagesModule({ modules, stylesheets }: DemoPackages): string {
  const loaders = modules.map((m) => `  ${JSON.stringify(m)}: () => import(${JSON.stringify(m)}),`);
  return [
    `export const modules = {\n${loaders.join('\n')}\n};`,
    `export const stylesheets = ${JSON.stringify(stylesheets)};`,
  ].join('\n');
}
