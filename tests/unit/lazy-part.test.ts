import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, retryable } from '../../src/client/chunk-error';

describe('lazily loaded parts of a demo block', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the failed chunk from the messages of Chromium and Firefox, for this site only', () => {
    vi.stubGlobal('location', new URL('https://docs.example/demo/simple'));
    expect(
      failedModuleUrl(
        new TypeError('Failed to fetch dynamically imported module: https://docs.example/_astro/CodePanel.D7B.js'),
      ),
    ).toBe('https://docs.example/_astro/CodePanel.D7B.js');
    expect(
      failedModuleUrl(
        new TypeError('error loading dynamically imported module: https://docs.example/_astro/open.x.js'),
      ),
    ).toBe('https://docs.example/_astro/open.x.js');
    // Safari names no address; another site's script is never re-imported.
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(
      failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://cdn.other/x.js')),
    ).toBeUndefined();
    expect(failedModuleUrl('not an error')).toBeUndefined();
  });

  it('loads again after a failure and keeps the first success', async () => {
    let calls = 0;
    const load = retryable(() => {
      calls++;
      if (calls === 1) return Promise.reject(new TypeError('Importing a module script failed.'));
      return Promise.resolve({ value: calls });
    });
    await expect(load()).rejects.toThrow('Importing a module script failed.');
    await expect(load(true)).resolves.toEqual({ value: 2 });
    await expect(load()).resolves.toEqual({ value: 2 });
    expect(calls).toBe(2);
  });

  it('gives what the caller picks from the module, on the first load and on a load made again', async () => {
    let calls = 0;
    const load = retryable(
      () => {
        calls++;
        if (calls === 1) return Promise.reject(new TypeError('Importing a module script failed.'));
        return Promise.resolve({ CodePanel: 'the component' });
      },
      (module) => module.CodePanel,
    );
    await expect(load()).rejects.toThrow('Importing a module script failed.');
    await expect(load(true)).resolves.toBe('the component');
  });
});
