// The tests build the site (with debug pages such as /demo/crash) into a folder of their own, so that
// `dist/`, which `npm start` serves and an upload would publish, never holds a debug build.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const TEST_BUILD_DIR = 'build-test';

/** Stops with what to run when the end-to-end tests are started without a test build. */
export function requireTestBuild(root, dir = process.env.SITE_BUILD_DIR ?? TEST_BUILD_DIR) {
  const client = path.join(root, dir);
  if (!existsSync(path.join(client, '404.html'))) {
    throw new Error(
      `The end-to-end tests need a test build in ${dir}/ and there is none.\n` +
        `Run \`npm test\` (builds it and runs every test), or build it first:\n` +
        `  SITE_DEBUG=1 SITE_BUILD_DIR=${TEST_BUILD_DIR} npm run build && npm run test:e2e`,
    );
  }
  return dir;
}
