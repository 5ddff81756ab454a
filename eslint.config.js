// Lint rules: TypeScript's recommended set with type information, the rules of hooks, Astro's rules for
// .astro files, and jsx-a11y for what readers with assistive technology meet in our components, pages
// and demos.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'build-*/',
      'dist/',
      '.astro/',
      'test-results/',
      'test-reports/',
      'bench-results/',
      // Stryker's reports and its sandbox copy of the project (npm run test:mutation)
      'reports/',
      '.stryker-tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // One type-checked program for the project (and one for the Web Workers, which the root tsconfig leaves
    // to their own): the project service would build one per folder tsconfig, a third more work. Each
    // folder's own libraries are checked by npm run typecheck.
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './src/client/workers/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  // .astro files: the plugin's parser and rules, and jsx-a11y's checks on their markup.
  ...astro.configs['flat/recommended'],
  {
    // astro check type-checks these; the lint stays syntactic here (the Astro parser has no project service).
    files: ['**/*.astro', '**/*.astro/*.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false } },
  },
  { files: ['**/*.astro'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable); it is
      // announced as a named region, so a tab stop on it is expected.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region', 'separator'] }],
    },
  },
  {
    // A focusable separator with a value is a widget in WAI-ARIA 1.2 (the APG "window splitter"): the
    // column resize handle is one, moved with the arrow keys. jsx-a11y 6.10 counts every separator as
    // static, and its interaction rule can be told about elements only, not roles.
    files: ['docs/*/examples/column-resize.tsx'],
    rules: { 'jsx-a11y/no-noninteractive-element-interactions': 'off' },
  },
  {
    // Tests read JSON fixtures, payloads and reports whose shape their own assertions check; typing each
    // parse would restate the assertion.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  // Globals by where the code runs (as each folder's tsconfig.json): shared code has neither the
  // browser's nor Node's; the build has Node's; the browser folders have the DOM; workers their own.
  { files: ['src/client/**', 'src/components/**', 'src/islands/**'], languageOptions: { globals: globals.browser } },
  { files: ['src/client/workers/**'], languageOptions: { globals: globals.worker } },
  {
    files: ['src/build/**', 'src/pages/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests and the bench run in Node and hand functions to the page under test.
    files: ['src/layouts/**', 'docs/**', 'tests/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
