import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import rehypeShiki from '@shikijs/rehype';
import path from 'node:path';
import { defineConfig } from 'vite';
import { baseRemarkPlugins } from './plugins/content/markdown.ts';
import { SHIKI_LANGS, SHIKI_OPTIONS } from './plugins/highlight.ts';
import remarkDocPage from './plugins/mdx/remark-doc-page.ts';
import { searchIndexPlugin } from './plugins/search/vite-search-index.ts';
import { docsPlugin } from './plugins/vite-docs.ts';

const root = import.meta.dirname;
const docs = docsPlugin(root);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${path.join(root, 'app')}/` },
      // Catalogs are parsed at build time (`?icu-ast`), so the browser gets the parser-less build.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  plugins: [
    docs,
    searchIndexPlugin(root),
    {
      enforce: 'pre',
      ...mdx({
        // Pages are named .md (as the spec says) but written in MDX.
        mdExtensions: [],
        mdxExtensions: ['.md', '.mdx'],
        providerImportSource: path.join(root, 'app/components/mdx/mdx-components.tsx'),
        remarkPlugins: [...baseRemarkPlugins, [remarkDocPage, { root, getPages: () => docs.api!.pages() }]],
        rehypePlugins: [[rehypeShiki, { ...SHIKI_OPTIONS, langs: SHIKI_LANGS }]],
      }),
    },
    reactRouter(),
  ],
  // The search worker loads its locale's index as a chunk of its own (an ES module worker can split),
  // and its bundle is built with these plugins only: it needs the index's virtual modules.
  worker: { format: 'es', plugins: () => [searchIndexPlugin(root)] },
  // rc-table and its rc-* helpers are CommonJS for Node; prerendering must bundle them.
  ssr: {
    noExternal: [
      /^rc-/,
      /^@rc-component\//,
      'react-dnd',
      'react-dnd-html5-backend',
      'styled-components',
      'react-window',
      'react-resizable',
    ],
  },
});
