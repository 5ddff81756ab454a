import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_TESTS = 'tests/unit';
// A test file that replaces a module (vi.mock) needs a module graph of its own: a module another file loaded
// first would stay unmocked. Every other file shares its worker's modules, which halves `npm test`'s unit
// tests on 2 cores (113 s -> 58 s: most of their time was loading rc-table, React and the demos again for
// each of the 60 files).
const mocking = readdirSync(path.join(import.meta.dirname, UNIT_TESTS), { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `${UNIT_TESTS}/${name.split(path.sep).join('/')}`)
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')));

// Unit tests run plain Vite (no Astro integration): pure logic and server rendering only.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    // Server-rendering every demo takes seconds on a busy 2-core machine; a hung test still fails.
    testTimeout: 60_000,
    server: { deps: { inline: [/^rc-/, /@rc-component/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: [`${UNIT_TESTS}/**/*.test.{ts,tsx}`],
          exclude: mocking,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own modules', include: mocking } },
    ],
  },
});
