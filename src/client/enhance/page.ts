// Every documentation page's enhancements of its server-rendered HTML (a few kilobytes, no React).
import { enhanceCodeCopy } from './code-copy';
import { enhanceColorMode } from './color-mode';
import { enhanceCopyMarkdown } from './copy-markdown';
import { focusLanding } from './landing';
import { enhanceNavigation } from './navigation';
import { enhanceSearch } from '../search/index';
import { enhanceSidebar } from './sidebar';
import { enhanceTabs } from './tabs';
import { enhanceToc } from './toc';
import { enhanceUpgradeChecker } from './upgrade-checker';

enhanceColorMode();
enhanceSidebar();
enhanceTabs();
enhanceToc();
enhanceCopyMarkdown();
enhanceCodeCopy();
// Only pages with an API table (the API tab) load its filter and row links; the rows work as plain anchors
// meanwhile. If the chunk does not arrive (offline, a redeploy) the tables stay plain, without a dead filter box.
if (document.querySelector('.api-scroll')) {
  import('./api-table').then(
    (m) => m.enhanceApiTables(),
    () => document.querySelectorAll<HTMLElement>('[data-api-filter]').forEach((box) => (box.hidden = true)),
  );
}
enhanceSearch();
enhanceNavigation();
enhanceUpgradeChecker();
focusLanding();
// Marks that the page's scripts run, for readers of the DOM such as the end-to-end tests.
document.documentElement.setAttribute('data-hydrated', '');
