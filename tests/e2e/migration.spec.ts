import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, openPage, test } from './fixtures';

// The upgrade guide (docs/1.x/migration.mdx) and its checker: a form whose code loads on first use and checks
// pasted code in a worker with the upgrade rules (src/shared/upgrade).
const BEFORE = readFileSync('docs/1.x/migration/fixed.before.tsx', 'utf8');
const LABEL = "Your component's code (TSX or JSX)";
const FIRST_VISIT_JS = 15 * 1024;
const CHECKER_JS = 200 * 1024;

/** JavaScript the page fetched so far (scripts and workers), in bytes as transferred and as decoded. */
async function scriptBytes(page: Page): Promise<{ encoded: number; decoded: number; files: string[] }> {
  return page.evaluate(() => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => /\.(m?js)(\?|$)/.test(e.name));
    return {
      encoded: entries.reduce((sum, e) => sum + e.encodedBodySize, 0),
      decoded: entries.reduce((sum, e) => sum + e.decodedBodySize, 0),
      files: entries.map((e) => new URL(e.name).pathname),
    };
  });
}

test(`/migration: a first visit fetches at most ${FIRST_VISIT_JS / 1024} KB of JavaScript, the checker at most ${CHECKER_JS / 1024} KB more on first use`, async ({
  page,
}) => {
  await openPage(page, '/migration');
  await page.waitForLoadState('networkidle');
  const first = await scriptBytes(page);
  console.log(`first visit: ${first.encoded} B transferred, ${first.decoded} B decoded`, first.files);
  expect(first.decoded).toBeLessThanOrEqual(FIRST_VISIT_JS);
  expect(first.files.some((f) => f.includes('upgrade'))).toBe(false);

  const code = page.getByRole('textbox', { name: LABEL });
  await code.focus();
  await code.fill(BEFORE);
  await expect(page.locator('[data-upgrade-checker]').getByRole('status').filter({ hasText: 'findings' })).toHaveText(
    '4 findings',
  );
  const after = await scriptBytes(page);
  console.log(`checker: ${after.decoded - first.decoded} B decoded more`, after.files.slice(first.files.length));
  expect(after.decoded - first.decoded).toBeLessThanOrEqual(CHECKER_JS);
});

test('the checker lists each finding with its line, applies one fix, then all of them', async ({ page }) => {
  await openPage(page, '/migration');
  const checker = page.locator('[data-upgrade-checker]');
  const code = page.getByRole('textbox', { name: LABEL });
  await code.fill(BEFORE);
  await checker.getByRole('button', { name: 'Check the code' }).click();
  const status = checker.getByRole('status');
  await expect(status).toHaveText('4 findings');
  const findings = checker.getByRole('list', { name: 'Findings' }).getByRole('listitem');
  await expect(findings).toHaveCount(4);
  await expect(findings.nth(0)).toContainText('Line 1, column 20');
  await expect(findings.nth(0)).toContainText('rc-table is the 7.x package: import @rc-component/table instead.');
  await expect(findings.nth(2)).toContainText('Line 14');
  await expect(findings.nth(2)).toContainText('fixed “left” is deprecated in 1.x: use “start”');

  // One fix: the third finding's.
  await findings.nth(2).getByRole('button', { name: 'Apply this fix' }).click();
  await expect(status).toHaveText('3 findings');
  await expect(code).toHaveValue(/fixed: 'start'/);
  await expect(code).toHaveValue(/fixed: 'right'/);
  // Focus goes on to the next fix.
  await expect(findings.nth(0).getByRole('button', { name: 'Apply this fix' })).toBeFocused();

  // All the others.
  await checker.getByRole('button', { name: 'Apply all fixes' }).click();
  await expect(status).toHaveText('No findings: nothing in this code belongs to 7.x or is deprecated in 1.x.');
  await expect(code).toHaveValue(/from '@rc-component\/table'/);
  await expect(code).toHaveValue(/fixed: 'end'/);
  await expect(checker.getByRole('button', { name: 'Apply all fixes' })).toBeHidden();
  expect(await axeViolations(page, { include: [['[data-upgrade-checker]']] })).toEqual([]);
});

test('code that does not parse gets where the parser stopped, and no findings', async ({ page }) => {
  await openPage(page, '/migration');
  const code = page.getByRole('textbox', { name: LABEL });
  await code.fill("import Table from 'rc-table';\nconst x = <Table fixed='left' ;\n");
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // the Check button, by keyboard
  await expect(page.locator('[data-upgrade-checker]').getByRole('status')).toContainText(
    'The code does not parse: the parser stopped at line 2',
  );
  await expect(page.locator('[data-findings] li')).toHaveCount(0);
});

test('a 100 KB paste stays responsive: no script of the page runs over 50 ms while it is checked', async ({ page }) => {
  // Long animation frames name the scripts that ran in them: the checker's own work (handling the answer, listing
  // hundreds of findings) is told apart from the browser laying out 100 KB of text in the text area, which any
  // paste into a text area costs (100–150 ms measured here on a busy machine, with or without the checker).
  await page.addInitScript(() => {
    const w = window as unknown as { frames: { start: number; duration: number; scripts: [string, number][] }[] };
    w.frames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        scripts: { sourceURL: string; invoker: string; duration: number }[];
      })[])
        w.frames.push({
          start: entry.startTime,
          duration: entry.duration,
          scripts: entry.scripts.map((s) => [`${s.invoker} ${s.sourceURL}`, s.duration]),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await openPage(page, '/migration');
  const checker = page.locator('[data-upgrade-checker]');
  const code = page.getByRole('textbox', { name: LABEL });
  // Load the checker and its worker first: the paste is what is measured.
  await code.fill(BEFORE);
  await expect(checker.getByRole('status')).toHaveText('4 findings');
  const big = Array.from({ length: Math.ceil(100_000 / BEFORE.length) }, () => BEFORE).join('\n');
  expect(big.length).toBeGreaterThanOrEqual(100_000);
  const start = await page.evaluate(() => performance.now());
  // A paste: the whole text arrives at once, with one input event (fill() would insert it as typing).
  await code.evaluate((textarea: HTMLTextAreaElement, text) => {
    textarea.focus();
    textarea.value = text;
    textarea.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, big);
  const count = (big.match(/^import Table/gm)?.length ?? 0) * 4;
  await expect(checker.getByRole('status')).toHaveText(`${count} findings`, { timeout: 20_000 });
  await expect(page.locator('[data-findings] li')).toHaveCount(count, { timeout: 20_000 });
  await page.waitForTimeout(500);
  const frames = await page.evaluate(
    (from) =>
      (
        window as unknown as { frames: { start: number; duration: number; scripts: [string, number][] }[] }
      ).frames.filter((f) => f.start >= from),
    start,
  );
  console.log(`100 KB paste: ${count} findings; long frames after the paste: ${JSON.stringify(frames)}`);
  const slowScripts = frames.flatMap((f) => f.scripts).filter(([, duration]) => duration > 50);
  expect(slowScripts).toEqual([]);
});

test('/zh-CN/migration: the checker speaks Chinese', async ({ page }) => {
  await openPage(page, '/zh-CN/migration');
  const code = page.getByRole('textbox', { name: '你的组件代码（TSX 或 JSX）' });
  await code.fill(BEFORE);
  await page.getByRole('button', { name: '检查代码' }).click();
  await expect(page.locator('[data-upgrade-checker]').getByRole('status')).toHaveText('4 处问题');
  await expect(page.locator('[data-findings] li').first()).toContainText('第 1 行，第 20 列');
  await page.getByRole('button', { name: '应用全部修复' }).click();
  await expect(page.locator('[data-upgrade-checker]').getByRole('status')).toContainText('没有发现问题');
});

test('the guide shows the generated class table and every pair', async ({ page }) => {
  await openPage(page, '/migration');
  const row = page.getByRole('row', { name: /rc-table-ping-left/ });
  await expect(row).toContainText('rc-table-fix-start-shadow-show');
  await expect(page.locator('pre', { hasText: "fixed: 'start'" })).toHaveCount(1);
  await expect(page.locator('pre', { hasText: "from 'rc-table'" })).toHaveCount(5);
});
