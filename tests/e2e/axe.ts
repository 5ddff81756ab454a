import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

/** The rules whose outcome depends on the colours: all a change of colour mode can alter. */
export const COLOUR_RULES = { rules: ['color-contrast', 'link-in-text-block'] };

/**
 * Runs axe-core on the page (limited to `context`) and lists each violation with up to 3 of its nodes: the rules
 * of the given tags, or the given rules.
 */
export async function axeViolations(
  page: Page,
  context: unknown,
  only: string[] | { rules: string[] } = ['wcag2a', 'wcag2aa'],
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const runOnly = Array.isArray(only) ? { type: 'tag', values: only } : { type: 'rule', values: only.rules };
  const result: AxeResult = await page.evaluate(
    ([ctx, run]) =>
      (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe.run(ctx, {
        runOnly: run,
        // Only violations are read: axe then describes no passing node (the long part on a 3,800-cell table).
        resultTypes: ['violations'],
      }),
    [context, runOnly] as const,
  );
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
