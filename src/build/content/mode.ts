/**
 * Pages marked `debug: true` exist in the dev server and in test builds (SITE_DEBUG=1, which the
 * end-to-end suite uses for its crashing demo), never in the production build.
 */
export function includeDebugPages(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.SITE_DEBUG === '1';
}
