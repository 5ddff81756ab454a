import type { List, ListItem, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogMarkdown, releaseMarkdown, type ChangelogLabels } from '../../src/build/changelog/markdown';
import {
  changelogReleases,
  compareVersions,
  lineChangelogReleases,
  type LineRelease,
  type LineReleases,
  tagReleaseDate,
  type HistoryRelease,
  type LocalizedNote,
  type NoteSet,
  type RecentRelease,
  type ReleaseNotes,
  type TagReleases,
} from '../../src/build/changelog/model';
import { parsePage } from '../../src/build/content/include';

// Everything here is read from the repository: the release data in docs/7.x/data and the pages.
const read = <T>(file: string): T => JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8'));
const history = read<HistoryRelease[]>('docs/7.x/data/releases.json');
const recent = read<RecentRelease[]>('docs/7.x/data/releases-7.14-7.55.json');
const notes = read<ReleaseNotes>('docs/7.x/data/release-notes.json');
const fromTags = read<TagReleases>('docs/7.x/data/releases-from-tags.json').releases;

// Facts of the release history and of issues 10 and 19, written out: the 173 releases of the upstream
// changelog and of 7.14–7.55, and the 240 stable tags neither had.
const RELEASE_COUNT = 413;
// 3.8.0 and 3.7.0, undated in the upstream changelog, are dated by their version-bump commits (4a101cef, 5789fab8).
const UNDATED: string[] = [];
const MAINTENANCE = [
  '7.20.2',
  '7.23.2',
  '7.24.0',
  '7.25.3',
  '7.27.1',
  '7.28.1',
  '7.30.2',
  '7.45.6',
  '7.51.1',
  '7.52.2',
];
const ONCE_WITHOUT_NOTES = ['4.6.0', '4.5.3', '4.5.2', '4.5.1', '4.5.0', '4.4.7', '4.4.6'];

const PR_URL = /^https:\/\/github\.com\/react-component\/table\/pull\/([1-9]\d*)$/;
const CJK = /[\u4e00-\u9fff]/;

function isValidDate(ymd: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return false;
  const [y, m, d] = ymd.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A note's words: without code spans and link targets (link texts stay). */
const prose = (text: string) =>
  text
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[[\]]/g, ' ');

const allNotes = (set: NoteSet) => [
  ...(set.breaking ?? []),
  ...(set.behaviour ?? []),
  ...(set.features ?? []),
  ...(set.fixes ?? []),
  ...(set.changes ?? []),
];
const dateOf = new Map<string, string | null>([
  ...recent.map((r): [string, string] => [r.version, r.date]),
  ...history.map((r): [string, string | null] => [r.version, r.date]),
  ...fromTags.map((r): [string, string] => [r.version, tagReleaseDate(r)]),
]);

describe('the release data in docs/7.x/data', () => {
  const versions = [...recent, ...history, ...fromTags].map((r) => r.version).sort((a, b) => compareVersions(b, a));

  it('holds 413 stable releases, 7.55.1 first and 3.2.0 last, each version once, strictly descending', () => {
    expect(history).toHaveLength(47);
    expect(recent).toHaveLength(126);
    expect(fromTags).toHaveLength(240);
    expect(versions).toHaveLength(RELEASE_COUNT);
    for (const version of versions)
      expect(version, 'a stable version').toMatch(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/);
    expect(versions[0]).toBe('7.55.1');
    expect(versions.at(-1)).toBe('3.2.0');
    expect(history[0].version).toBe('7.13.3');
    expect(recent[0].version).toBe('7.14.0');
    for (let i = 1; i < versions.length; i++) {
      expect(compareVersions(versions[i - 1], versions[i]), `${versions[i - 1]} before ${versions[i]}`).toBeGreaterThan(
        0,
      );
    }
  });

  it('dates every release with a calendar date', () => {
    expect(versions.filter((v) => !dateOf.get(v))).toEqual(UNDATED);
    for (const [version, date] of dateOf) if (date) expect(isValidDate(date), `${version}: ${date}`).toBe(true);
    expect(recent.find((r) => r.version === '7.55.1')?.date).toBe('2025-10-09');
    expect(history.find((r) => r.version === '7.13.3')?.date).toBe('2021-03-18');
    expect(history.find((r) => r.version === '3.2.0')?.date).toBe('2015-09-09');
  });

  it('has a notes entry for every release, and for nothing else', () => {
    expect(versions.filter((v) => !notes.releases[v])).toEqual([]);
    expect(Object.keys(notes.releases).filter((v) => !versions.includes(v))).toEqual([]);
  });

  it('tells where a tag sits on the wrong commit, with the real release commit and its date', () => {
    for (const r of fromTags) {
      if (r.packageAtTag === `rc-table@${r.version}`) {
        expect(r.releaseCommit, r.version).toBeUndefined();
        continue;
      }
      // The release commit, or null where the repository has none (the package diff says what shipped).
      if (r.releaseCommit !== null)
        expect(r.releaseCommit, `${r.version}: tag holds ${r.packageAtTag}`).toMatch(/^[0-9a-f]{40}$/);
      expect(isValidDate(r.date ?? ''), r.version).toBe(true);
      expect(r.correction?.length, r.version).toBeGreaterThan(20);
    }
  });

  it('marks exactly the 13 releases without notable commits as maintenance releases (no notes)', () => {
    const withoutNotes = recent.filter((r) => allNotes(notes.releases[r.version]).length === 0).map((r) => r.version);
    expect(withoutNotes).toEqual(MAINTENANCE);
    expect(recent.filter((r) => r.commits.length === 0).map((r) => r.version)).toEqual(MAINTENANCE);
  });

  it('gives the releases outside the upstream changelog note groups only, and the others one note per change', () => {
    for (const r of [...recent, ...fromTags.filter((t) => notes.releases[t.version])]) {
      const set = notes.releases[r.version];
      expect(set.changes, r.version).toBeUndefined();
    }
    for (const r of history) {
      const set = notes.releases[r.version];
      expect(set.features ?? set.fixes, r.version).toBeUndefined();
      expect(set.changes, r.version).toHaveLength(r.changes.length);
    }
  });

  it('accounts for every pull request of 7.14.0 and later: linked by a note, or unlisted with a reason', () => {
    for (const r of recent) {
      const set = notes.releases[r.version];
      const linked = allNotes(set).flatMap((n) => n.prs ?? []);
      const unlisted = (set.unlisted ?? []).flatMap((u) => u.prs);
      for (const u of set.unlisted ?? [])
        expect(u.why.length, `${r.version} unlisted ${u.prs.join(', ')}`).toBeGreaterThan(10);
      expect([...new Set([...linked, ...unlisted])].sort(), r.version).toEqual([...new Set(r.prs)].sort());
      // A pull request is either described or set aside, not both.
      expect(
        linked.filter((pr) => unlisted.includes(pr)),
        r.version,
      ).toEqual([]);
    }
  });

  it('has English and Chinese text for every note, Markdown that MDX reads as text', () => {
    for (const [version, set] of Object.entries(notes.releases)) {
      for (const note of allNotes(set)) {
        for (const locale of ['en-US', 'zh-CN']) {
          const text = note[locale];
          expect(typeof text, `${version} ${locale}`).toBe('string');
          const s = text as string;
          expect(s.trim().length, `${version} ${locale}`).toBeGreaterThan(3);
          expect(s, `${version} ${locale}: one line`).not.toMatch(/\n/);
          // Outside code spans, `{`, `}` and `<` would start JSX in MDX.
          expect(s.replace(/`[^`]*`/g, ''), `${version} ${locale}`).not.toMatch(/[{}<]/);
        }
      }
    }
  });

  it('writes the English notes in English and the Chinese ones in Chinese, with no English sentence left', () => {
    for (const [version, set] of Object.entries(notes.releases)) {
      for (const note of allNotes(set)) {
        const en = note['en-US'] as string;
        const zh = note['zh-CN'] as string;
        expect(en, version).not.toMatch(CJK);
        expect(zh, version).toMatch(CJK);
        // Three Latin words in a row outside code and link targets is untranslated English.
        expect(prose(zh), `${version}: ${zh}`).not.toMatch(/[A-Za-z]+[\s,.]+[A-Za-z]+[\s,.]+[A-Za-z]+/);
        expect(zh, `${version}: ellipsis is …`).not.toMatch(/\.\.\./);
        expect(zh, `${version}: different from the English`).not.toBe(en);
      }
    }
  });

  it('states indentSize for 3.7.0, links #65 from 4.4.0 and points at this site for examples', () => {
    const texts = (version: string, locale: string) =>
      allNotes(notes.releases[version])
        .map((n) => n[locale] as string)
        .join('\n');
    for (const locale of ['en-US', 'zh-CN']) {
      // 3.7.0 added nested-row indentation with indentSize (default 15); there was no childenIndent option.
      expect(texts('3.7.0', locale)).toContain('`indentSize`');
      expect(texts('3.7.0', locale)).toMatch(/15/);
      expect(texts('3.7.0', locale)).not.toMatch(/childenIndent/);
      // 4.4.0 links #65.
      expect(texts('4.4.0', locale)).toContain('[#65](https://github.com/react-component/table/issues/65)');
      // The old github.io examples are replaced by this site's own demo pages.
      const all = Object.values(notes.releases)
        .flatMap((set) => allNotes(set))
        .map((n) => n[locale] as string)
        .join('\n');
      expect(all).not.toMatch(/github\.io/);
    }
    // … on the 7.x line, where these notes are read.
    expect(texts('4.4.0', 'en-US')).toContain('](/7.x/demo/title-and-footer)');
    expect(texts('4.4.0', 'en-US')).toContain('](/7.x/demo/animation)');
    expect(texts('4.4.0', 'zh-CN')).toContain('](/zh-CN/7.x/demo/title-and-footer)');
    expect(texts('4.4.0', 'zh-CN')).toContain('](/zh-CN/7.x/demo/animation)');
    for (const version of ONCE_WITHOUT_NOTES) {
      const set = notes.releases[version];
      expect(set.changes?.length, version).toBeGreaterThan(0);
      expect(texts(version, 'en-US'), version).not.toMatch(/no notes/i);
    }
  });
});

describe('changelog model and Markdown', () => {
  it('orders versions numerically', () => {
    expect(compareVersions('7.10.0', '7.9.9')).toBeGreaterThan(0);
    expect(compareVersions('3.11.0', '3.2.0')).toBeGreaterThan(0);
    expect(compareVersions('7.45.6', '7.45.6')).toBe(0);
    expect(compareVersions('6.9.0', '7.0.0')).toBeLessThan(0);
  });

  const tinyHistory: HistoryRelease[] = [{ version: '1.0.0', date: null, changes: [{ text: 'x', prs: [7] }] }];
  const tinyRecent: RecentRelease[] = [
    { version: '1.1.0', date: '2020-01-02', commits: [], prs: [] },
    { version: '1.10.0', date: '2020-03-04', commits: ['feat: a (#9)'], prs: [9] },
  ];
  const tag = (version: string, extra: Partial<TagReleases['releases'][number]> = {}) => ({
    version,
    tagDate: '2020-02-02',
    packageAtTag: `rc-table@${version}`,
    previousTag: '1.1.0',
    commits: [],
    prs: [],
    ...extra,
  });
  const tinyTags = [
    tag('2.0.0', { tagDate: '2020-05-01', prs: [11, 12] }),
    tag('1.2.0', {
      tagDate: '2020-02-02',
      packageAtTag: 'rc-table@1.3.0',
      releaseCommit: 'abc1234',
      date: '2020-02-01',
    }),
    tag('0.9.0'),
  ];
  const tinyNotes: ReleaseNotes = {
    releases: {
      '2.0.0': {
        fixes: [{ prs: [12], 'en-US': 'Mends d.', 'zh-CN': '修复 d。' }],
        breaking: [{ prs: [11], 'en-US': 'Drops `c`.', 'zh-CN': '移除 `c`。' }],
      },
      '1.10.0': { features: [{ prs: [9], 'en-US': 'Adds `a`.', 'zh-CN': '新增 `a`。' }] },
      '1.2.0': {},
      '1.1.0': {},
      '1.0.0': { changes: [{ 'en-US': 'Did x.' }] },
      '0.9.0': {},
    },
  };
  const tiny = { history: tinyHistory, recent: tinyRecent, fromTags: tinyTags, notes: tinyNotes };

  it('merges the three sources newest first, breaking changes first, in the locale asked for, falling back to English', () => {
    const zh = changelogReleases(tiny, 'zh-CN');
    expect(zh).toEqual([
      {
        version: '2.0.0',
        date: '2020-05-01',
        groups: [
          { kind: 'breaking', items: [{ text: '移除 `c`。', prs: [11] }] },
          { kind: 'fixes', items: [{ text: '修复 d。', prs: [12] }] },
        ],
      },
      {
        version: '1.10.0',
        date: '2020-03-04',
        groups: [{ kind: 'features', items: [{ text: '新增 `a`。', prs: [9] }] }],
      },
      // A misplaced tag: the release commit's date, not the tag's.
      { version: '1.2.0', date: '2020-02-01', groups: [] },
      { version: '1.1.0', date: '2020-01-02', groups: [] },
      { version: '1.0.0', date: null, groups: [{ kind: 'changes', items: [{ text: 'Did x.', prs: [7] }] }] },
      { version: '0.9.0', date: '2020-02-02', groups: [] },
    ]);
  });

  it('puts a breaking change of an older release first, before its list of changes', () => {
    const breakingOld: ReleaseNotes = {
      releases: {
        ...tinyNotes.releases,
        '1.0.0': { changes: [{ 'en-US': 'Did x.' }], breaking: [{ 'en-US': 'Renames y.' }] },
      },
    };
    expect(
      changelogReleases({ ...tiny, notes: breakingOld }, 'en-US').find((r) => r.version === '1.0.0')!.groups,
    ).toEqual([
      { kind: 'breaking', items: [{ text: 'Renames y.', prs: [] }] },
      { kind: 'changes', items: [{ text: 'Did x.', prs: [7] }] },
    ]);
  });

  it('fails on a release without a notes entry, a version listed twice, or older notes that do not match the changes', () => {
    expect(() => changelogReleases({ ...tiny, notes: { releases: {} } }, 'en-US')).toThrow(
      /no notes entry for 1\.1\.0/,
    );
    const short: ReleaseNotes = { releases: { ...tinyNotes.releases, '1.0.0': { changes: [] } } };
    expect(() => changelogReleases({ ...tiny, notes: short }, 'en-US')).toThrow(/1\.0\.0 has 1 changes but 0/);
    // A release from the tags without notes fails the build too: no release is listed without its notes.
    expect(() => changelogReleases({ ...tiny, fromTags: [...tinyTags, tag('0.8.0')] }, 'en-US')).toThrow(
      /no notes entry for 0\.8\.0/,
    );
    expect(() => changelogReleases({ ...tiny, fromTags: [...tinyTags, tag('1.1.0')] }, 'en-US')).toThrow(
      /1\.1\.0 comes twice/,
    );
    const mixed: ReleaseNotes = { releases: { ...tinyNotes.releases, '2.0.0': { changes: [{ 'en-US': 'y' }] } } };
    expect(() => changelogReleases({ ...tiny, notes: mixed }, 'en-US')).toThrow(/2\.0\.0 takes/);
  });

  it('orders versions of different lengths as if the missing parts were 0', () => {
    expect(compareVersions('7.1', '7.1.1')).toBeLessThan(0);
    expect(compareVersions('7.1.1', '7.1')).toBeGreaterThan(0);
    expect(compareVersions('7.1', '7.1.0')).toBe(0);
  });

  it('fails on a note with no text in the locale nor in English, naming the release and the note', () => {
    const withNote = (note: Record<string, unknown>): ReleaseNotes => ({
      releases: { ...tinyNotes.releases, '1.10.0': { features: [note as LocalizedNote] } },
    });
    const feature = /changelog: 1\.10\.0 features\[0\] has no zh-CN text/;
    expect(() => changelogReleases({ ...tiny, notes: withNote({ 'en-US': '   ' }) }, 'zh-CN')).toThrow(feature);
    expect(() => changelogReleases({ ...tiny, notes: withNote({ prs: [9] }) }, 'zh-CN')).toThrow(feature);
    expect(() => changelogReleases({ ...tiny, notes: withNote({ 'zh-CN': 42 }) }, 'zh-CN')).toThrow(feature);
    const blankChange: ReleaseNotes = { releases: { ...tinyNotes.releases, '1.0.0': { changes: [{ 'en-US': '' }] } } };
    expect(() => changelogReleases({ ...tiny, notes: blankChange }, 'en-US')).toThrow(
      /changelog: 1\.0\.0 changes\[0\] has no en-US text/,
    );
  });

  const labels: ChangelogLabels = {
    released: (date) => `Out on ${date}`,
    dateNotRecorded: 'No date',
    maintenance: 'Upkeep only.',
    notInRegistry: 'not on npm',
    groups: { breaking: 'Breaks', behaviour: 'Acts otherwise', features: 'New', fixes: 'Mended' },
    majorSummary: (count, newest, oldest) => `${count} from ${newest} to ${oldest}.`,
    breakingReleases: 'Breaking:',
    minorVersions: 'Minors:',
  };

  it('writes a release as a heading, its date, and its groups with pull-request links, breaking changes marked', () => {
    expect(
      releaseMarkdown(
        {
          version: '2.0.0',
          date: '2020-05-06',
          groups: [
            { kind: 'breaking', items: [{ text: 'Drops `c`.', prs: [4] }] },
            { kind: 'features', items: [{ text: 'Adds `b`.', prs: [12, 3] }] },
            { kind: 'fixes', items: [{ text: 'Mends c.', prs: [] }] },
          ],
        },
        labels,
      ),
    ).toBe(
      [
        '### 2.0.0',
        '*Out on 2020-05-06*',
        '**⚠️ Breaks**',
        '- Drops `c`. [#4](https://github.com/react-component/table/pull/4)',
        '**New**',
        '- Adds `b`. [#12](https://github.com/react-component/table/pull/12) [#3](https://github.com/react-component/table/pull/3)',
        '**Mended**',
        '- Mends c.',
      ].join('\n\n'),
    );
  });

  it('gives a note without pull requests none, and fails on older notes missing altogether', () => {
    const noPrs: ReleaseNotes = {
      releases: { ...tinyNotes.releases, '1.10.0': { fixes: [{ 'en-US': 'Mends f.' }] } },
    };
    expect(changelogReleases({ ...tiny, notes: noPrs }, 'en-US').find((r) => r.version === '1.10.0')!.groups).toEqual([
      { kind: 'fixes', items: [{ text: 'Mends f.', prs: [] }] },
    ]);
    const missing: ReleaseNotes = { releases: { ...tinyNotes.releases, '1.0.0': {} } };
    expect(() => changelogReleases({ ...tiny, notes: missing }, 'en-US')).toThrow(/1\.0\.0 has 1 changes but 0/);
  });

  it('writes every release in the order given, a blank line apart, the document ending with a newline', () => {
    const doc = changelogMarkdown(
      [
        { version: '1.1.0', date: null, groups: [] },
        { version: '1.0.0', date: null, groups: [] },
      ],
      labels,
    );
    expect(doc).toBe(
      [
        '## 1.x',
        '2 from 1.1.0 to 1.0.0.',
        'Minors: [1.1](#110) · [1.0](#100)',
        '### 1.1.0\n\n*No date*\n\nUpkeep only.',
        '### 1.0.0\n\n*No date*\n\nUpkeep only.\n',
      ].join('\n\n'),
    );
  });

  it('opens a major version with links to its breaking releases and to the newest release of each minor', () => {
    const breaks = [{ kind: 'breaking' as const, items: [{ text: 'Drops `c`.', prs: [] }] }];
    const doc = changelogMarkdown(
      [
        { version: '2.1.1', date: null, groups: breaks },
        { version: '2.1.0', date: null, groups: [] },
        { version: '2.0.0', date: null, groups: breaks },
      ],
      labels,
    );
    expect(doc.split('\n\n').slice(0, 4)).toEqual([
      '## 2.x',
      '3 from 2.1.1 to 2.0.0.',
      '⚠️ Breaking: [2.1.1](#211) · [2.0.0](#200)',
      'Minors: [2.1](#211) · [2.0](#200)',
    ]);
  });

  it('writes each note of a group as a bullet of its own line', () => {
    const twoFixes = releaseMarkdown(
      {
        version: '2.0.1',
        date: '2020-05-07',
        groups: [
          {
            kind: 'fixes',
            items: [
              { text: 'Mends d.', prs: [] },
              { text: 'Mends e.', prs: [4] },
            ],
          },
        ],
      },
      labels,
    );
    expect(twoFixes.split('\n').slice(-2)).toEqual([
      '- Mends d.',
      '- Mends e. [#4](https://github.com/react-component/table/pull/4)',
    ]);
  });

  it('writes an undated maintenance release and an older release without group labels', () => {
    expect(releaseMarkdown({ version: '1.1.0', date: null, groups: [] }, labels)).toBe(
      '### 1.1.0\n\n*No date*\n\nUpkeep only.',
    );
    expect(
      releaseMarkdown(
        { version: '1.0.0', date: '2019-01-01', groups: [{ kind: 'changes', items: [{ text: 'Did x.', prs: [] }] }] },
        labels,
      ),
    ).toBe('### 1.0.0\n\n*Out on 2019-01-01*\n\n- Did x.');
  });

  // A line kept in one release file (1.x): two releases, one of them missing from the registry.
  const lineRelease = (version: string, extra: Partial<LineRelease> = {}): LineRelease => ({
    version,
    date: '2025-01-17',
    tag: `@rc-component/table@${version}`,
    releaseCommit: 'abc1234',
    inRegistry: true,
    commits: [],
    prs: [],
    otherCommits: [],
    ...extra,
  });
  const lineData = {
    releases: [lineRelease('1.0.0', { tag: null, inRegistry: false }), lineRelease('1.10.0', { date: '2026-04-07' })],
    notes: {
      releases: {
        '1.0.0': {},
        '1.10.0': {
          fixes: [{ prs: [3], 'en-US': 'Mends b.', 'zh-CN': '修复 b。' }],
          features: [{ prs: [2], 'en-US': 'Adds a.', 'zh-CN': '新增 a。' }],
          behaviour: [{ prs: [2], 'en-US': 'Scrolls less.' }],
          breaking: [{ prs: [1], 'en-US': 'Drops c.', 'zh-CN': '移除 c。' }],
        },
      },
    },
  };

  it('reads a line’s release file newest first, with its registry flag and its groups breaking, behaviour, features, fixes', () => {
    expect(lineChangelogReleases(lineData, 'zh-CN')).toEqual([
      {
        version: '1.10.0',
        date: '2026-04-07',
        inRegistry: true,
        groups: [
          { kind: 'breaking', items: [{ text: '移除 c。', prs: [1] }] },
          { kind: 'behaviour', items: [{ text: 'Scrolls less.', prs: [2] }] },
          { kind: 'features', items: [{ text: '新增 a。', prs: [2] }] },
          { kind: 'fixes', items: [{ text: '修复 b。', prs: [3] }] },
        ],
      },
      { version: '1.0.0', date: '2025-01-17', inRegistry: false, groups: [] },
    ]);
  });

  it('fails on a line release without notes, notes for a release the line lacks, a version twice, or a list of changes', () => {
    const { '1.0.0': _first, ...rest } = lineData.notes.releases;
    expect(() => lineChangelogReleases({ ...lineData, notes: { releases: rest } }, 'en-US')).toThrow(
      /no notes entry for 1\.0\.0/,
    );
    const extra = { releases: { ...lineData.notes.releases, '1.9.9': {} } };
    expect(() => lineChangelogReleases({ ...lineData, notes: extra }, 'en-US')).toThrow(/notes for 1\.9\.9/);
    const twice = [...lineData.releases, lineRelease('1.0.0')];
    expect(() => lineChangelogReleases({ ...lineData, releases: twice }, 'en-US')).toThrow(/1\.0\.0 comes twice/);
    const changes = { releases: { ...lineData.notes.releases, '1.0.0': { changes: [{ 'en-US': 'x' }] } } };
    expect(() => lineChangelogReleases({ ...lineData, notes: changes }, 'en-US')).toThrow(/1\.0\.0 takes/);
  });

  it('says after the date when the registry does not list a release, and labels behaviour changes after breaking ones', () => {
    const [newest, oldest] = lineChangelogReleases(lineData, 'en-US');
    expect(releaseMarkdown(oldest, labels)).toBe('### 1.0.0\n\n*Out on 2025-01-17 · not on npm*\n\nUpkeep only.');
    expect(releaseMarkdown(newest, labels).split('\n\n')).toEqual([
      '### 1.10.0',
      '*Out on 2026-04-07*',
      '**⚠️ Breaks**',
      '- Drops c. [#1](https://github.com/react-component/table/pull/1)',
      '**Acts otherwise**',
      '- Scrolls less. [#2](https://github.com/react-component/table/pull/2)',
      '**New**',
      '- Adds a. [#2](https://github.com/react-component/table/pull/2)',
      '**Mended**',
      '- Mends b. [#3](https://github.com/react-component/table/pull/3)',
    ]);
    // A release of the 7.x data (no registry flag) keeps its date line as it was.
    expect(releaseMarkdown({ version: '7.0.0', date: '2019-01-01', groups: [] }, labels)).toBe(
      '### 7.0.0\n\n*Out on 2019-01-01*\n\nUpkeep only.',
    );
  });

  it('groups the releases by major version, each opened by its count, its breaking releases and its minor versions', () => {
    const md = changelogMarkdown(changelogReleases(tiny, 'en-US'), labels);
    const lines = md.split('\n\n');
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(['## 2.x', '## 1.x', '## 0.x']);
    expect(lines.slice(0, 4)).toEqual([
      '## 2.x',
      '1 from 2.0.0 to 2.0.0.',
      '⚠️ Breaking: [2.0.0](#200)',
      'Minors: [2.0](#200)',
    ]);
    const one = lines.indexOf('## 1.x');
    expect(lines.slice(one, one + 3)).toEqual([
      '## 1.x',
      '4 from 1.10.0 to 1.0.0.',
      'Minors: [1.10](#1100) · [1.2](#120) · [1.1](#110) · [1.0](#100)',
    ]);
  });
});

interface PageOutline {
  /** The `##` headings, in order: the migration section and one per major version. */
  parts: { title: string; id: unknown; nodes: RootContent[] }[];
  /** The releases: the `###` sections under a major version's heading. */
  releases: { title: string; major: string; nodes: RootContent[] }[];
}

/** The page as the site builds it: its `##` parts, and its releases by `###` heading under a `N.x` part. */
function outlineOf(file: string): PageOutline {
  const tree: Root = parsePage(resolve(process.cwd(), file));
  const outline: PageOutline = { parts: [], releases: [] };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      outline.parts.push({ title: toString(node), id: (node.data as { fixedId?: string })?.fixedId, nodes: [] });
      continue;
    }
    const part = outline.parts.at(-1);
    if (!part) continue;
    if (/^\d+\.x$/.test(part.title) && node.type === 'heading') {
      expect(node.depth, `${file}: ${toString(node)}`).toBe(3);
      outline.releases.push({ title: toString(node), major: part.title, nodes: [] });
    } else if (/^\d+\.x$/.test(part.title) && outline.releases.at(-1)?.major === part.title)
      outline.releases.at(-1)!.nodes.push(node);
    else part.nodes.push(node);
  }
  return outline;
}

function linksIn(nodes: RootContent[]): string[] {
  const urls: string[] = [];
  const walk = (node: unknown) => {
    const n = node as { type: string; url?: string; children?: unknown[] };
    if (n.type === 'link' && n.url) urls.push(n.url);
    n.children?.forEach(walk);
  };
  nodes.forEach(walk);
  return urls;
}

const itemsOf = (nodes: RootContent[]): ListItem[] =>
  nodes.filter((n): n is List => n.type === 'list').flatMap((list) => list.children);

describe.each([
  {
    file: 'docs/7.x/changelog.mdx',
    dateLine: /^Released (\d{4}-\d{2}-\d{2})$/,
    undated: 'Date not recorded',
    maintenance: /^Maintenance release/,
    breaking: '⚠️ Breaking changes',
    migration: 'Migrating to 7.0',
  },
  {
    file: 'docs/7.x/changelog.zh-CN.mdx',
    dateLine: /^发布于 (\d{4}-\d{2}-\d{2})$/,
    undated: '日期未记录',
    maintenance: /^维护版本/,
    breaking: '⚠️ 破坏性变更',
    migration: '迁移到 7.0',
  },
])('the page $file', ({ file, dateLine, undated, maintenance, breaking, migration }) => {
  const { parts, releases } = outlineOf(file);
  const sections = releases;
  const allVersions = [...dateOf.keys()];

  it('has the migration section, then one `##` part per major version, 7.x to 3.x', () => {
    expect(parts.map((p) => p.title)).toEqual([migration, '7.x', '6.x', '5.x', '4.x', '3.x']);
    expect(parts[0].id).toBe('migrating-to-7');
  });

  it('has one `###` heading per release, 7.55.1 first, 413 in all, strictly descending, under its major version', () => {
    const titles = sections.map((s) => s.title);
    expect(titles).toHaveLength(RELEASE_COUNT);
    expect(titles[0]).toBe('7.55.1');
    expect(titles.at(-1)).toBe('3.2.0');
    for (let i = 1; i < titles.length; i++) expect(compareVersions(titles[i - 1], titles[i])).toBeGreaterThan(0);
    for (const s of sections) expect(s.major, s.title).toBe(`${s.title.split('.')[0]}.x`);
  });

  it('shows as many releases as the release data holds stable releases, and says that number in its intro', () => {
    expect(sections).toHaveLength(allVersions.length);
    const intro = parsePage(resolve(process.cwd(), file))
      .children.filter((n) => n.type === 'paragraph')
      .map((n) => toString(n))
      .join(' ');
    expect(intro).toContain(String(allVersions.length));
    expect(intro).toContain('7.55.1');
    expect(intro).toContain('3.2.0');
  });

  it('gives every stable release from 3.2.0 to 7.55.1 of the release data an entry, a date and a note', () => {
    const byTitle = new Map(sections.map((s) => [s.title, s]));
    for (const version of allVersions) {
      const section = byTitle.get(version);
      expect(section, `${version} has an entry`).toBeDefined();
      const [first, ...rest] = section!.nodes;
      const line = first ? toString(first) : '';
      if (UNDATED.includes(version)) expect(line, version).toBe(undated);
      else expect(dateLine.exec(line)?.[1], `${version} has its date`).toBe(dateOf.get(version));
      const text = rest.map((n) => toString(n)).join(' ');
      expect(itemsOf(rest).length > 0 || maintenance.test(text), `${version} has a note`).toBe(true);
    }
  });

  it('opens every release with its date', () => {
    const notRecorded: string[] = [];
    for (const { title, nodes } of sections) {
      const first = nodes[0];
      expect(first?.type, title).toBe('paragraph');
      const line = toString(first);
      if (line === undated) {
        notRecorded.push(title);
        continue;
      }
      const match = dateLine.exec(line);
      expect(match, `${title}: ${line}`).not.toBeNull();
      expect(match![1], title).toBe(dateOf.get(title));
    }
    expect(notRecorded).toEqual(UNDATED);
  });

  it('lists notes for every release, or says it is a maintenance release', () => {
    for (const { title, nodes } of sections) {
      const items = itemsOf(nodes);
      if (MAINTENANCE.includes(title)) {
        expect(items, title).toEqual([]);
        expect(nodes.map((n) => toString(n)).join(' '), title).toMatch(/Maintenance release|维护版本/);
      } else if (notes.releases[title] && allNotes(notes.releases[title]).length > 0)
        expect(items.length, title).toBeGreaterThan(0);
    }
  });

  it('puts the breaking changes of a release first, under a marked label, and links the release from its major version', () => {
    const breakingVersions = Object.entries(notes.releases)
      .filter(([, set]) => (set.breaking ?? []).length > 0)
      .map(([v]) => v);
    expect(breakingVersions).toContain('7.0.0');
    for (const { title, nodes } of sections) {
      const labelIndex = nodes.findIndex((n) => n.type === 'paragraph' && toString(n) === breaking);
      if (!breakingVersions.includes(title)) {
        expect(labelIndex, title).toBe(-1);
        continue;
      }
      // Right after the date line, before any other group.
      expect(labelIndex, title).toBe(1);
      expect(nodes[2].type, title).toBe('list');
      const major = parts.find((p) => p.title === `${title.split('.')[0]}.x`)!;
      const marked = major.nodes.find((n) => toString(n).startsWith('⚠️'));
      expect(linksIn(marked ? [marked] : []), title).toContain(`#${title.replace(/\./g, '')}`);
    }
  });

  it('marks every 7.x and 6.x release whose change a working table notices, each checked against the published packages', () => {
    // Read from the difference between each release's package and the one before (`npm pack`, lib/ and assets/):
    // 7.54.0 the measure row's cells lose their inline hiding styles (header text shows without rc-table's CSS);
    // 7.50.0 `expandable.fixed: 'right'` moves the expand column, `fixed: true` drops it (to 7.52.0);
    // 7.49.0 a `render` result's `props.style` is merged before the fixed and `align` styles, not after;
    // 7.35.1 `reference` gives way to `ref`; 7.23.0 `render` runs in a useMemo keyed on record, dataIndex,
    // render and index; 7.17.0 child rows get their index among all rows; 7.15.1 the sticky wrapper's class
    // is renamed; 7.0.0 the rewrite.
    const marked = Object.entries(notes.releases)
      .filter(([v, set]) => v.startsWith('7.') && (set.breaking ?? []).length > 0)
      .map(([v]) => v);
    expect(marked.sort((a, b) => compareVersions(b, a))).toEqual([
      '7.54.0',
      '7.50.0',
      '7.49.0',
      '7.35.1',
      '7.23.0',
      '7.17.0',
      '7.15.1',
      '7.0.0',
    ]);
    // 6.2.5: the row index counts every rendered row instead of the siblings (BaseTable's renderRows).
    const marked6 = Object.entries(notes.releases)
      .filter(([v, set]) => v.startsWith('6.') && (set.breaking ?? []).length > 0)
      .map(([v]) => v);
    expect(marked6).toEqual(['6.2.5']);
    // Each says what breaks, in both languages.
    marked.push(...marked6);
    for (const v of marked)
      for (const note of notes.releases[v].breaking ?? []) {
        expect(note['en-US'], v).toMatch(/Breaks|removed|rewrite|is one key/i);
        expect(note['zh-CN'], v).toMatch(/\p{Script=Han}/u);
      }
  });

  it('links pull requests with well-formed addresses only: those the release’s notes name', () => {
    const expected = new Map<string, number[]>([
      ...[...recent, ...fromTags].map((r): [string, number[]] => [
        r.version,
        notes.releases[r.version] ? allNotes(notes.releases[r.version]).flatMap((n) => n.prs ?? []) : [],
      ]),
      ...history.map((r): [string, number[]] => [
        r.version,
        [...(notes.releases[r.version].breaking ?? []).flatMap((n) => n.prs ?? []), ...r.changes.flatMap((c) => c.prs)],
      ]),
    ]);
    for (const { title, nodes } of sections) {
      const urls = linksIn(nodes).filter((u) => u.includes('react-component/table/pull'));
      for (const url of urls) expect(url, title).toMatch(PR_URL);
      const prs = urls.map((u) => Number(PR_URL.exec(u)?.[1]));
      expect(
        prs.sort((a, b) => a - b),
        title,
      ).toEqual([...expected.get(title)!].sort((a, b) => a - b));
    }
  });

  it('keeps the bullets of the older releases one per change, each with that change’s pull requests', () => {
    for (const release of history) {
      const section = sections.find((s) => s.title === release.version)!;
      const items = itemsOf(section.nodes).slice((notes.releases[release.version].breaking ?? []).length);
      expect(items, release.version).toHaveLength(release.changes.length);
      release.changes.forEach((change, i) => {
        const prs = linksIn([items[i]])
          .map((u) => PR_URL.exec(u)?.[1])
          .filter(Boolean)
          .map(Number);
        expect(prs, `${release.version} #${i}`).toEqual(change.prs);
      });
    }
  });
});

describe('the Chinese changelog', () => {
  it('is Chinese in every release note', () => {
    const sections = outlineOf('docs/7.x/changelog.zh-CN.mdx').releases;
    for (const { title, nodes } of sections) {
      for (const item of itemsOf(nodes)) {
        const text = toString(item);
        expect(text, title).toMatch(CJK);
      }
    }
    // The English page's notes are not there.
    const zhText = sections.flatMap((s) => s.nodes.map((n) => toString(n))).join('\n');
    expect(zhText).not.toContain('Fixed a broken table header');
    expect(zhText).not.toContain('Released ');
  });
});

describe('the home page', () => {
  it('says the changelog covers every release from the oldest to the newest of the release data', () => {
    const versions = [...dateOf.keys()].sort(compareVersions);
    for (const file of ['docs/7.x/index.mdx', 'docs/7.x/index.zh-CN.mdx']) {
      const line = readFileSync(resolve(process.cwd(), file), 'utf8')
        .split('\n')
        .find((l) => l.includes('changelog)'));
      expect(line, file).toBeDefined();
      expect(line, file).toContain(versions[0]);
      expect(line, file).toContain(versions.at(-1));
    }
  });
});

// ---- The @rc-component/table 1.x line (docs/1.x) ----

const line1 = read<LineReleases>('docs/1.x/data/releases.json').releases;
const line1Notes = read<ReleaseNotes>('docs/1.x/data/release-notes.json');
// Expected facts, copied from the facts file (release commits read from git, `npm view … versions`), not
// from the data under test.
const line1Facts = read<{ releases: Record<string, { releaseCommitDate: string; inRegistry: boolean }> }>(
  'tests/unit/fixtures/rc-component-table-1x-releases.json',
).releases;
const LINE1_VERSIONS = Object.keys(line1Facts);
/** The pull requests a commit subject names: `(#1219)`. */
const prsNamed = (subject: string) => [...subject.matchAll(/\(#(\d+)\)/g)].map((m) => Number(m[1]));

describe('the 1.x release data in docs/1.x/data', () => {
  it('lists every release from 1.0.0 to 1.12.0 exactly once, 35 in all, oldest first', () => {
    const versions = line1.map((r) => r.version);
    expect(LINE1_VERSIONS).toHaveLength(35);
    expect(versions).toEqual([...LINE1_VERSIONS].sort(compareVersions));
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions[0]).toBe('1.0.0');
    expect(versions.at(-1)).toBe('1.12.0');
  });

  it('dates each release by its release commit, in UTC+8', () => {
    for (const release of line1) {
      const expected = line1Facts[release.version].releaseCommitDate;
      expect(expected, release.version).toMatch(/\+08:00$/);
      expect(release.date, release.version).toBe(expected.slice(0, 10));
    }
    // The untagged 1.0.0 is dated by its version-bump commit, 497e755d.
    expect(line1.find((r) => r.version === '1.0.0')!.date).toBe('2025-01-17');
  });

  it('marks the 13 versions the npm registry lists, and only those', () => {
    for (const release of line1)
      expect(release.inRegistry, release.version).toBe(line1Facts[release.version].inRegistry);
    expect(line1.filter((r) => r.inRegistry).map((r) => r.version)).toEqual([
      '1.4.1',
      '1.5.2',
      '1.8.1',
      '1.8.2',
      '1.9.0',
      '1.9.1',
      '1.10.0',
      '1.10.2',
      '1.10.3',
      '1.10.4',
      '1.11.0',
      '1.11.1',
      '1.12.0',
    ]);
  });

  it('names the git tag of every release but the untagged 1.0.0, and explains the tags on the wrong commit', () => {
    for (const release of line1) {
      if (release.version === '1.0.0') expect(release.tag).toBeNull();
      else expect(release.tag, release.version).toBe(`@rc-component/table@${release.version}`);
      expect(release.releaseCommit, release.version).toMatch(/^[0-9a-f]{10}$/);
      expect(Boolean(release.tagCommit), release.version).toBe(Boolean(release.correction));
    }
    expect(line1.filter((r) => r.tagCommit).map((r) => r.version)).toEqual(['1.10.0', '1.10.2']);
  });

  it('gives each release the pull requests its commit subjects name', () => {
    for (const release of line1) {
      expect(release.prs, release.version).toEqual([...new Set(release.commits.flatMap(prsNamed))]);
      for (const pr of release.prs) expect(Number.isInteger(pr) && pr > 0, `${release.version} #${pr}`).toBe(true);
    }
    expect(line1.find((r) => r.version === '1.0.0')!.prs).toEqual([1219]);
  });

  it('has a notes entry for every release and for nothing else', () => {
    expect(Object.keys(line1Notes.releases).sort(compareVersions)).toEqual([...LINE1_VERSIONS].sort(compareVersions));
  });

  it('links only pull requests of the release itself, and accounts for each of its pull requests', () => {
    for (const release of line1) {
      const set = line1Notes.releases[release.version];
      const own = new Set([...release.prs, ...release.otherCommits.flatMap(prsNamed)]);
      const linked = allNotes(set).flatMap((n) => n.prs ?? []);
      for (const pr of linked) expect(own.has(pr), `${release.version} links #${pr}`).toBe(true);
      const unlisted = (set.unlisted ?? []).flatMap((u) => u.prs);
      for (const u of set.unlisted ?? []) expect(u.why.length, release.version).toBeGreaterThan(10);
      for (const pr of release.prs)
        expect(linked.includes(pr) || unlisted.includes(pr), `${release.version}: #${pr} noted or unlisted`).toBe(true);
    }
  });

  it('writes every note in English and in Chinese, Markdown that MDX reads as text', () => {
    let count = 0;
    for (const [version, set] of Object.entries(line1Notes.releases)) {
      expect(set.changes, version).toBeUndefined();
      for (const note of allNotes(set)) {
        count++;
        const en = note['en-US'] as string;
        const zh = note['zh-CN'] as string;
        expect(en?.trim(), version).toBeTruthy();
        expect(zh?.trim(), version).toBeTruthy();
        expect(prose(en), `${version}: ${en}`).not.toMatch(CJK);
        expect(prose(zh), `${version}: ${zh}`).toMatch(CJK);
        // Outside code spans, nothing MDX would read as JSX or an expression.
        for (const text of [en, zh]) expect(prose(text), version).not.toMatch(/[<{}]|\n/);
      }
    }
    expect(count).toBeGreaterThan(50);
  });

  it('says what 1.0.0 was: the rename of rc-table in #1219, marked breaking', () => {
    const breaking = line1Notes.releases['1.0.0'].breaking ?? [];
    expect(breaking.map((n) => n.prs)).toEqual([[1219]]);
    expect(breaking[0]['en-US']).toContain('`@rc-component/table`');
    expect(breaking[0]['en-US']).toContain('7.50.2');
    // 1.8.0 raised the React peer range to >=18 (#1355): a breaking change.
    expect((line1Notes.releases['1.8.0'].breaking ?? []).flatMap((n) => n.prs)).toEqual([1355]);
  });
});

describe.each([
  {
    file: 'docs/1.x/changelog.mdx',
    dateLine: /^Released (\d{4}-\d{2}-\d{2})( · not in the npm registry)?$/,
    maintenance: /^Maintenance release/,
    breaking: '⚠️ Breaking changes',
    behaviour: 'Behaviour changes',
  },
  {
    file: 'docs/1.x/changelog.zh-CN.mdx',
    dateLine: /^发布于 (\d{4}-\d{2}-\d{2})( · npm 仓库中没有此版本)?$/,
    maintenance: /^维护版本/,
    breaking: '⚠️ 破坏性变更',
    behaviour: '行为变化',
  },
])('the 1.x page $file', ({ file, dateLine, maintenance, breaking, behaviour }) => {
  const { parts, releases } = outlineOf(file);
  const intro = parsePage(resolve(process.cwd(), file))
    .children.slice(
      0,
      parsePage(resolve(process.cwd(), file)).children.findIndex((n) => n.type === 'heading'),
    )
    .map((n) => toString(n))
    .join(' ');

  it('has one `##` part, 1.x, with a `###` heading per release, 1.12.0 first, 35 in all, strictly descending', () => {
    expect(parts.map((p) => p.title)).toEqual(['1.x']);
    const titles = releases.map((r) => r.title);
    expect(titles).toEqual([...LINE1_VERSIONS].sort(compareVersions).reverse());
  });

  it('opens every release with its release commit date, saying when the registry does not list it', () => {
    for (const { title, nodes } of releases) {
      const match = dateLine.exec(toString(nodes[0]));
      expect(match, title).not.toBeNull();
      expect(match![1], title).toBe(line1Facts[title].releaseCommitDate.slice(0, 10));
      expect(Boolean(match![2]), `${title} marked as missing from the registry`).toBe(!line1Facts[title].inRegistry);
    }
  });

  it('lists notes for every release, or says it is a maintenance release', () => {
    for (const { title, nodes } of releases) {
      const items = itemsOf(nodes);
      if (allNotes(line1Notes.releases[title]).length === 0) {
        expect(items, title).toEqual([]);
        expect(toString(nodes[1]), title).toMatch(maintenance);
      } else expect(items.length, title).toBe(allNotes(line1Notes.releases[title]).length);
    }
  });

  it('puts breaking changes first and behaviour changes next, under their labels', () => {
    for (const { title, nodes } of releases) {
      const labels = nodes.filter((n) => n.type === 'paragraph').map((n) => toString(n));
      const set = line1Notes.releases[title];
      expect(labels.includes(breaking), title).toBe((set.breaking ?? []).length > 0);
      expect(labels.includes(behaviour), title).toBe((set.behaviour ?? []).length > 0);
      if (set.breaking?.length) expect(labels[1], title).toBe(breaking);
      else if (set.behaviour?.length) expect(labels[1], title).toBe(behaviour);
    }
  });

  it('links pull requests with well-formed addresses only: those the release’s notes name', () => {
    for (const { title, nodes } of releases) {
      const urls = linksIn(nodes).filter((u) => u.includes('react-component/table/pull'));
      for (const url of urls) expect(url, title).toMatch(PR_URL);
      const prs = urls.map((u) => Number(PR_URL.exec(u)?.[1])).sort((a, b) => a - b);
      const named = allNotes(line1Notes.releases[title]).flatMap((n) => n.prs ?? []);
      expect(prs, title).toEqual(named.sort((a, b) => a - b));
    }
  });

  it('opens with how the line began (#1219, 1.0.0, rc-table 7.50.2) and what 1.6.0 and 1.6.2 brought from 7.x', () => {
    expect(intro).toContain('#1219');
    expect(intro).toContain('7.50.2');
    expect(intro).toContain('feat: sync v5');
    expect(intro).toContain('1.6.0');
    expect(intro).toContain('1.6.2');
    expect(intro).toContain('35');
    expect(intro).toContain('13');
    expect(linksIn(parsePage(resolve(process.cwd(), file)).children.slice(0, 4))).toContain(
      'https://github.com/react-component/table/pull/1219',
    );
  });
});
