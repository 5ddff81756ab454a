import { unified } from '@astrojs/markdown-remark';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { codeColourClasses, SHIKI_OPTIONS } from './src/build/highlight.ts';
import rehypeDocPage from './src/build/rehype-doc-page.ts';
import { docPagePlugins } from './src/build/remark-doc-page.ts';
import { SERVER_BUNDLED_PACKAGES } from './src/build/server-bundled-packages.ts';
import { docsPlugin } from './src/build/vite-docs.ts';
import { sucraseSlimPlugin } from './src/build/vite-sucrase-slim.ts';
import { wholeBoundariesPlugin } from './src/build/vite-react-whole-boundaries.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/shared/i18n/locales.ts';
import { SITE_CONFIG } from './src/shared/site/config.ts';
import { siteConfigSchema } from './src/shared/site/config-schema.ts';

const root = import.meta.dirname;
/** Vite's module for `__vitePreload`, which wraps every dynamic import of the client build. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
// A wrong site config stops the build here, naming the field, before any page reads it.
siteConfigSchema.parse(SITE_CONFIG);

export default defineConfig({
  site: SITE_CONFIG.url,
  output: 'static',
  trailingSlash: 'never',
  // SITE_BUILD_DIR lets two builds live side by side (the tests build into their own folder).
  outDir: process.env.SITE_BUILD_DIR ?? 'dist',
  build: { format: 'file' },
  // Pages link each other with Speculation Rules (see src/layouts/Base.astro); no prefetch script.
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [
    {
      // `client:demo`: a demo island hydrates after the first paint, when in view, or at once on a click
      // on one of its controls, which it then makes again (src/client/islands/demo-directive.ts).
      name: 'demo-island-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'demo', entrypoint: `${root}/src/client/islands/demo-directive.ts` }),
      },
    },
    react(),
    mdx(),
    sitemap({
      i18n: {
        defaultLocale: DEFAULT_LOCALE.id,
        locales: Object.fromEntries(LOCALES.map((l) => [l.id, l.id])),
      },
      filter: (page) => !/\/~demos\/|\/404$|\/demo$/.test(new URL(page).pathname),
    }),
  ],
  markdown: {
    // Code blocks load their language on demand; both colour modes as CSS variables. They carry the
    // class the demo code panels' highlighter (src/build/highlight.ts) writes, so one stylesheet rule
    // colours both.
    shikiConfig: {
      ...SHIKI_OPTIONS,
      transformers: [
        {
          name: 'site-code-class',
          pre(node) {
            this.addClassToHast(node, 'shiki');
          },
        },
        codeColourClasses,
      ],
    },
    processor: unified({ remarkPlugins: docPagePlugins({ root }), rehypePlugins: [rehypeDocPage] }),
  },
  vite: {
    plugins: [
      docsPlugin(root),
      sucraseSlimPlugin(),
      wholeBoundariesPlugin(),
      {
        // React, React DOM and the scheduler in one chunk: every page with an island loads all three, and one
        // file compresses better than four (each demo page, either line, 1.4 KB lighter gzipped).
        name: 'react-in-one-chunk',
        configEnvironment: (name) =>
          name === 'client'
            ? {
                build: {
                  rolldownOptions: {
                    output: {
                      codeSplitting: {
                        groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
                      },
                    },
                  },
                },
              }
            : undefined,
      },
      // No <link rel=modulepreload> for a dynamic import's dependencies: a browser keeps a failed preload in
      // its module map, so a part retried after going offline would fail on a dependency for good
      // (src/client/chunk-error.ts). Each dependency is fetched by the import that needs it. Set per
      // environment: Astro replaces the client environment's build options.
      {
        name: 'no-dependency-preload',
        configEnvironment: (name) =>
          name === 'client' ? { build: { modulePreload: { resolveDependencies: () => [] } } } : undefined,
        // With no dependency to preload, Vite's preload helper (0.7 KB gzipped, on every page) only calls the
        // import; this one does that, and fails loudly if a chunk ever brings CSS it would have had to link.
        resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
        load: (id) =>
          id === PRELOAD_HELPER
            ? `export const __vitePreload = (load, deps) => { if (deps && deps.length) throw new Error('preload: ' + deps); return load(); };`
            : undefined,
      },
    ],
    // The "Check types" worker holds the TypeScript compiler (1 MB gzipped), loaded only on that click.
    worker: { format: 'es' },
    build: {
      chunkSizeWarningLimit: 4000,
      rollupOptions: {
        // Astro marks each MDX entry of a collection for head propagation with a "use astro:head-inject"
        // directive the bundler warns it may drop (once per page file); Astro reads the mark before bundling
        // (withastro/astro#18087). Every other warning stays.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
    environments: {
      prerender: { resolve: { noExternal: SERVER_BUNDLED_PACKAGES } },
    },
    ssr: { noExternal: SERVER_BUNDLED_PACKAGES },
  },
});
