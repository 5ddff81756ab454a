import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './scripts/ensure-chromium.mjs';
import { requireTestBuild } from './scripts/test-build.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const BUILD_DIR = requireTestBuild(import.meta.dirname);

// End-to-end tests run against the test build (`npm test` makes it), served as a static host would.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One more worker than the 2 cores npm test is held to: a test spends part of its time waiting (on the page,
  // on an assertion's next poll), which a third worker fills. The whole suite run back to back on 2 idle cores:
  // 525 s with 3, 545 s with 2. npm test in a fresh clone with both cores also busy: 959-963 s with 3,
  // 1,003-1,050 s with 2.
  workers: 3,
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
