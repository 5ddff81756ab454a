import { createRequire } from 'node:module';
import { expect, openPage, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] }[];
}

async function audit(page: import('@playwright/test').Page) {
  await page.addScriptTag({ path: axePath });
  const result: AxeResult = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe.run(
      { exclude: [['.demo-preview'], ['main.standalone']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] } },
    ),
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

// The site's own chrome and content; the demos show rc-table's stylesheet as it ships.
for (const mode of ['light', 'dark']) {
  for (const path of ['/', '/?tab=api', '/changelog', '/demo/simple', '/zh-CN/demo/scroll-x']) {
    test(`${path} in ${mode} mode meets WCAG AA (contrast, labels, headings)`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('rc-table-docs:prefers-color', m), mode);
      await openPage(page, path);
      await page.locator('#tab-doc').waitFor({ state: 'attached' });
      expect(await audit(page)).toEqual([]);
    });
  }
}
