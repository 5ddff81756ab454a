import { defineConfig } from 'vitest/config';

// Unit tests run plain Vite (no React Router plugin): pure logic and server rendering only.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    server: { deps: { inline: [/^rc-/, /@rc-component/] } },
  },
});
