import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { rootTsConfig } from './root-tsconfig';

// The site documents two lines: @rc-component/table 1.x (docs/1.x/examples) and rc-table 7.x (docs/7.x/examples).
// Each line's demos must be written against its own package, and render its own class names only.
const root = path.resolve(import.meta.dirname, '../..');
const DIR_1X = path.join(root, 'docs/1.x/examples');
const DIR_7X = path.join(root, 'docs/7.x/examples');
const tsxFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.tsx'));

const demos1x = import.meta.glob<{ default: ComponentType }>('../../docs/1.x/examples/*.tsx');
const demos7x = import.meta.glob<{ default: ComponentType }>('../../docs/7.x/examples/*.tsx');

/** Module specifiers of every `import … from '…'` / `import '…'` in a source file. */
function importsOf(source: string): string[] {
  return [...source.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

// Class names that only one line emits (read from each package's es/Cell and es/Table).
const ONLY_7X = /\brc-table-(?:cell-fix-(?:left|right)|ping-(?:left|right)|fixed-column-gapped)\b/;
const ONLY_1X = /\brc-table-(?:cell-fix-(?:start|end)|fix-(?:start|end)-shadow|has-fix-(?:start|end))\b/;

// Demos whose first render pins columns (default options, wide layout): file → sides pinned.
const FIXED_DEMOS: Record<string, ('start' | 'end')[]> = {
  'fixed-columns.tsx': ['start', 'end'],
  'fixed-columns-and-header.tsx': ['start', 'end'],
  'fixed-columns-and-header-rtl.tsx': ['start', 'end'],
  'fixed-columns-auto-height.tsx': ['start', 'end'],
  'fixed-columns-resize.tsx': ['start', 'end'],
  'scroll-xy.tsx': ['start', 'end'],
  'sticky-header-and-summary.tsx': ['start', 'end'],
  'sticky-header-container.tsx': ['start'],
  'sticky-header-fixed-columns.tsx': ['start', 'end'],
  'virtual-list-fixed-merged.tsx': ['start', 'end'],
};
// The 1.x-only demos that pin columns.
const FIXED_DEMOS_1X_ONLY: Record<string, ('start' | 'end')[]> = {
  'fixed-start-end-direction.tsx': ['start', 'end'],
};
const SIDE_7X = { start: 'left', end: 'right' } as const;

// Warnings a demo shows on purpose, by file (see demos-ssr.test.tsx for the 7.x line).
const EXPECTED_WARNINGS: Record<string, RegExp> = {
  'colspan-rowspan-legacy.tsx': /`columns\.render` return cell props is deprecated/,
};

describe('1.x demos cover the 7.x demos', () => {
  it('has a 1.x file of the same name for every file in docs/7.x/examples', () => {
    const missing = readdirSync(DIR_7X).filter((f) => !readdirSync(DIR_1X).includes(f));
    expect(missing).toEqual([]);
  });
});

describe('each line imports its own package', () => {
  it.each(tsxFiles(DIR_1X))('1.x %s imports @rc-component/table from its root and nothing from rc-table', (file) => {
    const imports = importsOf(readFileSync(path.join(DIR_1X, file), 'utf8'));
    expect(imports.filter((s) => s === 'rc-table' || s.startsWith('rc-table/'))).toEqual([]);
    expect(imports.filter((s) => s.startsWith('@rc-component/table/'))).toEqual([]);
    expect(imports).toContain('@rc-component/table');
  });

  it.each(tsxFiles(DIR_7X))('7.x %s imports nothing from @rc-component/table', (file) => {
    const imports = importsOf(readFileSync(path.join(DIR_7X, file), 'utf8'));
    expect(imports.filter((s) => s.startsWith('@rc-component/table'))).toEqual([]);
  });
});

describe('1.x demos are type-checked against @rc-component/table', () => {
  const config = rootTsConfig();

  it('is covered by the root tsconfig.json', () => {
    const included = new Set(config.fileNames.map((f) => path.resolve(f)));
    const missing = tsxFiles(DIR_1X).filter((f) => !included.has(path.join(DIR_1X, f)));
    expect(missing).toEqual([]);
  });

  // Whether they compile is `npm run typecheck`'s job (astro check reads the root tsconfig.json, which the test above
  // holds to include them); what it cannot tell is which package's types an import of the 1.x name finds.
  it('finds the table types of @rc-component/table, not of rc-table, under the root compiler options', () => {
    const resolved = tsxFiles(DIR_1X).map(
      (f) =>
        ts.resolveModuleName('@rc-component/table', path.join(DIR_1X, f), config.options, ts.sys).resolvedModule
          ?.resolvedFileName,
    );
    expect(resolved.filter((file) => !file?.includes('/node_modules/@rc-component/table/'))).toEqual([]);
  });
});

function renderLine(label: string, demos: Record<string, () => Promise<{ default: ComponentType }>>, prefix: string) {
  describe(`${label} demos render on the server with their own classes only`, () => {
    let errors: unknown[][];
    beforeEach(() => {
      errors = [];
      vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
      vi.spyOn(console, 'warn').mockImplementation((...args) => void errors.push(args));
    });
    afterEach(() => vi.restoreAllMocks());

    it('finds the demos', () => {
      expect(Object.keys(demos).length).toBeGreaterThanOrEqual(tsxFiles(DIR_7X).length);
    });

    for (const [file, load] of Object.entries(demos)) {
      const name = file.replace(prefix, '');
      it(name, async () => {
        const { default: Demo } = await load();
        const html = renderToString(createElement(Demo));
        expect(html).toContain('<table');
        const is1x = label === '1.x';
        expect(html).not.toMatch(is1x ? ONLY_7X : ONLY_1X);
        const sides = FIXED_DEMOS[name] ?? (is1x ? FIXED_DEMOS_1X_ONLY[name] : undefined);
        for (const side of sides ?? []) {
          expect(html).toContain(is1x ? `rc-table-cell-fix-${side}` : `rc-table-cell-fix-${SIDE_7X[side]}`);
        }
        const expected = EXPECTED_WARNINGS[name];
        const messages = errors.map((args) => args.map(String).join(' '));
        expect(messages.filter((m) => !expected?.test(m))).toEqual([]);
      });
    }
  });
}

renderLine('1.x', demos1x, '../../docs/1.x/examples/');
renderLine('7.x', demos7x, '../../docs/7.x/examples/');
