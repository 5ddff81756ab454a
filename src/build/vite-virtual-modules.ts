// The modules the build makes up, as one table: each id with what it exports and how it is made.
// `vite-docs.ts` resolves and loads them; the tests load them from here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allDemos, exampleFiles } from './demo/model.ts';
import type { Demo } from '../shared/demo/types.ts';
import { LINES } from '../shared/site/route.ts';
import { demoKey } from '../shared/demo/types.ts';
import { DEMO_IMPORTS_PREFIX, demoImportsModule, demoPackages, demoPackagesModule } from './demo-packages.ts';

/** Just the versions every page's footer names: each line's package and React. */
const FOOTER_PACKAGES = [...LINES.map((line) => line.package), 'react'];
/** Tooling a TypeScript sandbox needs besides the demo's packages. */
const SANDBOX_TOOLING = ['typescript', '@types/react', '@types/react-dom'];

/**
 * The installed version of every runtime dependency and of the sandbox tooling: what the site runs
 * and what the sandboxes pin.
 */
export function installedPackages(root: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.fromEntries(
    [...Object.keys(manifest.dependencies ?? {}), ...SANDBOX_TOOLING].map((name) => [
      name,
      (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
        .version,
    ]),
  );
}

export interface VirtualModuleContext {
  root: string;
  /** Loaded for the server render (prerendering) rather than the browser. */
  ssr: boolean;
  /** Files whose change makes the module stale (the dev server watches them). */
  watch: (file: string) => void;
}

/** One made-up module: `load` gets the rest of the id after the table's key (for a key ending in `/`). */
interface VirtualModule {
  load: (ctx: VirtualModuleContext, rest: string) => string;
}

const json = (value: unknown) => JSON.stringify(value);

/** `virtual:demo-map/<line>`: one line's demo loaders. */
const DEMO_MAP_PREFIX = 'virtual:demo-map/';

/** Every demo of the site with its example watched. */
/** Every demo (allDemos' reading, by key), each example file watched by the module asking. */
function watchDemos(ctx: VirtualModuleContext): Map<string, Demo> {
  const demos = allDemos(ctx.root);
  for (const demo of demos.values()) exampleFiles(ctx.root, demo).forEach(ctx.watch);
  return demos;
}

const demosWatched = (ctx: VirtualModuleContext) => [...watchDemos(ctx).values()];

export const VIRTUAL_MODULES: Record<string, VirtualModule> = {
  /** Installed versions of every dependency and the sandbox tooling (the sandboxes pin them). */
  'virtual:installed-packages': {
    load: ({ root }) => `export default ${json(installedPackages(root))};`,
  },
  /** The versions the footer names. */
  'virtual:footer-packages': {
    load: ({ root }) => {
      const all = installedPackages(root);
      return `export default ${json(Object.fromEntries(FOOTER_PACKAGES.map((p) => [p, all[p]])))};`;
    },
  },
  /**
   * Every demo by its key (`7.x/simple`, demoKey): `lineDemos` loads a line's map of lazy loaders (a chunk per
   * example in the browser, see the next module); for the server render also `rendered`, each demo's component
   * imported directly, and `stylesheets`, the URLs of the stylesheets it imports (the pages link
   * them: a demo's CSS imports are dropped from its module, see vite-docs.ts).
   */
  'virtual:demos': {
    load: (ctx) => {
      const demos = demosWatched(ctx);
      const abs = (file: string) => path.join(ctx.root, file);
      // Each line's map is a chunk of its own: a page loads only its line's (2.3 KB gzipped for both lines).
      const lines = [
        `export const lineDemos = {\n${LINES.map((l) => `  ${json(l.id)}: () => import(${json(`${DEMO_MAP_PREFIX}${l.id}`)}),`).join('\n')}\n};`,
      ];
      if (!ctx.ssr) return [...lines, 'export const rendered = {};', 'export const stylesheets = {};'].join('\n');
      const sheets = [...new Set(demos.flatMap((d) => d.stylesheets))];
      return [
        ...demos.map((d, i) => `import D${i} from ${json(abs(d.file))};`),
        ...sheets.map((s, i) => `import S${i} from ${json(`${s}?url`)};`),
        ...lines,
        `export const rendered = {\n${demos.map((d, i) => `  ${json(demoKey(d))}: D${i},`).join('\n')}\n};`,
        `export const stylesheets = {\n${demos
          .map((d) => `  ${json(demoKey(d))}: [${d.stylesheets.map((s) => `S${sheets.indexOf(s)}`).join(', ')}],`)
          .join('\n')}\n};`,
      ].join('\n');
    },
  },
  /**
   * One line's demos by id (`virtual:demo-map/7.x`): `modules` loads each lazily, a chunk per example. The ids
   * need no line before them: the map is the line's (every demo page downloads it, so each byte counts).
   */
  [DEMO_MAP_PREFIX]: {
    load: (ctx, line) => {
      const demos = demosWatched(ctx).filter((d) => d.line === line);
      if (!demos.length) throw new Error(`no demos of line ${line}`);
      return `export const modules = {\n${demos
        .map((d) => `  ${json(d.id)}: () => import(${json(path.join(ctx.root, d.file))}),`)
        .join('\n')}\n};`;
    },
  },
  /**
   * Every demo's `?demo-source` bundle by id, each a lazy import. A module of its own, imported on
   * demand: only a reader who asks for a source (Show Code, a sandbox, a CSS tab of the editor) needs
   * this map, so no first visit carries it.
   */
  'virtual:demo-sources': {
    load: (ctx) => {
      const abs = (file: string) => path.join(ctx.root, file);
      return `export const sources = {\n${demosWatched(ctx)
        .map((d) => `  ${json(demoKey(d))}: () => import(${json(`${abs(d.file)}?demo-source`)}),`)
        .join('\n')}\n};`;
    },
  },
  /** The live editor's import registry: a lazy loader for every module any demo imports. */
  'virtual:demo-packages': {
    load: (ctx) => demoPackagesModule(packagesOf(ctx)),
  },
  /** One demo's run-time imports (`virtual:demo-imports/<line>/<example name>`), loaded by the registry above. */
  [DEMO_IMPORTS_PREFIX]: {
    load: (ctx, demo) => {
      const imports = packagesOf(ctx).groups[demo];
      if (!imports) throw new Error(`no demo imports for ${demo}`);
      return demoImportsModule(imports);
    },
  },
};

/** Per reading of the demos (allDemos keeps one while nothing changes): every demo-imports module asks. */
const packagesByDemos = new WeakMap<Map<string, Demo>, ReturnType<typeof demoPackages>>();

function packagesOf(ctx: VirtualModuleContext) {
  const all = watchDemos(ctx);
  let packages = packagesByDemos.get(all);
  if (!packages) {
    const byFile = new Map([...all.values()].map((d) => [d.file, d]));
    packages = demoPackages(
      [...byFile.values()].map((d) => ({
        name: `${d.line}/${path.basename(d.file, '.tsx')}`,
        source: d.files[0].code,
      })),
    );
    packagesByDemos.set(all, packages);
  }
  return packages;
}

/** The table's key for a module id (`virtual:demo-imports/simple` → `virtual:demo-imports/`), if any. */
export function virtualModuleKey(id: string): string | undefined {
  return Object.keys(VIRTUAL_MODULES).find((key) => (key.endsWith('/') ? id.startsWith(key) : id === key));
}

/** The code of a made-up module, or undefined for an id the table does not have. */
export function loadVirtualModule(id: string, ctx: VirtualModuleContext): string | undefined {
  const key = virtualModuleKey(id);
  return key === undefined ? undefined : VIRTUAL_MODULES[key].load(ctx, id.slice(key.length));
}
