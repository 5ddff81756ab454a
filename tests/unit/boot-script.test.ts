import { describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT } from '../../src/client/boot/boot-script';

// The boot script runs the colour-mode rules of src/shared/theme/color-mode.ts from their source text, in a
// scope of their own (as the inline script of every page does). Its own file so that the mutation run can
// leave it out: under Stryker that source text calls the instrumenter's helpers, which exist only in the
// instrumented module (see vitest.stryker.config.ts).

describe('colour mode', () => {
  it('runs the same rules before the first paint: the boot script sets the attributes', () => {
    const attributes: Record<string, string> = {};
    const html = { setAttribute: (k: string, v: string) => (attributes[k] = v) };
    // The boot script is a string the page runs as an inline script; this runs it the same way.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function(
      'document',
      'location',
      'history',
      'localStorage',
      'window',
      'URLSearchParams',
      BOOT_SCRIPT,
    );
    const listeners: Record<string, (event: unknown) => void> = {};
    const env = (stored: string | null, dark: boolean) => [
      { documentElement: html },
      { pathname: '/demo/simple/', search: '', hash: '#x' },
      { state: null, replaceState: (_s: unknown, _t: string, url: string) => (attributes.replaced = url) },
      { getItem: () => stored },
      {
        matchMedia: () => ({ matches: dark }),
        addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      },
      URLSearchParams,
    ];
    run(...env('auto', true));
    expect(attributes).toMatchObject({
      'data-color-mode': 'auto',
      'data-prefers-color': 'dark',
      replaced: '/demo/simple#x',
    });
    run(...env('nonsense', true));
    expect(attributes).toMatchObject({ 'data-color-mode': 'light', 'data-prefers-color': 'light' });

    // A page-load view transition the browser skipped stays out of the console; other rejections do not.
    expect(Object.keys(listeners)).toEqual(['unhandledrejection']);
    const handled = (reason: unknown) => {
      const event = { reason, preventDefault: vi.fn() };
      listeners.unhandledrejection(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(handled(new DOMException('Transition was aborted because of invalid state', 'InvalidStateError'))).toBe(
      true,
    );
    expect(handled(new DOMException('Transition was skipped', 'AbortError'))).toBe(true);
    expect(handled(new DOMException('The object is in an invalid state.', 'InvalidStateError'))).toBe(false);
    expect(handled(new TypeError('Transition is not a function'))).toBe(false);
    expect(handled(undefined)).toBe(false);
  });
});
