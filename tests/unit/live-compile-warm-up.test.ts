import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The compiler's warm-up when the editor opens: compiles in idle moments only, as many as asked, and stops.
const transform = vi.hoisted(() => vi.fn());
vi.mock('sucrase', async (importOriginal) => {
  const sucrase = await importOriginal<typeof import('sucrase')>();
  transform.mockImplementation(sucrase.transform);
  return { ...sucrase, transform };
});
const { warmCompiler } = await import('../../src/client/live/compile');

const SIMPLE = readFileSync('docs/1.x/examples/simple.tsx', 'utf8');

/** A page whose idle moments come when the test says. */
function idlePage() {
  const waiting = new Map<number, () => void>();
  let id = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => (waiting.set(++id, callback), id));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    pending: () => waiting.size,
    idle() {
      const [[handle, callback]] = waiting;
      waiting.delete(handle);
      callback();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  transform.mockClear();
});

describe('warming the live editor’s compiler', () => {
  it('compiles the demo once in each idle moment, as many times as asked, then stops asking', () => {
    const page = idlePage();
    warmCompiler(SIMPLE, 3);
    expect(transform).not.toHaveBeenCalled();
    for (let i = 1; i <= 3; i++) {
      page.idle();
      expect(transform).toHaveBeenCalledTimes(i);
      expect(transform.mock.calls[i - 1][0]).toBe(SIMPLE);
    }
    expect(page.pending()).toBe(0);
  });

  it('stops at once when told (the reader types): no compile waits', () => {
    const page = idlePage();
    const stop = warmCompiler(SIMPLE, 5);
    page.idle();
    stop();
    expect(page.pending()).toBe(0);
    expect(transform).toHaveBeenCalledTimes(1);
  });
});
