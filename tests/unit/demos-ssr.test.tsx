import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

// Every demo is prerendered at build time, so each must render on the server
// without throwing and without a React warning (React reports those through console.error).
const demos = import.meta.glob<{ default: ComponentType }>('../../docs/examples/*.tsx');

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
    it(file.replace('../../docs/examples/', ''), async () => {
      const { default: Demo } = await load();
      const html = renderToString(createElement(Demo));
      expect(html).toContain('<table');
      expect(errors.map((args) => args.map(String).join(' '))).toEqual([]);
    });
  }
});
