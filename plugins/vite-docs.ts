import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import type { Plugin, ViteDevServer } from 'vite';
import type { DemoSourceBundle } from '../app/sandbox/types.ts';
import { demoStylesheets } from './content/demos.ts';
import { localImports, resolveLocal, runtimePackages } from './content/imports.ts';
import { loadSiteContent, type SiteContent } from './content/load.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../app/i18n/locales.ts';
import { siteDataForLocale } from './content/locale-site.ts';
import { highlight } from './highlight.ts';

const LOCALE_PACK = 'virtual:locale-pack/';
const LOCALE_PACKS = 'virtual:locale-packs';
const SECTION_SIDEBAR = 'virtual:section-sidebar/';
const DEMO_REGISTRY = 'virtual:demo-registry';
const VERSIONS = 'virtual:versions';
/** Just the versions every page's footer names. */
const SITE_VERSIONS = 'virtual:site-versions';
const FOOTER_PACKAGES = ['rc-table', 'react'];
const DEMO_STYLES = 'virtual:demo-styles';
const DEMO_SOURCE_QUERY = '?demo-source';
const ICU_AST_QUERY = '?icu-ast';

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
 * Serves what the build derives from `docs/` to the app:
 * - `virtual:locale-pack/<locale>`: one locale's navigation, sidebars and page titles (no page bodies)
 *   and its UI catalog; `virtual:locale-packs`: every non-default locale's pack;
 * - `virtual:section-sidebar/<locale>/<section>`: a section's sidebar, imported by its pages;
 * - `virtual:demo-registry`: demo id → lazy import, for the standalone demo pages;
 * - `virtual:versions`: installed versions of the runtime dependencies (`virtual:site-versions`: the
 *   footer's two);
 * - `virtual:demo-styles`: every stylesheet a demo imports (for the standalone demo pages);
 * - `<example>.tsx?demo-source`: the example's source, its build-time highlighted HTML, the files it
 *   imports from beside it and the packages it needs, loaded when a reader opens the code panel or a
 *   sandbox;
 * - `<catalog>.json?icu-ast`: a UI string catalog with every message parsed at build time.
 */
export interface DocsPluginApi {
  /** The pages of this build, read once and re-read after a docs change in the dev server. */
  pages: () => SiteContent['pages'];
}

export function docsPlugin(root: string): Plugin<DocsPluginApi> {
  let content: SiteContent | undefined;
  const get = () => (content ??= loadSiteContent(root));
  const resolved = (id: string) => `\0${id}`;

  const siteDataFor = (locale: Locale) => siteDataForLocale(root, get().pages, locale);

  return {
    name: 'rc-table-docs',
    api: { pages: () => get().pages },
    enforce: 'pre',
    resolveId(id) {
      if ([DEMO_REGISTRY, VERSIONS, SITE_VERSIONS, DEMO_STYLES, LOCALE_PACKS].includes(id)) return resolved(id);
      if (id.startsWith(LOCALE_PACK) || id.startsWith(SECTION_SIDEBAR)) return resolved(id);
    },
    async load(id) {
      if (id.startsWith(resolved(LOCALE_PACK))) {
        const locale = LOCALES.find((l) => l.id === id.slice(resolved(LOCALE_PACK).length));
        if (!locale) throw new Error(`unknown locale in ${id}`);
        const catalog = path.join(root, `app/i18n/${locale.id}.json`);
        this.addWatchFile(catalog);
        const site = siteDataFor(locale);
        // Section sidebars (the 40 demo pages) ship with their section's pages, not with every page.
        const core = { ...site, sidebars: { '': site.sidebars[''] ?? [] } };
        return [
          `import messages from ${JSON.stringify(`${catalog}${ICU_AST_QUERY}`)};`,
          `export default { locale: ${JSON.stringify(locale.id)}, site: ${JSON.stringify(core)}, messages };`,
        ].join('\n');
      }
      if (id.startsWith(resolved(SECTION_SIDEBAR))) {
        const [localeId, section] = id.slice(resolved(SECTION_SIDEBAR).length).split('/');
        const locale = LOCALES.find((l) => l.id === localeId);
        if (!locale) throw new Error(`unknown locale in ${id}`);
        const groups = siteDataFor(locale).sidebars[section] ?? [];
        return `export default ${JSON.stringify({ section, groups })};`;
      }
      if (id === resolved(LOCALE_PACKS)) {
        const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
        return [
          ...others.map((l, i) => `import pack${i} from ${JSON.stringify(LOCALE_PACK + l.id)};`),
          `export default [${others.map((_, i) => `pack${i}`).join(', ')}];`,
        ].join('\n');
      }
      if (id === resolved(VERSIONS)) {
        return `export default ${JSON.stringify(installedVersions(root))};`;
      }
      if (id === resolved(SITE_VERSIONS)) {
        const all = installedVersions(root);
        return `export default ${JSON.stringify(Object.fromEntries(FOOTER_PACKAGES.map((p) => [p, all[p]])))};`;
      }
      if (id === resolved(DEMO_STYLES)) {
        const sheets = new Set(
          get().demos.flatMap((d) => {
            const file = path.join(root, d.file);
            return demoStylesheets(file, readFileSync(file, 'utf8'));
          }),
        );
        return [...sheets].map((s) => `import ${JSON.stringify(s)};`).join('\n');
      }
      if (id === resolved(DEMO_REGISTRY)) {
        const entries = get().demos.map(
          (d) =>
            `${JSON.stringify(d.id)}: { title: ${JSON.stringify(d.title)}, description: ${JSON.stringify(d.description)}, pagePath: ${JSON.stringify(d.pagePath)}, load: () => import(${JSON.stringify(path.join(root, d.file))}) }`,
        );
        return `export const demos = {\n${entries.join(',\n')}\n};`;
      }
      if (id.endsWith(ICU_AST_QUERY)) {
        // Catalogs ship as parsed ICU messages, so the browser needs no message parser (the app
        // aliases it to its no-parser build). A malformed message fails the build here.
        const file = id.slice(0, -ICU_AST_QUERY.length);
        this.addWatchFile(file);
        const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        const compiled = Object.fromEntries(
          Object.entries(catalog).map(([key, message]) => {
            try {
              return [key, parseIcu(message)];
            } catch (error) {
              throw new Error(
                `${path.relative(root, file)}: message "${key}" does not parse: ${(error as Error).message}`,
              );
            }
          }),
        );
        return `export default ${JSON.stringify(compiled)};`;
      }
      if (id.endsWith(DEMO_SOURCE_QUERY)) {
        const file = id.slice(0, -DEMO_SOURCE_QUERY.length);
        this.addWatchFile(file);
        const code = readFileSync(file, 'utf8');
        const lang = path.extname(file).slice(1);
        const files = await Promise.all(
          localImports(code).map(async (spec) => {
            const local = resolveLocal(file, spec);
            this.addWatchFile(local);
            const content = readFileSync(local, 'utf8');
            return {
              name: path.basename(local),
              content,
              html: await highlight(content, path.extname(local).slice(1)),
            };
          }),
        );
        const bundle: DemoSourceBundle = {
          code,
          lang,
          html: await highlight(code, lang),
          files,
          packages: runtimePackages(code),
        };
        return `export default ${JSON.stringify(bundle)};`;
      }
    },
    configureServer(server: ViteDevServer) {
      const docs = path.join(root, 'docs');
      const invalidate = (file: string) => {
        if (!file.startsWith(docs) || !/\.mdx?$/.test(file)) return;
        content = undefined;
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(mod);
        }
      };
      server.watcher.on('add', invalidate);
      server.watcher.on('change', invalidate);
      server.watcher.on('unlink', invalidate);
    },
  };
}
