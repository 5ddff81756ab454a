import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

/** Runs axe-core on the page (limited to `context`) and lists each violation with up to 3 of its nodes. */
export async function axeViolations(page: Page, context: unknown, tags = ['wcag2a', 'wcag2aa']): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const result: AxeResult = await page.evaluate(
    ([ctx, values]) =>
      (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe.run(ctx, {
        runOnly: { type: 'tag', values },
      }),
    [context, tags] as const,
  );
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
