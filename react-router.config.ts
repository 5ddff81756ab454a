import type { Config } from '@react-router/dev/config';
import { loadSiteContent } from './plugins/content/load.ts';

export default {
  // SITE_BUILD_DIR lets two builds live side by side (e.g. while another one is being tested).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // A folder of static files: every known address is prerendered, then hydrates into an SPA.
  ssr: false,
  async prerender() {
    return loadSiteContent().prerenderPaths;
  },
} satisfies Config;
