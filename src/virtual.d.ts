// Modules the build makes up (src/build/vite-docs.ts).

declare module '*?demo-source' {
  import type { DemoSourceBundle } from './shared/sandbox/types';
  const source: DemoSourceBundle;
  export default source;
}

declare module 'virtual:footer-packages' {
  /** Each line's package and React, by name. */
  const versions: Record<string, string>;
  export default versions;
}

declare module 'virtual:installed-packages' {
  const versions: Record<string, string>;
  export default versions;
}

declare module 'virtual:demos' {
  import type { ComponentType } from 'react';
  /** Per line, a lazy import of its map: each of its demos' modules by id (`simple`), a lazy import. */
  export const lineDemos: Record<
    string,
    () => Promise<{ modules: Record<string, () => Promise<{ default: ComponentType }>> }>
  >;
  /** Server render only (empty in the browser): each demo's component by id. */
  export const rendered: Record<string, ComponentType>;
  /** Server render only (empty in the browser): the URLs of each demo's stylesheets by id. */
  export const stylesheets: Record<string, string[]>;
}

declare module 'virtual:demo-packages' {
  /** Every module any demo imports at run time, each a lazy import. */
  export const modules: Record<string, () => Promise<Record<string, unknown>>>;
  /** Package stylesheets demos import (the pages link them). */
  export const stylesheets: string[];
}

declare module 'virtual:demo-sources' {
  import type { DemoSourceBundle } from './shared/sandbox/types';
  /** Each demo's `?demo-source` bundle by id, a lazy import. */
  export const sources: Record<string, () => Promise<{ default: DemoSourceBundle }>>;
}
