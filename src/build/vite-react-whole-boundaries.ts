import type { Plugin } from 'vite';

/** The stand-in for `react-dom/server` in Astro's React renderer (the server build only). */
const WHOLE_SERVER = '\0react-dom-server-whole-boundaries';

/**
 * Astro renders each React island with `renderToReadableStream`. Past 12.8 KB of HTML in one island, React
 * "outlines" each further Suspense boundary: the page first gets the boundary's fallback, and the content comes
 * later in a hidden `<div>` that an inline script moves in (`$RC`), after the first paint (`$RV` batches those
 * reveals). A demo's table sits in such a boundary (LazyDemo's, for its lazy chunk in the browser), so a large
 * demo (virtual-list-fixed-merged, 2,000 rows) showed "Loading the demo…" at first paint, then moved the page
 * in an extra long task; without JavaScript it never showed at all. The site is prerendered, nothing streams:
 * `progressiveChunkSize: Infinity` keeps every boundary in place, in the HTML where it belongs.
 */
export function wholeBoundariesPlugin(): Plugin {
  return {
    name: 'react-whole-boundaries',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === 'react-dom/server' && importer?.includes('@astrojs/react')) return WHOLE_SERVER;
    },
    load(id) {
      if (id !== WHOLE_SERVER) return;
      return [
        `import server from 'react-dom/server.node';`,
        `export default {`,
        `  ...server,`,
        `  renderToReadableStream: (node, options) =>`,
        `    server.renderToReadableStream(node, { ...options, progressiveChunkSize: Infinity }),`,
        `};`,
      ].join('\n');
    },
  };
}
