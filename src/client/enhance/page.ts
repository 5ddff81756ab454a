// Every documentation page's enhancements of its server-rendered HTML (a few kilobytes, no React).
import { enhanceApiTables } from './api-table';
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
enhanceApiTables();
enhanceSearch();
enhanceNavigation();
enhanceUpgradeChecker();
focusLanding();
// Marks that the page's scripts run, for readers of the DOM such as the end-to-end tests.
document.documentElement.setAttribute('data-hydrated', '');
