import type { CompilerOptions } from 'typescript';

/** Path → text of every file the "Check types" worker compiles against. */
export type TypeCheckFiles = Record<string, string>;

/** Where the build publishes them (src/pages/type-check/files.json.ts). */
export const TYPE_CHECK_FILES_URL = '/type-check/files.json';

/**
 * The compiler options of "Check types": the project's own for its demos (strict, React's automatic JSX
 * runtime), with numbers in place of enum names so this module does not pull TypeScript into the page.
 */
export const TYPE_CHECK_OPTIONS: CompilerOptions = {
  target: 9, // ES2022
  module: 99, // ESNext
  moduleResolution: 100, // Bundler
  jsx: 4, // react-jsx
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  // A demo's CSS imports are the bundler's business, as they are in the project's own check.
  noUncheckedSideEffectImports: false,
};
