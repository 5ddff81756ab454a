/**
 * Packages Vite bundles into the server code instead of leaving them to Node (`noExternal`), both for
 * prerendering (`astro build`) and for the dev server's rendering (`astro dev`).
 *
 * rc-table and its rc-* helpers point Node at CommonJS (`lib/`), whose default export Node hands over
 * as an object ("Element type is invalid … got: object"); bundled, their ES module build (`es/`) is
 * used instead. Only packages with an ES module build belong here: the dev server runs bundled
 * packages through Vite's module runner, which cannot evaluate CommonJS ("module is not defined").
 * A CommonJS-only package such as react-resizable stays external, and Node loads it as it is.
 */
export const SERVER_BUNDLED_PACKAGES: (string | RegExp)[] = [
  /^rc-/,
  /^@rc-component\//,
  'react-dnd',
  'react-dnd-html5-backend',
  'styled-components',
  'react-window',
];
