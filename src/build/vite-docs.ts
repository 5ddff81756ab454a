import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { DemoSourceBundle } from '../lib/sandbox/types.ts';
import { demoStylesheets } from './content/demos.ts';
import { localImports, resolveLocal, runtimePackages } from './content/imports.ts';
import { DEMO_IMPORTS_PREFIX, demoImportsModule, demoPackages, demoPackagesModule } from './demo-packages.ts';
import { highlightCode } from './highlight.ts';

const VERSIONS = 'virtual:versions';
/** Just the versions every page's footer names. */
const SITE_VERSIONS = 'virtual:site-versions';
const FOOTER_PACKAGES = ['rc-table', 'react'];
const DEMO_STYLES = 'virtual:demo-styles';
const DEMO_PACKAGES = 'virtual:demo-packages';
const DEMO_SOURCE_QUERY = '?demo-source';
/** Pages are named `.md` (as the spec says) but written in MDX: they reach the MDX compiler as `x.md.mdx`. */
const AS_MDX = '.mdx';

/** Tooling a TypeScript sandbox needs besides the demo's packages. */
const SANDBOX_TOOLING = ['typescript', '@types/react', '@types/react-dom'];

/**
 * The installed version of every runtime dependency and of the sandbox tooling: what the site runs
 * and what the sandboxes pin.
 */
export function installedVersions(root: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.fromEntries(
    [...Object.keys(manifest.dependencies ?? {}), ...SANDBOX_TOOLING].map((name) => [
      name,
      JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string,
    ]),
  );
}

/**
 * What the build derives from `docs/` beyond the pages themselves:
 * - `docs/**.md` compile as MDX (the `.md.mdx` id routes them to @astrojs/mdx);
 * - `virtual:versions` / `virtual:site-versions`: installed versions (sandboxes, footer);
 * - `virtual:demo-styles`: every stylesheet a demo imports (for the standalone demo pages);
 * - `virtual:demo-packages`: the live editor's import registry, a lazy `import()` for every module any
 *   demo imports, through `virtual:demo-imports/<demo>` (src/build/demo-packages.ts);
 * - `<example>.tsx?demo-source`: the example's source, its build-time highlighted HTML, the files it
 *   imports from beside it and the packages it needs (code panel, sandboxes);
 * - a demo module's CSS imports are dropped from its bundle: the page that shows the demo links that
 *   CSS itself, as files of their own (remark-doc-page.ts), so each stylesheet is requested once, and
 *   only by the pages that show it (the island's lazy map of every demo brings no CSS along).
 */
export function docsPlugin(root: string): Plugin {
  const docs = path.join(root, 'docs') + path.sep;
  const examples = path.join(root, 'docs', 'examples') + path.sep;
  const resolved = (id: string) => `\0${id}`;

  return {
    name: 'rc-table-docs',
    enforce: 'pre',
    async resolveId(id, importer) {
      if ([VERSIONS, SITE_VERSIONS, DEMO_STYLES, DEMO_PACKAGES].includes(id)) return resolved(id);
      if (id.startsWith(DEMO_IMPORTS_PREFIX)) return resolved(id);
      if (!id.endsWith('.md') || id.includes('?')) return;
      const abs = id.startsWith(docs)
        ? id
        : id.startsWith('/docs/')
          ? path.join(root, id)
          : importer && id.startsWith('.')
            ? path.resolve(path.dirname(importer), id)
            : undefined;
      if (abs?.startsWith(docs)) return abs + AS_MDX;
    },
    load(id) {
      if (id.startsWith(docs) && id.endsWith(`.md${AS_MDX}`)) {
        const file = id.slice(0, -AS_MDX.length);
        this.addWatchFile(file);
        return readFileSync(file, 'utf8');
      }
      if (id === resolved(VERSIONS)) return `export default ${JSON.stringify(installedVersions(root))};`;
      if (id === resolved(SITE_VERSIONS)) {
        const all = installedVersions(root);
        return `export default ${JSON.stringify(Object.fromEntries(FOOTER_PACKAGES.map((p) => [p, all[p]])))};`;
      }
      if (id === resolved(DEMO_STYLES)) {
        const files = readFileSyncList(examples);
        const sheets = new Set(files.flatMap((file) => demoStylesheets(file, readFileSync(file, 'utf8'))));
        return [...sheets].map((s) => `import ${JSON.stringify(s)};`).join('\n');
      }
      if (id === resolved(DEMO_PACKAGES) || id.startsWith(resolved(DEMO_IMPORTS_PREFIX))) {
        const files = readFileSyncList(examples);
        files.forEach((file) => this.addWatchFile(file));
        const packages = demoPackages(
          files.map((file) => ({ name: path.basename(file, '.tsx'), source: readFileSync(file, 'utf8') })),
        );
        if (id === resolved(DEMO_PACKAGES)) return demoPackagesModule(packages);
        const demo = id.slice(resolved(DEMO_IMPORTS_PREFIX).length);
        const imports = packages.groups[demo];
        if (!imports) throw new Error(`no demo imports for ${demo}`);
        return demoImportsModule(imports);
      }
      if (id.endsWith(DEMO_SOURCE_QUERY)) return demoSource(this, id.slice(0, -DEMO_SOURCE_QUERY.length));
    },
    transform(code, id) {
      if (!id.startsWith(examples) || !/\.tsx$/.test(id)) return;
      return { code: code.replace(/^\s*import\s+['"][^'"]+\.css['"];?\s*$/gm, ''), map: null };
    },
  };
}

function readFileSyncList(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => path.join(dir, f));
}

async function demoSource(ctx: { addWatchFile: (file: string) => void }, file: string) {
  ctx.addWatchFile(file);
  const code = readFileSync(file, 'utf8');
  const lang = path.extname(file).slice(1);
  const files = await Promise.all(
    localImports(code).map(async (spec) => {
      const local = resolveLocal(file, spec);
      ctx.addWatchFile(local);
      const content = readFileSync(local, 'utf8');
      return { name: path.basename(local), content, html: await highlightCode(content, path.extname(local).slice(1)) };
    }),
  );
  const bundle: DemoSourceBundle = {
    code,
    lang,
    html: await highlightCode(code, lang),
    files,
    packages: runtimePackages(code),
  };
  return `export default ${JSON.stringify(bundle)};`;
}
