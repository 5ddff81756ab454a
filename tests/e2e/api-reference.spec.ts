import type { Page } from '@playwright/test';
import { expect, openPage, readingTest, test } from './fixtures';

// The 7.x API tab as a reader sees it (api-filter.spec.ts reads the 1.x one): the tables (with their row anchors), the folded Deprecated table,
// and its layout (cards on phones, whole tokens on desktop).

// Loading nine tables one screen at a time takes a while on a busy machine.
readingTest.describe.configure({ timeout: 90_000 });

const ADDRESSES = [
  { locale: 'en-US', path: '/7.x?tab=api' },
  { locale: 'zh-CN', path: '/zh-CN/7.x?tab=api' },
] as const;

/** Row anchors of the new tables, by the table they belong to (anchor = api-<table>-<property>). */
const NEW_ROWS = [
  'api-exports-table-column',
  'api-exports-table-columngroup',
  'api-exports-table-expand_column',
  'api-exports-virtualtable',
  'api-virtualtable-listitemheight',
  'api-virtualtable-scroll',
  'api-virtualtable-scroll-y',
  'api-reference-nativeelement',
  'api-reference-scrollto',
  'api-reference-scrollto-index',
  'api-reference-scrollto-key',
  'api-reference-scrollto-top',
  'api-summary-fixed',
  'api-summaryrow-onclick',
  'api-summarycell-index',
  'api-summarycell-colspan',
  'api-summarycell-rowspan',
  'api-summarycell-align',
  'api-summarycell-classname',
  'api-table-expandable-expandedrowoffset',
];

async function openApiTab(page: Page, path: string) {
  await openPage(page, path);
  // Each table loads when it comes on screen: bring every one still loading into view until all have arrived.
  const tab = page.locator('#tab-api');
  await expect(tab).toBeVisible();
  // The nine <API /> tables of docs/7.x/index.$tab-api.mdx, all arrived.
  await expect(async () => {
    await page.evaluate(() => document.querySelector('#tab-api .api-status')?.scrollIntoView());
    expect(await tab.locator('table.api-table').count()).toBe(9);
  }).toPass({ timeout: 60_000 });
}

for (const { locale, path } of ADDRESSES) {
  readingTest(
    `${locale}: the API tab has VirtualTable, the table ref, Table.Summary and the exports, each row with its anchor`,
    async ({ page }) => {
      await openApiTab(page, path);
      for (const id of NEW_ROWS) {
        await expect(page.locator(`#${id}`), id).toBeVisible();
      }
      const zh = locale === 'zh-CN';
      const headings = zh
        ? [
            '组件与导出',
            'VirtualTable',
            '表格 ref',
            'Table.Summary',
            'Table.Summary.Row',
            'Table.Summary.Cell',
            '已废弃',
          ]
        : [
            'Components and exports',
            'VirtualTable',
            'Table ref',
            'Table.Summary',
            'Table.Summary.Row',
            'Table.Summary.Cell',
            'Deprecated',
          ];
      for (const name of headings) {
        await expect(page.locator('#tab-api').getByRole('heading', { name, exact: true })).toBeVisible();
      }
      // What the issue asks each row to say.
      await expect(page.locator('#api-virtualtable-scroll-y')).toContainText(zh ? '必填' : 'required');
      await expect(page.locator('#api-summary-fixed')).toContainText("boolean | 'top' | 'bottom'");
      await expect(page.locator('#api-reference-scrollto')).toContainText(
        'index?: number; key?: React.Key; top?: number',
      );
      await expect(page.locator('#api-table-onscroll')).toContainText('scroll.y');
      await expect(page.locator('#api-table-onscroll')).toContainText('scroll.x');
      await expect(page.locator('#api-table-tablelayout')).toContainText("'max-content'");
      await expect(page.locator('#api-column-minwidth')).toContainText("'auto'");
      // Descriptions are in the page's language.
      const description = page.locator('#api-virtualtable-listitemheight td').first();
      if (zh) await expect(description).toHaveText(/[\u4e00-\u9fff]/);
      else await expect(description).not.toHaveText(/[\u4e00-\u9fff]/);
    },
  );

  readingTest(`${locale}: rows say since which release a name arrived, and what misleads no more`, async ({ page }) => {
    await openApiTab(page, path);
    const zh = locale === 'zh-CN';
    // The release beside the name, derived from the published packages.
    await expect(page.locator('#api-table-rowhoverable th .api-since')).toHaveText(
      zh ? '7.44.0 起支持' : 'since 7.44.0',
    );
    await expect(page.locator('#api-column-minwidth th .api-since')).toHaveText(zh ? '7.47.0 起支持' : 'since 7.47.0');
    await expect(page.locator('#api-table-sticky-offsetsummary th .api-since')).toContainText('7.15.0');
    await expect(page.locator('#api-exports-reference th .api-since')).toContainText('7.35.0');
    // Present in 7.0.0: no release shown.
    await expect(page.locator('#api-table-rowkey th .api-since')).toHaveCount(0);
    // sticky.getContainer drives the sticky scroll bar, not the header.
    const getContainer = page.locator('#api-table-sticky-getcontainer');
    await expect(getContainer).toContainText(zh ? '吸底横向滚动条' : 'sticky horizontal scroll bar');
    await expect(getContainer).toContainText('position: sticky');
    // The body render function: only with scroll.y or sticky.
    await expect(page.locator('#api-table-components')).toContainText(zh ? '静默忽略' : 'silently ignores');
    await expect(page.locator('#api-column-render')).toContainText(zh ? '已废弃' : 'deprecated');
    await expect(page.locator('#api-table-title')).toContainText('#924');
    await expect(page.locator('#tab-api')).not.toContainText('VirtualTable takes every');
  });

  readingTest(
    `${locale}: the Deprecated table lists what 7.0 removed and links the migration guide`,
    async ({ page }) => {
      await openApiTab(page, path);
      const zh = locale === 'zh-CN';
      await page.locator('#tab-api details summary').click();
      const onRowClick = page.locator('#api-deprecated-onrowclick');
      await expect(onRowClick).toBeVisible();
      await expect(onRowClick.getByRole('link', { name: 'onRow', exact: true })).toHaveAttribute(
        'href',
        '#api-table-onrow',
      );
      await expect(
        onRowClick.getByRole('link', { name: zh ? '已在 7.0.0 中移除' : 'removed in 7.0.0' }),
      ).toHaveAttribute('href', zh ? '/zh-CN/7.x/changelog#migrating-to-7' : '/7.x/changelog#migrating-to-7');
      for (const name of [
        'getbodywrapper',
        'useFixedHeader',
        'bodyStyle',
        'rowRef',
        'expandIconAsCell',
        'onRowMouseLeave',
      ]) {
        await expect(page.locator(`#api-deprecated-${name.toLowerCase()}`), name).toBeVisible();
      }
      await expect(
        page.locator('#api-deprecated-render').getByRole('link', { name: 'onCell', exact: true }),
      ).toHaveAttribute('href', '#api-column-oncell');
    },
  );

  readingTest(`${locale}: the Deprecated table is folded and opens from the keyboard`, async ({ page }) => {
    await openApiTab(page, path);
    const details = page.locator('#tab-api details');
    const summary = details.locator('summary');
    const row = page.locator('#api-deprecated-oncellclick');
    await expect(summary).toBeVisible();
    await expect(details).not.toHaveAttribute('open');
    await expect(row).toBeHidden();
    // Reach the summary with Tab from the last focusable element before it (the last row link of the table
    // above), as a keyboard user would; Enter opens it.
    await page
      .locator('#api-summarycell-index')
      .locator('xpath=ancestor::div[@role="region"]')
      .locator('a.api-link')
      .last()
      .focus();
    await page.keyboard.press('Tab');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(row).toBeVisible();
    await expect(page.locator('#api-deprecated-expandedrowkeys')).toBeVisible();
    // Each entry links to what replaces it.
    await expect(row.getByRole('link', { name: 'onCell', exact: true })).toHaveAttribute('href', '#api-column-oncell');
    await expect(
      page.locator('#api-deprecated-expandedrowkeys').getByRole('link', { name: 'expandable.expandedRowKeys' }),
    ).toHaveAttribute('href', '#api-table-expandable-expandedrowkeys');
  });
}

readingTest('on a 375 px phone every property is a card and nothing is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const { path } of ADDRESSES) {
    await openApiTab(page, path);
    await page.locator('#tab-api details summary').click();
    await expect(page.locator('#api-deprecated-oncellclick')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => {
      const out: string[] = [];
      for (const box of document.querySelectorAll<HTMLElement>('#tab-api .api-table, #tab-api .api-table tr')) {
        if (box.scrollWidth > box.clientWidth + 1)
          out.push(`${box.id || box.className}: ${box.scrollWidth} > ${box.clientWidth}`);
      }
      for (const region of document.querySelectorAll<HTMLElement>('#tab-api [role="region"]')) {
        const width = region.getBoundingClientRect().width;
        if (width > 343) out.push(`region ${region.getAttribute('aria-label')}: ${width} px wide`);
      }
      return out;
    });
    expect(overflow).toEqual([]);
    // A card: the name on top, then the description, then the labelled type and default, full width each.
    const card = page.locator('#api-table-rowkey');
    const name = (await card.locator('th').boundingBox())!;
    const type = (await card.locator('td').nth(1).boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(type.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
    expect(type.width).toBeGreaterThan(cardBox.width * 0.8);
    await expect(page.locator('#tab-api thead').first()).toBeHidden();
    await expect(card.getByText(/^(Type|类型)$/)).toBeVisible();
  }
});

readingTest(
  'on a 1280 px desktop the API tables are tables, and no type or default breaks inside a token',
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const { path } of ADDRESSES) {
      await openApiTab(page, path);
      await page.locator('#tab-api details summary').click();
      await expect(page.locator('#api-deprecated-oncellclick')).toBeVisible();
      await expect(page.locator('#tab-api thead').first()).toBeVisible();
      await expect(page.locator('#api-table-rowkey').getByText(/^(Type|类型)$/)).toBeHidden();
      const split = await page.evaluate(() => {
        const out: string[] = [];
        for (const code of document.querySelectorAll('#tab-api .api-type code, #tab-api .api-default code')) {
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            // A token: a (qualified) name, a number or a string literal, as in `React.Key` or 'match-parent'.
            for (const match of node.textContent!.matchAll(/'[^']*'|[\w$.]+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (tops.size > 1) out.push(`${code.closest('tr')?.id}: ${match[0]}`);
            }
          }
        }
        return out;
      });
      expect(split).toEqual([]);
      // Breaking between tokens and after the dots of names is enough for every table to fit the column.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#tab-api [role="region"]')]
          .filter((r) => r.scrollWidth > r.clientWidth + 1)
          .map((r) => `${r.getAttribute('aria-label')}: ${r.scrollWidth} > ${r.clientWidth}`),
      );
      expect(wide).toEqual([]);
    }
  },
);

for (const width of [1280, 860]) {
  readingTest(
    `at ${width} px every API section shares one grid: name, type and default on a line, the description beneath at full width`,
    async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { path } of ADDRESSES) {
        await openApiTab(page, path);
        await page.locator('#tab-api details summary').click();
        await expect(page.locator('#api-deprecated-oncellclick')).toBeVisible();
        const layout = await page.evaluate(() => {
          const problems: string[] = [];
          const columns = { name: new Set<string>(), type: new Set<string>(), default: new Set<string>() };
          const rows = [...document.querySelectorAll<HTMLElement>('#tab-api tbody tr:not(.api-group)')];
          for (const row of rows) {
            const [name, description, type, dflt] = [...row.children].map((cell) => cell.getBoundingClientRect());
            const box = row.getBoundingClientRect();
            // One line: the three short values start at the same height.
            if (Math.abs(name.top - type.top) > 2 || Math.abs(name.top - dflt.top) > 2)
              problems.push(`${row.id}: name, type and default are not on one line`);
            // The description under them, as wide as the row (less its padding).
            if (description.top < Math.max(name.bottom, type.bottom, dflt.bottom) - 1)
              problems.push(`${row.id}: the description is not beneath the name, type and default`);
            if (description.width < box.width - 40)
              problems.push(`${row.id}: the description is ${description.width} px of ${box.width}`);
            // Columns from the page, not the rows: the same left edge and width in every section.
            columns.name.add(`${Math.round(name.left)}/${Math.round(name.width)}`);
            columns.type.add(`${Math.round(type.left)}/${Math.round(type.width)}`);
            columns.default.add(`${Math.round(dflt.left)}/${Math.round(dflt.width)}`);
          }
          return {
            rows: rows.length,
            problems,
            columns: Object.fromEntries(Object.entries(columns).map(([k, v]) => [k, [...v]])),
          };
        });
        expect(layout.rows).toBeGreaterThan(100);
        expect(layout.problems).toEqual([]);
        expect(layout.columns.name).toHaveLength(1);
        expect(layout.columns.type).toHaveLength(1);
        expect(layout.columns.default).toHaveLength(1);
      }
    },
  );
}

test('the API grid keeps its table semantics: a screen reader hears which value is the type and which the default', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openApiTab(page, '/7.x?tab=api');
  // Chromium's own accessibility tree (what a screen reader gets), not a role computed from the markup.
  const client = await page.context().newCDPSession(page);
  const { nodes } = (await client.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string } }[];
  };
  const named = (role: string) => nodes.filter((n) => n.role?.value === role).map((n) => n.name?.value ?? '');
  expect(named('table').length).toBeGreaterThanOrEqual(8);
  for (const header of ['Name', 'Description', 'Type', 'Default']) expect(named('columnheader')).toContain(header);
  expect(named('rowheader')).toContain('rowKey');
  expect(named('cell').length).toBeGreaterThan(200);
});
