import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './scripts/ensure-chromium.mjs';
import { requireTestBuild } from './scripts/test-build.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const BUILD_DIR = requireTestBuild(import.meta.dirname);

// End-to-end tests run against the test build (`npm test` makes it), served as a static host would.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT), SITE_BUILD_DIR: BUILD_DIR },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
