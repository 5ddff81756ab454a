// `node scripts/bench-live.mjs` (run by `npm run bench` after its build): the live editor's budgets,
// measured in Chromium on the built site.
// - first Edit: every script the first click on Edit loads, gzipped, by part (≤ 200 KB in all);
// - last keystroke → table updated, median of 15 edits (≤ 60 ms on /demo/simple, ≤ 100 ms on
//   /demo/expanded-row-render), and the transpile alone (the `live-edit-transpile` User Timing
//   measure; < 5 ms);
// - typing: the longest main-thread task while typing a word with the demo re-rendering, 3 runs (≤ 50 ms; the
//   observer is checked on a planted task first), at full speed and with the CPU throttled 4×, and
//   the slowest keystroke by Event Timing (only the keystrokes typed, see typingLongTask);
// - Check types: what its first click loads (≤ 2 MB gzipped), click → errors marked (≤ 3 s), again
//   after an edit (≤ 600 ms): the `live-edit-check-types` User Timing measure;
// - the upgrade checker of /migration: what its first use loads (≤ 200 KB gzipped), and the longest task of a
//   100 KB paste, 3 runs (≤ 50 ms; also reported with the CPU throttled 4×).
// Exits 1 when a figure misses its budget.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { BUILD_DIR, createStaticServer, listen } from './static-server.mjs';
import { LIVE, UPGRADE_CHECKER } from './bench/budgets.mjs';
import { bigPaste, pasteInto } from './checker-paste.mjs';

const BUDGET_FIRST_EDIT = LIVE.firstEditBytes;
const BUDGET_UPDATE_MS = LIVE.updateMs;
const BUDGET_TRANSPILE_MS = LIVE.transpileMs;
const BUDGET_LONG_TASK_MS = LIVE.longTaskMs;
const BUDGET_CHECK_TYPES_BYTES = LIVE.checkTypesBytes;
const BUDGET_CHECK_TYPES_FIRST_MS = LIVE.checkTypesFirstMs;
const BUDGET_CHECK_TYPES_AGAIN_MS = LIVE.checkTypesAgainMs;
const SAMPLES = 15;
/** Runs of the typing measure per CPU rate. */
const TYPING_RUNS = 3;
const EDITOR = 'Demo source code editor. Tab indents; press Escape, then Tab, to leave the editor.';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gzip = (urlPath) =>
  gzipSync(readFileSync(path.join(BUILD_DIR, decodeURIComponent(urlPath))), { level: 6 }).length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Which part of the editor a chunk is, from the modules its name or content shows. */
function part(file) {
  const name = path.basename(file);
  if (/^LiveEditor\./.test(name))
    return 'editor, TSX language, sucrase, runtime, rc-table hints code (LiveEditor chunk)';
  if (file.startsWith('/api-hints/')) return "rc-table's completion and hover data (api-hints)";
  if (file.startsWith('/demo-code/')) return "the demo's code (demo-code)";
  return `other: ${name}`;
}

async function openEditor(page, base, route, id) {
  await page.goto(base + route, { waitUntil: 'networkidle' });
  const block = page.locator(`#${id}`);
  await block.scrollIntoViewIfNeeded();
  await block.locator('.demo-preview[data-demo-ready]').waitFor();
  await block.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = block.getByRole('textbox', { name: EDITOR });
  await editor.waitFor();
  await block.locator('.cm-line').first().waitFor();
  return { block, editor };
}

async function firstEdit(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (res) => {
    const url = new URL(res.url());
    const type = res.request().resourceType();
    if (url.origin === base && (type === 'script' || type === 'fetch') && res.status() === 200)
      scripts.add(url.pathname);
  });
  await page.goto(`${base}/demo/simple`, { waitUntil: 'networkidle' });
  await page.locator('#simple .demo-preview[data-demo-ready]').waitFor();
  const before = new Set(scripts);
  await page.locator('#simple').getByRole('button', { name: 'Edit', exact: true }).click();
  await page.locator('#simple .cm-content').waitFor();
  await page.waitForLoadState('networkidle');
  const loaded = [...scripts].filter((s) => !before.has(s));
  await context.close();
  const parts = {};
  for (const file of loaded) parts[part(file)] = (parts[part(file)] ?? 0) + gzip(file);
  return { loaded, parts, total: loaded.reduce((sum, f) => sum + gzip(f), 0) };
}

/**
 * Edits the first column title SAMPLES times, each edit one input event (the whole text replaced,
 * as a paste would): from that input to the header showing the new title.
 */
async function updateLatency(browser, base, route, id) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { editor } = await openEditor(page, base, route, id);
  // The page's own demo: the line the route is on (7.x under /7.x, 1.x at the root).
  const line = route.startsWith('/7.x/') ? '7.x' : '1.x';
  const source = readFileSync(path.join(path.dirname(import.meta.dirname), `docs/${line}/examples/${id}.tsx`), 'utf8');
  // The first column title the source sets.
  const original = /title: '([^']+)'/.exec(source)[1];
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const title = `${original} ${i + 1}`;
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.evaluate(
      ({ sel, text }) => {
        const shown = () => [...document.querySelectorAll(sel)].some((th) => th.textContent.trim() === text);
        window.__liveBench = new Promise((resolve) => {
          let typed = 0;
          document.addEventListener('input', () => (typed = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (typed && shown()) {
              observer.disconnect();
              resolve(performance.now() - typed);
            }
          });
          observer.observe(document.querySelector(sel).closest('.demo-preview'), {
            subtree: true,
            childList: true,
            characterData: true,
          });
        });
      },
      { sel: `#${id} .demo-preview thead th`, text: title },
    );
    await page.keyboard.insertText(source.replace(`title: '${original}'`, `title: '${title}'`));
    times.push(await page.evaluate(() => window.__liveBench));
  }
  const transpile = await page.evaluate(() =>
    performance.getEntriesByName('live-edit-transpile').map((e) => e.duration),
  );
  await context.close();
  return { median: median(times), times, transpileMedian: median(transpile) };
}

const PLANT_MS = 120;

/**
 * Long-task entries exist only for tasks over 50 ms, so "0" would also be what an observer that sees nothing
 * reports: a planted 120 ms task (one of the page's own event loop: a script DevTools evaluates is not reported
 * as one) must show up in `window.__longTasks` first, or the run fails.
 */
async function checkLongTaskObserver(page) {
  await page.evaluate((ms) => {
    setTimeout(() => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    });
  }, PLANT_MS);
  await page
    .waitForFunction((ms) => window.__longTasks.some((d) => d >= ms), PLANT_MS, { timeout: 5000 })
    .catch(() => {
      throw new Error(
        `the long-task observer did not see a planted ${PLANT_MS} ms task: its figure would mean nothing`,
      );
    });
}

/**
 * The longest task while typing a word at a human pace, the demo re-rendering as it goes (the observer
 * checked first, see checkLongTaskObserver). Also the slowest keystroke as the Event Timing API sees it (key events and input: delay, handlers
 * and the next paint), which is what a reader feels.
 */
async function typingLongTask(browser, base, cpuRate = 1) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { editor } = await openEditor(page, base, '/demo/expanded-row-render', 'expanded-row-render');
  if (cpuRate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  // Event Timing: only the key and input events of the word typed below (startTime after
  // __typingFrom, set once the editor is open and idle). The earlier bench kept every entry the
  // observer was handed, the Ctrl+End press and its first renders included, which is where its
  // "slowest keystroke 6.6 s" most likely came from, not from a keystroke of the typing (see the README).
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__keys = [];
    window.__typingFrom = Infinity;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (/^key|input$/.test(e.name) && e.startTime >= window.__typingFrom) window.__keys.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  await checkLongTaskObserver(page);
  await editor.press('ControlOrMeta+End');
  await page.waitForTimeout(200);
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__keys = [];
    window.__typingFrom = performance.now();
  });
  await page.keyboard.type('\n// typing while the table re-renders, key after key', { delay: 120 });
  await page.waitForTimeout(400);
  const { tasks, keys } = await page.evaluate(() => ({ tasks: window.__longTasks, keys: window.__keys }));
  await context.close();
  return { longest: Math.max(0, ...tasks), count: tasks.length, slowestKey: Math.max(0, ...keys) };
}

/** Check types: what its first click loads, click → errors marked the first time, and again after an edit. */
async function checkTypes(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Set();
  // The worker's requests are reported on the page too.
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === base && res.status() === 200) files.add(url.pathname);
  });
  const { block, editor } = await openEditor(page, base, '/demo/simple', 'simple');
  await page.waitForLoadState('networkidle');
  const before = new Set(files);
  const button = block.getByRole('button', { name: 'Check types' });
  const checked = (n) =>
    page.waitForFunction((count) => performance.getEntriesByName('live-edit-check-types').length >= count, n);
  await button.click();
  await checked(1);
  await page.waitForLoadState('networkidle');
  const loaded = [...files].filter((f) => !before.has(f));
  await editor.press('ControlOrMeta+End');
  await page.keyboard.type('\n// checked again');
  await block.getByRole('status').filter({ hasText: 'Table updated.' }).waitFor();
  await button.click();
  await checked(2);
  const [first, again] = await page.evaluate(() =>
    performance.getEntriesByName('live-edit-check-types').map((e) => e.duration),
  );
  await context.close();
  return { loaded, bytes: loaded.reduce((sum, f) => sum + gzip(f), 0), first, again };
}

const CHECKER_LABEL = "Your component's code (TSX or JSX)";

/**
 * The upgrade checker of /migration: what its first use loads, then a 100 KB paste (the guide's `fixed` example
 * repeated) into its editor, as the browser hands a paste over, until the findings are listed and underlined.
 * The longest main-thread task (the observer checked first) and the longest animation frame, style and layout
 * included.
 */
async function upgradeChecker(browser, base, cpuRate = 1) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === base && /\.js$/.test(url.pathname) && res.status() === 200) scripts.add(url.pathname);
  });
  await page.goto(`${base}/migration`, { waitUntil: 'networkidle' });
  const before = new Set(scripts);
  const example = readFileSync(
    path.join(path.dirname(import.meta.dirname), 'docs/1.x/migration/fixed.before.tsx'),
    'utf8',
  );
  const code = page.getByRole('textbox', { name: CHECKER_LABEL });
  await code.fill(example);
  const status = page.locator('[data-upgrade-checker] [role=status]');
  await status.filter({ hasText: /^\d+ findings$/ }).waitFor();
  await page.waitForLoadState('networkidle');
  const loaded = [...scripts].filter((s) => !before.has(s));
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__frames.push(e.duration);
    }).observe({ type: 'long-animation-frame' });
  });
  await checkLongTaskObserver(page);
  if (cpuRate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  const { text, findings } = bigPaste(example);
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__frames = [];
  });
  await pasteInto(code, text);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-findings] li').length === n && document.querySelector('.cm-lintRange'),
    findings,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(500);
  const { tasks, frames } = await page.evaluate(() => ({ tasks: window.__longTasks, frames: window.__frames }));
  await context.close();
  return {
    loaded,
    bytes: loaded.reduce((sum, f) => sum + gzip(f), 0),
    findings,
    longest: Math.max(0, ...tasks),
    count: tasks.length,
    longestFrame: Math.max(0, ...frames),
  };
}

ensureChromium();
const server = createStaticServer();
const base = await listen(server);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
let over = 0;
const line = (label, value, budget, ok) => {
  if (!ok) over += 1;
  console.log(`${label.padEnd(58)}${value.padEnd(14)}${budget.padEnd(16)}${ok ? 'ok' : 'OVER'}`);
};
try {
  console.log('\nLive editor (Chromium, built site)');
  const edit = await firstEdit(browser, base);
  for (const [name, bytes] of Object.entries(edit.parts)) console.log(`  first Edit, ${name}: ${kb(bytes)}`);
  line(
    'first Edit loads, gzipped, in all',
    kb(edit.total),
    `≤ ${kb(BUDGET_FIRST_EDIT)}`,
    edit.total <= BUDGET_FIRST_EDIT,
  );
  for (const [route, budget] of Object.entries(BUDGET_UPDATE_MS)) {
    const id = route.split('/').pop();
    const r = await updateLatency(browser, base, route, id);
    console.log(`  ${route}: the ${SAMPLES} edits in order, ms: ${r.times.map((t) => t.toFixed(0)).join(', ')}`);
    line(
      `${route} last keystroke → table updated (median of ${SAMPLES})`,
      `${r.median.toFixed(1)} ms`,
      `≤ ${budget} ms`,
      r.median <= budget,
    );
    line(
      `${route} transpile alone (median)`,
      `${r.transpileMedian.toFixed(2)} ms`,
      `< ${BUDGET_TRANSPILE_MS} ms`,
      r.transpileMedian < BUDGET_TRANSPILE_MS,
    );
  }
  // Three runs each: one run's longest task is one sample of a maximum, and at 4× it moved by half between two
  // runs of the same build (83 and 141 ms). The budget holds the longest of the three.
  for (const rate of [1, LIVE.throttledCpuRate]) {
    const runs = [];
    for (let i = 0; i < TYPING_RUNS; i++) runs.push(await typingLongTask(browser, base, rate));
    const cpu = rate > 1 ? `, CPU ${rate}× throttled` : '';
    const ms = (n) => `${n.toFixed(0)} ms`;
    console.log(
      `  typing${cpu}, ${TYPING_RUNS} runs (observer checked on a planted 120 ms task each time): tasks over 50 ms ` +
        `${runs.map((r) => r.count).join(', ')}; longest ${runs.map((r) => (r.count ? ms(r.longest) : 'none')).join(', ')}; ` +
        `slowest keystroke (Event Timing, to next paint) ${runs.map((r) => ms(r.slowestKey)).join(', ')}`,
    );
    const longest = Math.max(...runs.map((r) => r.longest));
    line(
      `longest main-thread task while typing${cpu} (${TYPING_RUNS} runs)`,
      longest ? ms(longest) : 'none > 50 ms',
      `≤ ${BUDGET_LONG_TASK_MS} ms`,
      longest <= BUDGET_LONG_TASK_MS,
    );
  }
  const types = await checkTypes(browser, base);
  console.log(`  Check types loads: ${types.loaded.map((f) => `${f} ${kb(gzip(f))}`).join(', ')}`);
  line(
    'Check types: loaded on its first click, gzipped',
    kb(types.bytes),
    `≤ ${kb(BUDGET_CHECK_TYPES_BYTES)}`,
    types.bytes <= BUDGET_CHECK_TYPES_BYTES,
  );
  line(
    'Check types: first result (click → errors marked)',
    `${types.first.toFixed(0)} ms`,
    `≤ ${BUDGET_CHECK_TYPES_FIRST_MS} ms`,
    types.first <= BUDGET_CHECK_TYPES_FIRST_MS,
  );
  line(
    'Check types: again after an edit',
    `${types.again.toFixed(0)} ms`,
    `≤ ${BUDGET_CHECK_TYPES_AGAIN_MS} ms`,
    types.again <= BUDGET_CHECK_TYPES_AGAIN_MS,
  );

  console.log('\nUpgrade checker (/migration)');
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await upgradeChecker(browser, base));
  const [first] = runs;
  console.log(`  first use loads: ${first.loaded.map((f) => `${f} ${kb(gzip(f))}`).join(', ')}`);
  line(
    'checker: loaded on first use, gzipped',
    kb(first.bytes),
    `≤ ${kb(UPGRADE_CHECKER.firstUseBytes)}`,
    first.bytes <= UPGRADE_CHECKER.firstUseBytes,
  );
  const longest = Math.max(...runs.map((r) => r.longest));
  console.log(
    `  100 KB paste, ${first.findings} findings, 3 runs: long tasks ${runs.map((r) => r.count).join(', ')}; ` +
      `longest animation frame (style and layout included) ${runs.map((r) => (r.longestFrame ? `${r.longestFrame.toFixed(0)} ms` : 'none ≥ 50 ms')).join(', ')}`,
  );
  line(
    'checker: longest main-thread task, 100 KB paste (3 runs)',
    longest ? `${longest.toFixed(0)} ms` : 'none > 50 ms',
    `≤ ${UPGRADE_CHECKER.pasteLongTaskMs} ms`,
    longest <= UPGRADE_CHECKER.pasteLongTaskMs,
  );
  const throttled = await upgradeChecker(browser, base, LIVE.throttledCpuRate);
  console.log(
    `  the same paste with the CPU ${LIVE.throttledCpuRate}× throttled (reported, no budget): ` +
      `${throttled.count} long task(s), longest ${throttled.longest.toFixed(0)} ms; ` +
      `longest frame ${throttled.longestFrame.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  server.close();
}
process.exit(over ? 1 : 0);
