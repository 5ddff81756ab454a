// Modules the build makes up (src/build/vite-docs.ts).

declare module '*?demo-source' {
  import type { DemoSourceBundle } from './lib/sandbox/types';
  const source: DemoSourceBundle;
  export default source;
}

declare module 'virtual:site-versions' {
  const versions: { 'rc-table': string; react: string };
  export default versions;
}

declare module 'virtual:versions' {
  const versions: Record<string, string>;
  export default versions;
}

declare module 'virtual:demo-styles' {}

declare module 'virtual:demo-packages' {
  /** Every module any demo imports at run time, each a lazy import. */
  export const modules: Record<string, () => Promise<Record<string, unknown>>>;
  /** Package stylesheets demos import (the pages link them). */
  export const stylesheets: string[];
}
