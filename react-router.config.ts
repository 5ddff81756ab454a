import type { Config } from '@react-router/dev/config';
import { loadSiteContent } from './plugins/content/load.ts';

export default {
  // A folder of static files: every known address is prerendered, then hydrates into an SPA.
  ssr: false,
  async prerender() {
    return loadSiteContent().prerenderPaths;
  },
} satisfies Config;
