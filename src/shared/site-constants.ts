/** Site-wide facts the pages do not carry themselves (the site's dimensions are in site/config.ts). */

/** Root pages other than the home page get a top navigation item after the sections. */
export const ROOT_NAV_ORDER_OFFSET = 100;

/** The label of a page's first tab, holding the page body itself. */
export const DEFAULT_TAB = { key: 'doc', title: 'Doc' } as const;

/** How long a copy button says "Copied" (the spec's code viewer: 2 s). */
export const COPIED_MS = 2000;
