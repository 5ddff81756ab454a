import type { LineConfig, LocaleConfig, SiteConfig } from './config-schema.ts';

/**
 * The site config: every line, locale and section the site has. The build checks it against
 * `siteConfigSchema` before anything reads it (astro.config.ts); its type keeps ids literal, so a
 * route names only a line and a locale the site has.
 */
export const SITE_CONFIG = {
  name: 'rc-table',
  url: 'https://table-react-component.vercel.app',
  lines: [
    { id: '1.x', package: '@rc-component/table', prefix: '', current: true, usedBy: 'antd 6' },
    { id: '7.x', package: 'rc-table', prefix: '/7.x', current: false, usedBy: 'antd 5' },
  ],
  locales: [
    { id: 'en-US', name: 'English', prefix: '' },
    { id: 'zh-CN', name: '中文', prefix: '/zh-CN' },
  ],
  sections: [{ id: 'demo', order: 1 }],
} as const satisfies SiteConfig;

export type LineId = (typeof SITE_CONFIG.lines)[number]['id'];
export type LocaleId = (typeof SITE_CONFIG.locales)[number]['id'];
/** A line as code reads it: the config's fields, its id one the site has. */
export type Line = Omit<LineConfig, 'id'> & { id: LineId };
/** A locale as code reads it. */
export type Locale = Omit<LocaleConfig, 'id'> & { id: LocaleId };

/** The sections' ids in navigation order. */
export const SECTION_IDS: readonly string[] = [...SITE_CONFIG.sections]
  .sort((a, b) => a.order - b.order)
  .map((s) => s.id);

/** A line's content folder from the repository root: pages, examples, API text and release data. */
export const docsFolderOf = (line: { id: string }) => `docs/${line.id}`;

export const sectionById = (id: string) => SITE_CONFIG.sections.find((s) => s.id === id);
