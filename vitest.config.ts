import { defineConfig } from 'vitest/config';

// Unit tests run plain Vite (no Astro integration): pure logic and server rendering only.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Server-rendering every demo takes seconds on a busy 2-core machine; a hung test still fails.
    testTimeout: 60_000,
    server: { deps: { inline: [/^rc-/, /@rc-component/] } },
  },
});
