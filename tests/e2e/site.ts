// What the tests expect comes from the same docs/ the site is built from (never a copied list),
// read with the build's own page scan. Test builds include debug pages (SITE_DEBUG=1).
import { loadSiteContent } from '../../plugins/content/load.ts';

process.env.SITE_DEBUG ??= '1';
export const content = loadSiteContent(process.cwd());
export const pages = content.pages;
export const demos = content.demos;
