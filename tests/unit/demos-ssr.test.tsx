import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

// Every demo is prerendered at build time, so each must render on the server
// without throwing and without a React warning (React reports those through console.error).
const demos = import.meta.glob<{ default: ComponentType }>('../../docs/7.x/examples/*.tsx');

// Warnings a demo shows on purpose, by file. The legacy merging demo uses the `render` → `{ props }` API that
// rc-table deprecates; rc-table says so in development builds only (the site's production build is silent).
const EXPECTED_WARNINGS: Record<string, RegExp> = {
  'colspan-rowspan-legacy.tsx': /`columns\.render` return cell props is deprecated/,
};

describe('every demo renders on the server', () => {
  let errors: unknown[][];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    vi.spyOn(console, 'warn').mockImplementation((...args) => void errors.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  it('finds the demos', () => {
    expect(Object.keys(demos).length).toBeGreaterThan(0);
  });

  for (const [file, load] of Object.entries(demos)) {
    const name = file.replace('../../docs/7.x/examples/', '');
    it(name, async () => {
      const { default: Demo } = await load();
      const html = renderToString(createElement(Demo));
      expect(html).toContain('<table');
      const expected = EXPECTED_WARNINGS[name];
      const messages = errors.map((args) => args.map(String).join(' '));
      expect(messages.filter((m) => !expected?.test(m))).toEqual([]);
    });
  }
});
