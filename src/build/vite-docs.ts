import path from 'node:path';
import type { Plugin } from 'vite';
import { pageSources } from './content/include.ts';
import { PAGE_EXTENSION } from './content/page-identity.ts';
import { demoSourceBundle } from './demo/model.ts';
import { isExampleFile } from './content/line-of-file.ts';
import { loadVirtualModule, virtualModuleKey } from './vite-virtual-modules.ts';

export { installedPackages } from './vite-virtual-modules.ts';

const DEMO_SOURCE_QUERY = '?demo-source';

/**
 * What the build derives from `docs/` beyond the pages themselves:
 * - a page of docs/ (an entry of the docs collection, which @astrojs/mdx compiles) is rebuilt in the dev server
 *   when a partial or the release data it includes changes;
 * - the made-up modules of the table in vite-virtual-modules.ts (installed packages, the demos by id, the live
 *   editor's import registry);
 * - `<example>.tsx?demo-source`: the example's source, its build-time highlighted HTML, the files it
 *   imports from beside it and the packages it needs (code panel, sandboxes), from the demo model;
 * - a demo module's CSS imports are dropped from its bundle: the page that shows the demo links that
 *   CSS itself (the URLs `virtual:demos` gives), as files of their own, so each stylesheet is
 *   requested once, and only by the pages that show it.
 */
export function docsPlugin(root: string): Plugin {
  const docs = path.join(root, 'docs') + path.sep;
  const resolved = (id: string) => `\0${id}`;

  return {
    name: 'rc-table-docs',
    enforce: 'pre',
    resolveId(id) {
      if (virtualModuleKey(id) !== undefined) return resolved(id);
    },
    async load(id, options) {
      if (id.startsWith('\0')) {
        const ssr = this.environment ? this.environment.config.consumer === 'server' : !!options?.ssr;
        return loadVirtualModule(id.slice(1), { root, ssr, watch: (file) => this.addWatchFile(file) });
      }
      if (id.endsWith(DEMO_SOURCE_QUERY)) {
        const file = id.slice(0, -DEMO_SOURCE_QUERY.length);
        const bundle = await demoSourceBundle(root, file);
        const sheets = bundle.files.map((f) => path.join(path.dirname(file), f.name));
        [file, ...sheets].forEach((f) => this.addWatchFile(f));
        return `export default ${JSON.stringify(bundle)};`;
      }
    },
    transform(code, id) {
      const file = id.replace(/\?.*$/, '');
      if (file.startsWith(docs) && file.endsWith(PAGE_EXTENSION)) {
        // The page and what it includes: editing a partial or the release data refreshes the page.
        for (const source of pageSources(file)) if (source !== file) this.addWatchFile(source);
        return;
      }
      if (!/\.tsx$/.test(id) || !isExampleFile(root, id)) return;
      return { code: code.replace(/^\s*import\s+['"][^'"]+\.css['"];?\s*$/gm, ''), map: null };
    },
  };
}
