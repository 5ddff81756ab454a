import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openPage, readingTest } from './fixtures';

// The release dates as recorded in the repository's release data (the facts the page is built from):
// the upstream changelog, 7.14–7.55, and the stable tags neither had (a misplaced tag's release date
// is its release commit's).
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8'));
const dates = new Map<string, string | null>(
  [
    ...readJson<{ version: string; date: string }[]>('docs/7.x/data/releases-7.14-7.55.json'),
    ...readJson<{ version: string; date: string | null }[]>('docs/7.x/data/releases.json'),
    ...readJson<{ releases: { version: string; tagDate: string; date?: string }[] }>(
      'docs/7.x/data/releases-from-tags.json',
    ).releases.map((r) => ({ version: r.version, date: r.date ?? r.tagDate })),
  ].map((r) => [r.version, r.date]),
);
// 3.8.0 and 3.7.0, undated in the upstream changelog, are dated by their version-bump commits.
const UNDATED: string[] = [];
const RELEASE_COUNT = dates.size;

/** Each release heading of the page with the text of the line right under it, as the reader sees them. */
function releases(page: Page) {
  return page.locator('article.doc-page .tab-panels h3').evaluateAll((headings) =>
    headings
      .filter((h) => /^\d+\.\d+\.\d+$/.test(h.textContent?.trim() ?? ''))
      .map((h) => ({
        version: h.textContent?.trim() ?? '',
        id: h.id,
        dateLine: h.nextElementSibling?.textContent?.trim() ?? '',
      })),
  );
}

/** The section of one release: the heading and everything up to the next heading. */
function sectionText(page: Page, version: string) {
  return page.locator('article.doc-page .tab-panels h3').evaluateAll((headings, v) => {
    const start = headings.find((h) => h.textContent?.trim() === v);
    const parts: string[] = [];
    for (
      let el = start?.nextElementSibling;
      el && el.tagName !== 'H2' && el.tagName !== 'H3';
      el = el.nextElementSibling
    ) {
      parts.push((el.textContent ?? '').trim());
    }
    return parts;
  }, version);
}

readingTest(
  '/changelog lists every stable release of the release data from 7.55.1 down, each heading followed by its date',
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/7.x/changelog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
    const first = page.getByRole('heading', { level: 3, name: /^\d+\.\d+\.\d+$/ }).first();
    await expect(first).toHaveText('7.55.1');
    await expect(page.getByText('Released 2025-10-09').first()).toBeVisible();

    const list = await releases(page);
    expect(RELEASE_COUNT).toBe(413);
    expect(list).toHaveLength(RELEASE_COUNT);
    // The intro says how many there are.
    await expect(page.locator('article.doc-page').getByText(`: ${RELEASE_COUNT} releases, newest first`)).toBeVisible();
    expect(list.at(-1)?.version).toBe('3.2.0');
    const undated: string[] = [];
    for (const { version, dateLine } of list) {
      const date = dates.get(version);
      if (date) expect(dateLine, version).toBe(`Released ${date}`);
      else {
        expect(dateLine, version).toBe('Date not recorded');
        undated.push(version);
      }
    }
    expect(undated).toEqual(UNDATED);
    // Spot checks against the release history.
    const dateOf = (v: string) => list.find((r) => r.version === v)?.dateLine;
    expect(dateOf('7.14.0')).toBe('Released 2021-03-30');
    expect(dateOf('7.13.3')).toBe('Released 2021-03-18');
    expect(dateOf('4.5.0')).toBe('Released 2016-08-17');
    expect(dateOf('3.2.0')).toBe('Released 2015-09-09');
    expect(dateOf('3.8.0')).toBe('Released 2016-01-11');
    // Releases that were missing, dated by their release commits.
    expect(dateOf('7.0.0')).toBe('Released 2020-02-26');
    expect(dateOf('7.8.2')).toBe('Released 2020-07-01');
    expect(dateOf('7.5.4')).toBe('Released 2020-05-06');

    // The table of contents: the migration section, then the major versions, newest first.
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText(['Migrating to 7.0', '7.x', '6.x', '5.x', '4.x', '3.x']);
    await expect(toc.getByRole('link', { name: '7.x', exact: true })).toHaveAttribute('href', '#7x');
  },
);

readingTest(
  'every release is linkable: an address with its anchor opens the page at that release',
  async ({ page }) => {
    await openPage(page, '/7.x/changelog#7100');
    const heading = page.getByRole('heading', { level: 3, name: '7.10.0', exact: true });
    await expect(heading).toHaveAttribute('id', '7100');
    await expect(heading).toBeInViewport();
    await expect(page.getByText('Released 2020-09-30')).toBeInViewport();
  },
);

readingTest(
  'a reader upgrading within 7.x finds the breaking changes from the 7.x section, and the 7.0 migration',
  async ({ page }) => {
    await openPage(page, '/7.x/changelog');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: '7.x', exact: true }).click();
    await expect(page).toHaveURL(/#7x$/);
    const major = page.getByRole('heading', { level: 2, name: '7.x', exact: true });
    await expect(major).toBeInViewport();
    // Under the heading: how many releases, the releases with breaking changes, the minor versions.
    const summary = page.locator('[id="7x"] + p');
    await expect(summary).toHaveText(
      `${[...dates.keys()].filter((v) => v.startsWith('7.')).length} releases, from 7.55.1 back to 7.0.0.`,
    );
    const breaking = page.locator('[id="7x"] + p + p');
    await expect(breaking).toContainText('⚠️ Releases with breaking changes:');
    await breaking.getByRole('link', { name: '7.0.0', exact: true }).click();
    await expect(page).toHaveURL(/#700$/);
    await expect(page.getByRole('heading', { level: 3, name: '7.0.0', exact: true })).toBeInViewport();
    // The release's breaking changes come first, under a marked label, and link the migration section.
    expect((await sectionText(page, '7.0.0'))[1]).toBe('⚠️ Breaking changes');
    await page.locator('[id="700"] ~ ul').first().getByRole('link', { name: 'Migrating to 7.0' }).click();
    await expect(page).toHaveURL(/\/7\.x\/changelog#migrating-to-7$/);
    const migration = page.getByRole('heading', { level: 2, name: 'Migrating to 7.0' });
    await expect(migration).toHaveAttribute('id', 'migrating-to-7');
    await expect(migration).toBeInViewport();
    await expect(page.locator('article.doc-page')).toContainText('onRowClick');
    // The minor-version line links the newest release of each minor version.
    await page.locator('[id="7x"] + p + p + p').getByRole('link', { name: '7.30', exact: true }).click();
    const newest730 = [...dates.keys()]
      .filter((v) => v.startsWith('7.30.'))
      .sort((x, y) => Number(y.split('.')[2]) - Number(x.split('.')[2]))[0];
    await expect(page).toHaveURL(new RegExp(`#${newest730.replace(/\./g, '')}$`));
    await expect(page.getByRole('heading', { level: 3, name: newest730, exact: true })).toBeInViewport();
  },
);

for (const { locale, path, label, lead } of [
  { locale: 'en-US', path: '/7.x/changelog', label: '⚠️ Breaking changes', lead: '⚠️ Releases with breaking changes:' },
  { locale: 'zh-CN', path: '/zh-CN/7.x/changelog', label: '⚠️ 破坏性变更', lead: '⚠️' },
])
  readingTest(
    `${locale}: the 7.x breaking index lists every release whose change a working table notices`,
    async ({ page }) => {
      await openPage(page, path);
      const index = page.locator('[id="7x"] + p + p');
      await expect(index).toContainText(lead);
      // The changes behind each: 7.54.0 header text in the body without rc-table's CSS, 7.50.0 the expand
      // column moves, 7.49.0 render's props.style loses to fixed/align styles, 7.35.1 ref, 7.23.0 render
      // memoized, 7.17.0 tree rows' index, 7.15.1 the sticky wrapper's class, 7.0.0 the rewrite.
      const versions = ['7.54.0', '7.50.0', '7.49.0', '7.35.1', '7.23.0', '7.17.0', '7.15.1', '7.0.0'];
      await expect(index.getByRole('link')).toHaveText(versions);
      for (const version of ['7.54.0', '7.50.0', '7.49.0']) {
        await index.getByRole('link', { name: version, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${version.replace(/\./g, '')}$`));
        await expect(page.getByRole('heading', { level: 3, name: version, exact: true })).toBeInViewport();
        // Under the release, its breaking change comes first, under the marked label.
        expect((await sectionText(page, version))[1]).toBe(label);
      }
      expect((await sectionText(page, '7.49.0'))[2]).toContain('props.style');
    },
  );

readingTest(
  'release notes: features and fixes with pull-request links, maintenance releases, the notes once missing',
  async ({ page }) => {
    await openPage(page, '/7.x/changelog');
    expect((await sectionText(page, '7.53.0')).join('\n')).toMatch(
      /^Released 2025-09-07\nFeatures\n.*#1347\nFixes\n.*#1345$/,
    );
    expect(await sectionText(page, '7.20.2')).toEqual([
      'Released 2021-11-25',
      'Maintenance release: no changes to note.',
    ]);
    const pr = page.locator('a[href="https://github.com/react-component/table/pull/1283"]');
    await expect(pr).toHaveText('#1283');
    for (const version of ['4.6.0', '4.5.3', '4.5.2', '4.5.1', '4.5.0', '4.4.7', '4.4.6']) {
      const [, ...notes] = await sectionText(page, version);
      expect(notes.join(' '), version).not.toMatch(/no notes/i);
      expect(notes.join(' ').length, version).toBeGreaterThan(20);
    }
    expect((await sectionText(page, '3.7.0')).join(' ')).toMatch(/indentSize.*15/);
  },
);

readingTest('4.4.0 links issue #65, and its demo links open this site’s demo pages', async ({ page }) => {
  await openPage(page, '/7.x/changelog');
  const issue = page.getByRole('link', { name: '#65', exact: true });
  await expect(issue).toHaveAttribute('href', 'https://github.com/react-component/table/issues/65');
  expect(await page.locator('a[href*="github.io"]').count()).toBe(0);

  const section = page.locator('[id="440"] + p + ul');
  await section.getByRole('link', { name: 'demo' }).first().click();
  await expect(page).toHaveURL(/\/7\.x\/demo\/title-and-footer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Title and footer');

  await page.goBack();
  await expect(page).toHaveURL(/\/7\.x\/changelog$/);
  await page.locator('[id="440"] + p + ul').getByRole('link', { name: 'demo' }).nth(1).click();
  await expect(page).toHaveURL(/\/7\.x\/demo\/animation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Animation');
});

readingTest('/zh-CN/changelog is Chinese: every date line and every release note', async ({ page }) => {
  await openPage(page, '/zh-CN/7.x/changelog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('更新日志');
  await expect(page.getByRole('heading', { level: 3, name: /^\d+\.\d+\.\d+$/ }).first()).toHaveText('7.55.1');
  const toc = page.getByRole('navigation', { name: '本页目录' });
  await expect(toc.getByRole('link').first()).toHaveText('迁移到 7.0');
  expect((await sectionText(page, '7.0.0'))[1]).toBe('⚠️ 破坏性变更');
  await page.locator('[id="700"] ~ ul').first().getByRole('link', { name: '迁移到 7.0' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/7\.x\/changelog#migrating-to-7$/);
  await expect(page.getByRole('heading', { level: 2, name: '迁移到 7.0' })).toBeInViewport();

  const list = await releases(page);
  expect(list).toHaveLength(RELEASE_COUNT);
  for (const { version, dateLine } of list) {
    const date = dates.get(version);
    expect(dateLine, version).toBe(date ? `发布于 ${date}` : '日期未记录');
  }
  const notes = await page
    .locator('article.doc-page .tab-panels li')
    .evaluateAll((items) => items.map((li) => li.textContent ?? ''));
  expect(notes.length).toBeGreaterThan(200);
  for (const note of notes) expect(note).toMatch(/[\u4e00-\u9fff]/);
  const article = await page.locator('article.doc-page').innerText();
  expect(article).not.toMatch(/Released|Date not recorded|Maintenance release|Features|Fixes/);
  expect(article).not.toContain('Fixed a broken table header');

  await page.locator('[id="440"] + p + ul').getByRole('link', { name: '示例' }).first().click();
  await expect(page).toHaveURL(/\/zh-CN\/7\.x\/demo\/title-and-footer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('标题与页脚');
});
