import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The unit tests as Stryker runs them (npm run test:mutation): all of them but the boot script's, which
// evaluates the colour-mode functions' source text on its own. Instrumented, that text calls helpers that
// live only in the mutated module's scope, so it cannot run there; the colour-mode rules are tested directly
// in color-mode.test.ts. The search index is built once, in a global setup (tests/unit/search-index-setup.ts),
// rather than by every search test file each time a mutant loads it.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [...configDefaults.exclude, 'tests/unit/boot-script.test.ts'],
      globalSetup: ['tests/unit/search-index-setup.ts'],
    },
  }),
);
