declare module 'virtual:site-data' {
  import type { SiteData } from '../plugins/content/site-data.ts';
  const data: SiteData;
  export default data;
}

declare module 'virtual:demo-registry' {
  import type { ComponentType } from 'react';
  export interface DemoEntry {
    title: string;
    description: string;
    pagePath: string;
    load: () => Promise<{ default: ComponentType }>;
  }
  export const demos: Record<string, DemoEntry>;
}

declare module '*?demo-source' {
  import type { DemoSourceBundle } from './sandbox/types';
  const source: DemoSourceBundle;
  export default source;
}

declare module 'virtual:versions' {
  const versions: Record<string, string>;
  export default versions;
}

declare module 'virtual:demo-styles' {}

declare module '*.json?icu-ast' {
  import type { MessageFormatElement } from 'react-intl';
  const catalog: Record<string, MessageFormatElement[]>;
  export default catalog;
}
