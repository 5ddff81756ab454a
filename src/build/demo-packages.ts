import { isStylesheet, runtimeSpecifiers } from '../shared/demo/imports.ts';

/** What sucrase's automatic JSX runtime makes every compiled demo import. */
const JSX_RUNTIME = 'react/jsx-runtime';

export interface DemoSource {
  /** The example's line and file name without extension (`7.x/simple`). */
  name: string;
  source: string;
}

export interface DemoPackages {
  /**
   * Every module any demo imports at run time (package paths as written) and the JSX runtime, each
   * with the demo whose imports bring it: the demo with the fewest run-time imports among those
   * that import it.
   */
  modules: Record<string, string>;
  /** Per chosen demo, the modules it imports at run time (JSX runtime included), in order. */
  groups: Record<string, string[]>;
  /** Every package stylesheet any demo imports (`rc-table/assets/index.css`): the page links them already. */
  stylesheets: string[];
}

/** A demo's run-time module imports: its packages (no stylesheets, no local files) and the JSX runtime. */
const moduleImports = (source: string) => [
  JSX_RUNTIME,
  ...runtimeSpecifiers(source).filter((s) => !s.startsWith('.') && !isStylesheet(s)),
];

/** The live editor's import registry, from the demos' sources (read by the build's one import reader). */
export function demoPackages(demos: DemoSource[]): DemoPackages {
  const byImports = demos
    .map((demo) => ({ name: demo.name, imports: moduleImports(demo.source) }))
    .sort((a, b) => a.imports.length - b.imports.length || a.name.localeCompare(b.name));
  const modules: Record<string, string> = {};
  const groups: Record<string, string[]> = {};
  for (const demo of byImports) {
    for (const spec of demo.imports) {
      if (spec in modules) continue;
      modules[spec] = demo.name;
      groups[demo.name] = demo.imports;
    }
  }
  const stylesheets = new Set(
    demos.flatMap((d) => runtimeSpecifiers(d.source)).filter((s) => !s.startsWith('.') && isStylesheet(s)),
  );
  return {
    modules: Object.fromEntries(Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))),
    groups,
    stylesheets: [...stylesheets].sort(),
  };
}

/** The id of the module that loads one demo's imports (`virtual:demo-imports/simple`). */
export const DEMO_IMPORTS_PREFIX = 'virtual:demo-imports/';

/**
 * `virtual:demo-packages`: one lazy loader per module. A module loads through the imports of a demo
 * that has it (`virtual:demo-imports/<demo>`, see `demoImportsModule`): such a loader reaches exactly
 * the modules that demo reaches, so the bundler's chunks stay as they are without the editor (the
 * pages' first-visit scripts do not change), an edited demo's imports reuse the chunks the page
 * already loaded, and a newly added import of a listed package loads on demand.
 */
export function demoPackagesModule({ modules, stylesheets }: DemoPackages): string {
  const loaders = Object.entries(modules).map(
    ([spec, demo]) =>
      `  ${JSON.stringify(spec)}: () => import(${JSON.stringify(DEMO_IMPORTS_PREFIX + demo)}).then((m) => m.default[${JSON.stringify(spec)}]),`,
  );
  return [
    `export const modules = {\n${loaders.join('\n')}\n};`,
    `export const stylesheets = ${JSON.stringify(stylesheets)};`,
  ].join('\n');
}

/** `virtual:demo-imports/<demo>`: the namespaces of every module the demo imports at run time. */
export function demoImportsModule(imports: string[]): string {
  const lines = imports.map((spec, i) => `import * as m${i} from ${JSON.stringify(spec)};`);
  const entries = imports.map((spec, i) => `  ${JSON.stringify(spec)}: m${i},`);
  return `${lines.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
}
