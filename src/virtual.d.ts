declare module 'virtual:locale-pack/*' {
  import type { LocalePack } from './i18n/locale-pack';
  const pack: LocalePack;
  export default pack;
}

declare module 'virtual:section-sidebar/*' {
  import type { SidebarGroup } from '../plugins/content/site-data.ts';
  const sidebar: { section: string; groups: SidebarGroup[] };
  export default sidebar;
}

declare module 'virtual:locale-packs' {
  import type { LocalePack } from './i18n/locale-pack';
  const packs: LocalePack[];
  export default packs;
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

declare module 'virtual:site-versions' {
  const versions: { 'rc-table': string; react: string };
  export default versions;
}

declare module 'virtual:versions' {
  const versions: Record<string, string>;
  export default versions;
}

declare module 'virtual:demo-styles' {}

declare module '*.json?icu-ast' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const catalog: Record<string, MessageFormatElement[]>;
  export default catalog;
}
