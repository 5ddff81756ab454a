/** Site-wide facts the pages do not carry themselves (the site's dimensions are in site/config.ts). */

/** Root pages other than the home page get a top navigation item after the sections. */
export const ROOT_NAV_ORDER_OFFSET = 100;

/** The home page's other tabs (API) get a top navigation item before the sections. */
export const HOME_TAB_NAV_ORDER = 0;

/** The label of a page's first tab, holding the page body itself. */
export const DEFAULT_TAB = { key: 'doc', title: 'Doc' } as const;

/** How long a copy button says "Copied" (the spec's code viewer: 2 s). */
export const COPIED_MS = 2000;

/** This site's own source: "Edit this page" links into it. */
export const SITE_REPO_URL = 'https://github.com/react-component/table-site';

/** The branch of SITE_REPO_URL the pages are edited on. */
export const SITE_REPO_BRANCH = 'main';

/** What the site documents: rc-table's repository, its issues and its npm package. */
export const PACKAGE_LINKS = {
  repository: 'https://github.com/react-component/table',
  issues: 'https://github.com/react-component/table/issues',
} as const;

/** A package's page on npm: each line links its own package. */
export const npmPage = (pkg: string) => `https://www.npmjs.com/package/${pkg}`;

/** The browser's UI colour per colour mode (`theme-color`): the header's background in each. */
export const THEME_COLORS = { light: '#ffffff', dark: '#0d1117' } as const;

/** The upgrade guide from the older line to the current one, a page of the current line. */
export const UPGRADE_GUIDE_PATH = '/migration';
