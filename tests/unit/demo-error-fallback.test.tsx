import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DemoErrorFallback } from '../../src/components/demo/DemoErrorFallback';
import { I18nProvider } from '../../src/shared/i18n';
import { translatorFor } from '../../src/shared/i18n/server';

// What a crashed demo shows (spec, error catalogue): "the error message, or 'This demo has been crashed.', with
// an expandable 'Error stack'". A demo can throw anything, not only an Error with a message.

const CRASHED = 'This demo has been crashed.';

function fallback(error: unknown): string {
  return renderToStaticMarkup(
    <I18nProvider locale="en-US" t={translatorFor('en-US')}>
      <DemoErrorFallback error={error} resetErrorBoundary={() => {}} />
    </I18nProvider>,
  );
}

/** The text of the fallback's message paragraph. */
function message(html: string): string | undefined {
  return /<p class="demo-error-message">([^<]*)<\/p>/.exec(html)?.[1];
}

describe('the fallback of a crashed demo', () => {
  it("shows the error's message when it has one, with its stack", () => {
    const error = new Error('Cannot read properties of undefined');
    const html = fallback(error);
    expect(message(html)).toBe('Cannot read properties of undefined');
    expect(html).toContain('<summary>Error stack</summary>');
  });

  it('shows the crash text for an Error with an empty message, still with its stack', () => {
    const html = fallback(new Error(''));
    expect(message(html)).toBe(CRASHED);
    expect(html).toContain('<summary>Error stack</summary>');
  });

  it('shows the crash text for a thrown string, number, object or undefined, without a stack to expand', () => {
    for (const thrown of ['boom', 42, { message: 'not an Error' }, undefined, null]) {
      const html = fallback(thrown);
      const label = JSON.stringify(thrown) ?? 'undefined';
      expect(message(html), label).toBe(CRASHED);
      expect(html, label).not.toContain('Error stack');
    }
  });

  it('always offers to render the demo again', () => {
    for (const thrown of [new Error('x'), new Error(''), 'boom']) {
      expect(fallback(thrown)).toMatch(/<button type="button" class="button">Render again<\/button>/);
    }
  });
});
