import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, expectDemoReady, openPage, reachDemo, test } from './fixtures';
import { chooseColorMode } from './reader';

// The live editor on the Simple page's demo (docs/1.x/examples/simple.tsx, id `simple`): its first column
// is titled "Item" and its rows are Apple, Carrot and Walnut.
const SIMPLE = readFileSync('docs/1.x/examples/simple.tsx', 'utf8');
const EDITOR = 'Demo source code editor. Tab indents; press Escape, then Tab, to leave the editor.';

async function openEditor(page: Page, path = '/demo/simple', id = 'simple') {
  await openPage(page, path);
  const block = page.locator(`#${id}`);
  // A demo that hydrates on reach (the 100,000-row lists) waits for the reader's pointer; any other is ready.
  await reachDemo(block.locator('.demo-preview'));
  await expectDemoReady(block.locator('.demo-preview'));
  await block.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = block.getByRole('textbox', { name: EDITOR });
  await expect(editor).toContainText("from '@rc-component/table'");
  return { block, editor };
}

/** Replaces the editor's whole text, as a paste would. */
async function setCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

const headers = (block: Locator) => block.locator('.demo-preview thead th');

test('editing a column title re-renders the table with it; the rest of the page is untouched', async ({ page }) => {
  const { block, editor } = await openEditor(page);
  await expect(headers(block).first()).toHaveText('Item');
  await setCode(page, editor, SIMPLE.replace("title: 'Item'", "title: 'Product'"));
  await expect(headers(block).first()).toHaveText('Product');
  await expect(block.getByRole('status')).toHaveText('Table updated.');
  // The demo's own state still works in the edited table.
  await block.getByRole('button', { name: /Click me/ }).click();
  await expect(block.locator('.demo-preview tbody tr').first()).toContainText('Apple: 1');
});

test('an edit keeps the demo mounted: the click counter stays at 3 and the renamed column shows', async ({ page }) => {
  const { block, editor } = await openEditor(page);
  const clickMe = block.getByRole('button', { name: 'Click me' });
  for (let i = 0; i < 3; i++) await clickMe.click();
  await expect(block.getByText('Clicked 3 times')).toBeVisible();
  await setCode(page, editor, SIMPLE.replace("title: 'Item'", "title: 'Produce'"));
  await expect(headers(block).first()).toHaveText('Produce');
  await expect(block.getByText('Clicked 3 times')).toBeVisible();
  await expect(block.locator('.demo-preview tbody tr').first()).toContainText('Apple: 3');
  // A second edit, on the edited demo: still the same state.
  await clickMe.click();
  await setCode(page, editor, SIMPLE.replace("title: 'Item'", "title: 'Goods'"));
  await expect(headers(block).first()).toHaveText('Goods');
  await expect(block.getByText('Clicked 4 times')).toBeVisible();
});

test('an expanded row stays expanded when a column title is edited', async ({ page }) => {
  const source = readFileSync('docs/1.x/examples/expanded-row-render.tsx', 'utf8');
  const { block, editor } = await openEditor(page, '/demo/expanded-row-render', 'expanded-row-render');
  const preview = block.locator('.demo-preview');
  await preview.getByRole('button', { name: 'Expand Row 1', exact: true }).click();
  await expect(preview.locator('tr.rc-table-expanded-row')).toHaveCount(1);
  const expandedText = await preview.locator('tr.rc-table-expanded-row').first().innerText();
  await setCode(page, editor, source.replace("title: 'Category'", "title: 'Group'"));
  await expect(preview.locator('thead th', { hasText: 'Group' })).toHaveCount(1);
  await expect(preview.locator('tr.rc-table-expanded-row')).toHaveCount(1);
  await expect(preview.locator('tr.rc-table-expanded-row').first()).toHaveText(expandedText);
});

test('the components a demo declares keep their state across edits: the virtual grid stays at its last row', async ({
  page,
}) => {
  // GridBody (docs/1.x/examples/virtual-list-grid.tsx) is the table's body: react-window's Grid, scrolled in its
  // own element, its range of rendered rows in GridBody's state and in the status line below it.
  const source = readFileSync('docs/1.x/examples/virtual-list-grid.tsx', 'utf8');
  const { block, editor } = await openEditor(page, '/demo/virtual-list-grid', 'virtual-list-grid');
  const preview = block.locator('.demo-preview');
  const range = preview.locator('.virtual-list-grid-status');
  // The page's own demo is not the editor's code: the first edit mounts GridBody afresh, the later ones keep it.
  await setCode(page, editor, source.replace("title: 'Colour'", "title: 'Hue'"));
  await expect(preview.locator('thead th', { hasText: 'Hue' })).toHaveCount(1);
  await preview.getByRole('button', { name: 'Scroll to last row' }).click();
  await expect(preview.getByText('Row 100000', { exact: true })).toBeVisible();
  await expect(range).toContainText('–100000 of 100000');
  const scrolled = await range.innerText();
  for (const title of ['Tint', 'Shade']) {
    await setCode(page, editor, source.replace("title: 'Colour'", `title: '${title}'`));
    await expect(preview.locator('thead th', { hasText: title })).toHaveCount(1);
    await expect(preview.getByText('Row 100000', { exact: true })).toBeVisible();
    await expect(range).toHaveText(scrolled);
  }
});

test('while one demo is edited the others skip rendering off-screen, and nothing on the page moves', async ({
  page,
}) => {
  // The last of the Expanded row render page's four demos; the three above it are each taller than the screen.
  const id = 'expanded-row-render-no-expand-column';
  const layout = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('section.demo')].map((block) => {
        const box = block.getBoundingClientRect();
        return { id: block.id, top: Math.round(box.top + scrollY), height: Math.round(box.height) };
      }),
    );
  await openPage(page, '/demo/expanded-row-render');
  const block = page.locator(`#${id}`);
  await reachDemo(block.locator('.demo-preview'));
  await expectDemoReady(block.locator('.demo-preview'));
  const before = await layout();
  await block.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(block.getByRole('textbox', { name: EDITOR })).toBeVisible();
  const after = await layout();
  // The blocks above the edited one keep their place and size; the edited one starts where it did.
  expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
  expect(after.at(-1)?.top).toBe(before.at(-1)?.top);
  const visibility = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('section.demo')].map((b) => getComputedStyle(b).contentVisibility),
    );
  expect(await visibility()).toEqual(['auto', 'auto', 'auto', 'visible']);
  // Back up to the first demo: it renders as it comes into view, its table as before.
  const first = page.locator('#expanded-row-render');
  await first.scrollIntoViewIfNeeded();
  await expect(first.locator('.demo-preview tbody tr').first()).toBeVisible();
  await expect(first.locator('.demo-preview thead th').first()).toBeVisible();
  expect(await layout()).toEqual(after);
});

test('an edit that adds a hook mounts the demo afresh, without a hook-order error', async ({ page }) => {
  // The \`problems\` fixture fails the test on any console error or React warning.
  const { block, editor } = await openEditor(page);
  const clickMe = block.getByRole('button', { name: 'Click me' });
  await clickMe.click();
  await clickMe.click();
  await expect(block.getByText('Clicked 2 times')).toBeVisible();
  const withHook = SIMPLE.replace(
    'const [count, setCount] = useState(0);',
    "const [count, setCount] = useState(0);\n  const [label] = useState('Renamed');",
  ).replace("title: 'Item'", 'title: label');
  await setCode(page, editor, withHook);
  await expect(headers(block).first()).toHaveText('Renamed');
  // Mounted afresh: its state starts over.
  await expect(block.getByText('Clicked 0 times')).toBeVisible();
  await expect(block.locator('.demo-preview .demo-error')).toHaveCount(0);
  await clickMe.click();
  await expect(block.getByText('Clicked 1 times')).toBeVisible();
  await expect(block.getByRole('status')).toHaveText('Table updated.');
});

test('Copy code in the editor copies the code as edited, not as the page first showed it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { block, editor } = await openEditor(page);
  const edited = SIMPLE.replace("title: 'Item'", "title: 'Stock'");
  await setCode(page, editor, edited);
  await expect(headers(block).first()).toHaveText('Stock');
  const copy = block.locator('.live-editor .demo-code-toolbar').getByRole('button');
  await expect(copy).toHaveText('Copy code');
  await copy.click();
  await expect(copy).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
});

test('a syntax error is marked at its line and the last good table stays, also one only the browser finds', async ({
  page,
}) => {
  const { block, editor } = await openEditor(page);
  await setCode(page, editor, SIMPLE.replace("title: 'Item'", "title: 'Product'"));
  await expect(headers(block).first()).toHaveText('Product');
  // A missing comma between two properties.
  const broken = SIMPLE.replace("title: 'Item',", "title: 'Broken'");
  const line = broken.split('\n').findIndex((l) => l.includes("title: 'Broken' dataIndex")) + 1;
  await setCode(page, editor, broken);
  await expect(block.getByRole('status')).toContainText(`Syntax error on line ${line}`);
  await expect(block.locator('.cm-lint-marker-error')).toHaveCount(1);
  // The marker sits in the gutter beside that line.
  const marker = await block.locator('.cm-lint-marker-error').boundingBox();
  const row = await block
    .locator('.cm-lineNumbers .cm-gutterElement', { hasText: new RegExp(`^${line}$`) })
    .boundingBox();
  expect(Math.abs((marker?.y ?? 0) - (row?.y ?? -100))).toBeLessThan(8);
  await expect(headers(block).first()).toHaveText('Product');
  await expect(block.locator('.demo-preview [role=alert]')).toHaveCount(0);

  // Two commas in a row: sucrase lets them through, the browser's parser does not. Nothing runs.
  await setCode(page, editor, SIMPLE.replace("title: 'Item',", "title: 'Stock',,"));
  await expect(block.getByRole('status')).toContainText('Syntax error');
  await expect(headers(block).first()).toHaveText('Product');
  await expect(block.locator('.demo-preview [role=alert]')).toHaveCount(0);
});

test('an error met while typing is marked only once typing pauses, never mid-word', async ({ page }) => {
  const { block, editor } = await openEditor(page);
  // Whether a syntax error is ever shown, however briefly.
  await page.evaluate(() => {
    const w = window as unknown as { sawSyntaxError: boolean };
    w.sawSyntaxError = false;
    const root = document.getElementById('simple')!;
    new MutationObserver(() => {
      if (root.querySelector('.cm-lint-marker-error') || /Syntax error/.test(root.textContent ?? ''))
        w.sawSyntaxError = true;
    }).observe(root, { subtree: true, childList: true, characterData: true });
  });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  // A lone "/" does not compile (an unterminated regular expression); the next key makes it a comment.
  await page.keyboard.type('\n/');
  await page.waitForTimeout(150);
  await page.keyboard.type('/ a comment');
  await expect(block.getByRole('status')).toHaveText('Table updated.');
  await page.waitForTimeout(800);
  expect(await page.evaluate(() => (window as unknown as { sawSyntaxError: boolean }).sawSyntaxError)).toBe(false);

  // A pause on code that does not compile: the error is marked, on its line.
  await page.keyboard.type('\n/');
  const line = (await editor.locator('.cm-line').count()).toString();
  await expect(block.getByRole('status')).toContainText(`Syntax error on line ${line}`);
  await expect(block.locator('.cm-lint-marker-error')).toHaveCount(1);
});

test('an edit that throws shows the error box; the next good edit brings the table back', async ({
  page,
  problems,
}) => {
  problems.allow(/Broken on purpose/);
  const { block, editor } = await openEditor(page);
  await setCode(
    page,
    editor,
    SIMPLE.replace('const columns', "throw new Error('Broken on purpose');\n  const columns"),
  );
  const box = block.locator('.demo-preview .demo-error');
  await expect(box).toContainText('Broken on purpose');
  await expect(box.getByText('Error stack')).toBeVisible();
  // The status agrees with the preview: it failed, not "Table updated."
  await expect(block.getByRole('status')).toHaveText(
    'The edited code failed while rendering, see the box above: Broken on purpose',
  );
  await setCode(page, editor, SIMPLE.replace("title: 'Item'", "title: 'Fixed'"));
  await expect(box).toHaveCount(0);
  await expect(headers(block).first()).toHaveText('Fixed');
  await expect(block.getByRole('status')).toHaveText('Table updated.');
});

test('an import the site does not have names itself and lists what is available', async ({ page }) => {
  const { block, editor } = await openEditor(page);
  await setCode(page, editor, `import leftPad from 'left-pad';\n${SIMPLE}`);
  const status = block.getByRole('status');
  await expect(status).toContainText('"left-pad" cannot be imported here');
  await expect(status).toContainText('rc-table');
  await expect(status).toContainText('rc-tooltip');
  await expect(headers(block).first()).toHaveText('Item');
});

test('an added import of rc-tooltip loads and works in the edited demo', async ({ page }) => {
  const { block, editor } = await openEditor(page);
  const withTooltip = `import Tooltip from 'rc-tooltip';\n${SIMPLE.replace(
    "title: 'Item'",
    'title: <Tooltip overlay="Name of the item" visible placement="top"><span>Item (tip)</span></Tooltip>',
  )}`;
  await setCode(page, editor, withTooltip);
  await expect(headers(block).first()).toHaveText('Item (tip)');
  await expect(page.locator('.rc-tooltip')).toContainText('Name of the item');
});

test('an endless loop is stopped with an error naming its line, and the page stays usable', async ({
  page,
  problems,
}) => {
  problems.allow(/ran for more than 1 s/);
  const { block, editor } = await openEditor(page);
  const looping = SIMPLE.replace('const columns', 'let spins = 0;\n  while (true) spins++;\n  const columns');
  const line = looping.split('\n').findIndex((l) => l.includes('while (true)')) + 1;
  await setCode(page, editor, looping);
  await expect(block.locator('.demo-preview .demo-error')).toContainText(
    `A loop on line ${line} ran for more than 1 s`,
  );
  await expect(block.getByRole('status')).toContainText(
    `The edited code failed while rendering, see the box above: A loop on line ${line} ran for more than 1 s`,
  );
  await setCode(page, editor, SIMPLE.replace("title: 'Item'", "title: 'Calm'"));
  await expect(headers(block).first()).toHaveText('Calm');
});

test('Reset brings back the original code and table; a reload keeps an edit until then', async ({ page }) => {
  const { block, editor } = await openEditor(page);
  await setCode(page, editor, SIMPLE.replace("title: 'Item'", "title: 'Kept'"));
  await expect(headers(block).first()).toHaveText('Kept');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const again = page.locator('#simple');
  await expect(again.getByRole('textbox', { name: EDITOR })).toContainText("title: 'Kept'");
  await expect(headers(again).first()).toHaveText('Kept');
  await again.getByRole('button', { name: 'Reset' }).click();
  await expect(again.getByRole('textbox', { name: EDITOR })).toContainText("title: 'Item'");
  await expect(headers(again).first()).toHaveText('Item');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectDemoReady(page.locator('#simple .demo-preview'));
  await expect(page.locator('#simple').getByRole('textbox', { name: EDITOR })).toHaveCount(0);
});

test('the stylesheet beside the demo is a read-only tab of the editor, highlighted once shown', async ({ page }) => {
  const { block, editor } = await openEditor(page);
  const cssTab = block.getByRole('tab', { name: 'table-theme.css' });
  await cssTab.click();
  const panel = block.getByRole('tabpanel', { name: 'table-theme.css' });
  await expect(panel.locator('pre.shiki')).toContainText('.rc-table');
  await expect(panel.locator('[contenteditable]')).toHaveCount(0);
  // Back on the demo's own tab, the editor still holds the code.
  await block.getByRole('tab', { name: 'simple.tsx' }).click();
  await expect(editor).toContainText("from '@rc-component/table'");
});

test('a page never edited loads none of the editor', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await openPage(page, '/demo/simple');
  await expectDemoReady(page.locator('#simple .demo-preview'));
  await page.locator('#simple').getByRole('button', { name: 'Show Code' }).click();
  await expect(page.locator('#simple .demo-code').getByRole('tabpanel').locator('pre.shiki')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /LiveEditor|codemirror|sucrase/i.test(s))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
});

test('keyboard only: reach the editor, type, indent with Tab, leave with Escape then Tab', async ({ page }) => {
  const { block, editor } = await openEditor(page);
  await block.getByRole('button', { name: 'Close editor' }).focus();
  await page.keyboard.press('Enter');
  await expect(editor).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(editor).toBeVisible();
  // From the Close editor button, Tab goes through the editor's toolbar to the editor itself.
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('// typed by keyboard');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('x');
  await expect(editor).toContainText('// typed by keyboard');
  await expect(block.locator('.cm-line').nth(1)).toHaveText(/^\s+x/);
  await expect(editor).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
});

// rc-table's API while typing: the words below are the API tab's own (docs/…/table.ts descriptions).
test('completion offers expandable after typing expa inside <Table, with its type and description', async ({
  page,
}) => {
  const { block, editor } = await openEditor(page);
  // A last line with an empty <Table  />: the caret goes back between its two spaces, then the reader types.
  await setCode(page, editor, `${SIMPLE}\nexport const probe = <Table  />;`);
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('expa');
  const list = page.locator('.cm-tooltip-autocomplete');
  const option = list.getByRole('option', { name: /^expandable/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('ExpandableConfig<RecordType>');
  await expect(page.locator('.cm-completionInfo')).toContainText(
    'Groups every setting for expandable rows and tree data into one object.',
  );
  // CodeMirror gives an open list the keyboard 75 ms after it opens (interactionDelay), so that a key
  // pressed before the reader has seen the list goes to the text. A reader reads the card first; on a
  // slow machine the list can open just before Enter, so the test waits that long after seeing it.
  await page.waitForTimeout(100);
  await page.keyboard.press('Enter');
  await expect(block.locator('.cm-line').last()).toHaveText('export const probe = <Table expandable />;');
});

test('hovering a prop shows its card: type, default and description, in the page’s language', async ({ page }) => {
  const zh = JSON.parse(readFileSync('src/shared/i18n/zh-CN.json', 'utf8'));
  const short = 'import Table from \'rc-table\';\nexport default () => <Table rowKey="key" data={[]} />;\n';
  for (const { path, edit, label, description } of [
    {
      path: '/demo/simple',
      edit: 'Edit',
      label: EDITOR,
      description: 'Field name or function that yields a unique key for each record.',
    },
    {
      path: '/zh-CN/demo/simple',
      edit: zh['demo.edit.open'],
      label: zh['demo.edit.label'],
      description: '为每条记录提供唯一 key 的字段名或函数。',
    },
  ]) {
    await openPage(page, path);
    const block = page.locator('#simple');
    await expectDemoReady(block.locator('.demo-preview'));
    await block.getByRole('button', { name: edit, exact: true }).click();
    const editor = block.getByRole('textbox', { name: label });
    await expect(editor).toContainText("from '@rc-component/table'");
    await setCode(page, editor, short);
    // The edited table (no rows) first: the editor below the preview moves up when it shrinks, and a pointer
    // resting on the name before that would rest on something else after.
    await expect(block.locator('.demo-preview')).toContainText('No Data');
    await block.locator('.cm-line').nth(1).getByText('rowKey', { exact: true }).hover();
    const card = page.locator('.cm-tooltip-hover .api-hint');
    await expect(card).toContainText(description);
    await expect(card).toContainText("'key'");
    await expect(card).toContainText('keyof RecordType');
    // Reset, so the next page (same demo id, same tab) opens without this edit.
    await block.getByRole('button', { name: path.startsWith('/zh-CN') ? zh['demo.edit.reset'] : 'Reset' }).click();
  }
});

test('a hover made before the API hints arrive shows its card once they do', async ({ page }) => {
  // The hints are held back until the pointer rests on the name (a slow network, a busy phone).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api-hints/**', async (route) => {
    await held;
    await route.continue();
  });
  await openPage(page, '/demo/simple');
  const block = page.locator('#simple');
  await expectDemoReady(block.locator('.demo-preview'));
  await block.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = block.getByRole('textbox', { name: EDITOR });
  await setCode(
    page,
    editor,
    'import Table from \'@rc-component/table\';\nexport default () => <Table rowKey="key" />;\n',
  );
  await expect(block.locator('.demo-preview')).toContainText('No Data');
  await block.locator('.cm-line').nth(1).getByText('rowKey', { exact: true }).hover();
  await page.waitForTimeout(400); // longer than CodeMirror's hover delay: the pointer has rested
  release();
  await expect(page.locator('.cm-tooltip-hover .api-hint')).toContainText(
    'Field name or function that yields a unique key for each record.',
  );
  await block.getByRole('button', { name: 'Reset' }).click();
});

test('Check types loads the checker only when asked, marks a wrong prop type, and clears once fixed', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (req) => loaded.push(new URL(req.url()).pathname));
  const { block, editor } = await openEditor(page);
  const wrong = SIMPLE.replace("rowKey: 'key',", "rowKey: 'key',\n    rowHoverable: 'yes',");
  const line = wrong.split('\n').findIndex((l) => l.includes("rowHoverable: 'yes'")) + 1;
  await setCode(page, editor, wrong);
  await expect(block.getByRole('status')).toHaveText('Table updated.');
  expect(loaded.filter((p) => /type-check/.test(p))).toEqual([]);

  await block.getByRole('button', { name: 'Check types' }).click();
  // The first check downloads TypeScript and the declaration files: allow a slow machine that long once.
  await expect(block.getByRole('status')).toContainText(
    `1 type error, marked in the editor. The first, on line ${line}:`,
    {
      timeout: 30_000,
    },
  );
  await expect(block.getByRole('status')).toContainText("'string' is not assignable to type 'boolean");
  await expect(block.locator('.cm-lint-marker-error')).toHaveCount(1);
  expect(loaded.filter((p) => /type-check/.test(p)).length).toBeGreaterThan(0);

  await setCode(page, editor, SIMPLE);
  await block.getByRole('button', { name: 'Check types' }).click();
  await expect(block.getByRole('status')).toHaveText(
    'No type errors: the code matches the types of rc-table and React.',
  );
  await expect(block.locator('.cm-lint-marker-error')).toHaveCount(0);
});

test('Share copies a link; opening it shows the code and a diff, and runs it only after Run', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { block, editor } = await openEditor(page);
  await setCode(page, editor, SIMPLE.replace("title: 'Item'", "title: 'Shared title'"));
  await expect(headers(block).first()).toHaveText('Shared title');
  await block.getByRole('button', { name: 'Share' }).click();
  await expect(block.getByRole('status')).toHaveText('Link copied: it opens this demo with your code.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/demo\/simple#live=simple~[A-Za-z0-9_-]+$/);

  // A reader in a fresh tab (no session storage) opens the link.
  const reader = await context.newPage();
  await reader.goto(link);
  await reader.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const shared = reader.locator('#simple');
  await expect(shared.getByRole('textbox', { name: EDITOR })).toContainText("title: 'Shared title'");
  await expect(shared.getByRole('note')).toContainText('someone else wrote it. It does not run until you press Run.');
  // The status does not promise that the table follows the typing: nothing runs yet.
  await expect(shared.getByRole('status')).toHaveText(
    'Shared code: nothing runs until you press Run. Edits stay in the editor.',
  );
  // Counts in plural form (ICU): one line, not "1 lines".
  await shared.getByText('Changes from the original: 1 line added, 1 line removed').click();
  await expect(shared.locator('.live-editor-diff')).toContainText("+     { title: 'Shared title'");
  await expect(shared.locator('.live-editor-diff')).toContainText("-     { title: 'Item'");
  // Not run: the table is the original one.
  await expectDemoReady(shared.locator('.demo-preview'));
  await expect(headers(shared).first()).toHaveText('Item');
  await shared.getByRole('button', { name: 'Run' }).click();
  await expect(headers(shared).first()).toHaveText('Shared title');
  await expect(shared.getByRole('note')).toHaveCount(0);
  await reader.close();
});

test('a damaged or oversized share link says so and shows the original demo', async ({ page }) => {
  await openPage(page, '/demo/simple#live=simple~AAAA');
  const block = page.locator('#simple');
  await expect(block.getByRole('alert')).toHaveText(
    'The shared link is damaged and could not be read. This is the original demo.',
  );
  await expect(block.getByRole('textbox', { name: EDITOR })).toContainText("title: 'Item'");
  await expectDemoReady(block.locator('.demo-preview'));
  await expect(headers(block).first()).toHaveText('Item');

  // A new document (not a jump within this one).
  await page.goto('about:blank');
  await openPage(page, `/demo/simple#live=simple~${'A'.repeat(9000)}`);
  await expect(page.locator('#simple').getByRole('alert')).toHaveText(
    'The shared link holds more code than a link may carry. This is the original demo.',
  );
});

for (const mode of ['light', 'dark'] as const) {
  test(`the editor meets WCAG AA in ${mode} mode, with an error shown`, async ({ page }) => {
    await chooseColorMode(page, mode);
    const { block, editor } = await openEditor(page);
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
    await setCode(page, editor, SIMPLE.replace("title: 'Item',", "title: 'Item'"));
    await expect(block.getByRole('status')).toContainText('Syntax error');
    expect(await axeViolations(page, { include: [['.live-editor']] })).toEqual([]);
    // The code colours follow the mode: a keyword is drawn in the theme's keyword colour.
    const keyword = block.locator('.cm-line', { hasText: 'export default function' }).locator('span').first();
    await expect(keyword).toHaveCSS('color', mode === 'dark' ? 'rgb(255, 123, 114)' : 'rgb(207, 34, 46)');
  });
}

test('on a 375 px phone the editor fits the screen and editing works', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { block, editor } = await openEditor(page);
  const box = await block.locator('.cm-editor').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(250);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await setCode(page, editor, SIMPLE.replace("title: 'Item'", "title: 'Phone'"));
  await expect(headers(block).first()).toHaveText('Phone');
});

test('the Chinese page edits in Chinese', async ({ page }) => {
  await openPage(page, '/zh-CN/demo/simple');
  const block = page.locator('#simple');
  await expectDemoReady(block.locator('.demo-preview'));
  await block.getByRole('button', { name: '编辑', exact: true }).click();
  const editor = block.getByRole('textbox', {
    name: '示例源代码编辑器。按 Tab 缩进；先按 Esc 再按 Tab 可离开编辑器。',
  });
  await expect(editor).toContainText("from '@rc-component/table'");
  await setCode(page, editor, SIMPLE.replace("title: 'Item',", "title: 'Item'"));
  await expect(block.getByRole('status')).toContainText('行有语法错误');
  await block.getByRole('button', { name: '重置' }).click();
  await expect(block.getByRole('button', { name: '关闭编辑器' })).toBeVisible();
});

test('the standalone page has Edit too', async ({ page }) => {
  await openPage(page, '/~demos/simple');
  await expectDemoReady(page.locator('main.standalone [data-demo-ready]').first());
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('textbox', { name: EDITOR });
  await setCode(page, editor, SIMPLE.replace("title: 'Item'", "title: 'Alone'"));
  await expect(page.locator('main.standalone thead th').first()).toHaveText('Alone');
});

test('Open in StackBlitz sends the edited code and the package of an added import', async ({ page, context }) => {
  const requests: import('@playwright/test').Request[] = [];
  await context.route(/^https:\/\/stackblitz\.com\//, (route) => {
    requests.push(route.request());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
  });
  const { block, editor } = await openEditor(page);
  const edited = `import Tooltip from 'rc-tooltip';\n${SIMPLE.replace("title: 'Item'", 'title: <Tooltip overlay="x"><span>Sent</span></Tooltip>')}`;
  await setCode(page, editor, edited);
  await expect(headers(block).first()).toHaveText('Sent');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    block.getByRole('button', { name: 'Open in StackBlitz' }).click(),
  ]);
  await popup.waitForLoadState();
  // HTML form submission turns every line break into CRLF.
  const fields = new URLSearchParams((requests[0]?.postData() ?? '').replace(/%0D%0A/gi, '%0A'));
  expect(fields.get('project[files][App.tsx]')).toBe(edited);
  const tooltip = JSON.parse(readFileSync('node_modules/rc-tooltip/package.json', 'utf8')).version as string;
  expect(JSON.parse(fields.get('project[dependencies]')!)).toMatchObject({ 'rc-tooltip': tooltip });
});
