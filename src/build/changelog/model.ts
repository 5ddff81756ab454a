// The changelog as data: the release facts merged with the notes written for this site, for one
// locale. Pure (no file system, no framework), so the build of any site can use it.

/** A release of `docs/data/releases.json` (7.13.3 back to 3.2.0), as recorded in rc-table's changelog. */
export interface HistoryRelease {
  version: string;
  /** `YYYY-MM-DD`, or null where no date was recorded. */
  date: string | null;
  changes: { text: string; prs: number[] }[];
}

/** A release of `docs/data/releases-7.14-7.55.json`: its git tag's date and its notable commits. */
export interface RecentRelease {
  version: string;
  date: string;
  commits: string[];
  prs: number[];
}

/**
 * A release of `docs/data/releases-from-tags.json`: one of the stable releases neither file above
 * covers, read from its git tag. Where the tag sits on the wrong commit (`packageAtTag` is not
 * `rc-table@<version>`), `releaseCommit` and `date` give the real release commit and its date.
 */
export interface TagRelease {
  version: string;
  /** `YYYY-MM-DD` (UTC+8): the date of the tagged commit. */
  tagDate: string;
  /** `name@version` of package.json at the tag. */
  packageAtTag: string;
  previousTag: string;
  commits: string[];
  prs: number[];
  /**
   * The commit that really released `version`, when the tag is misplaced; null when no commit of the
   * repository is the release (the published package was compared instead, see `correction`).
   */
  releaseCommit?: string | null;
  /** `YYYY-MM-DD` (UTC+8) of `releaseCommit`: the release date when the tag is misplaced. */
  date?: string;
  /** How the misplaced tag was found out and corrected. */
  correction?: string;
}

/** `docs/data/releases-from-tags.json`. */
export interface TagReleases {
  releases: TagRelease[];
}

/** The date a release of releases-from-tags.json came out: its release commit's, else its tag's. */
export const tagReleaseDate = (release: TagRelease): string => release.date ?? release.tagDate;

/** One note in every locale (`en-US`, `zh-CN`, …), Markdown without block syntax. */
export type LocalizedNote = Record<string, string | number[] | undefined> & { prs?: number[] };

/** The note groups, in the order the page shows them: what breaks first. */
const NOTE_GROUPS = ['breaking', 'features', 'fixes'] as const;

export interface NoteSet {
  /** Changes that can break code written for the version before: shown first, marked. */
  breaking?: LocalizedNote[];
  features?: LocalizedNote[];
  fixes?: LocalizedNote[];
  /** Releases of releases.json: one note per change of the history, in the same order. */
  changes?: LocalizedNote[];
  /** Pull requests of the release that no note describes, and why. */
  unlisted?: { prs: number[]; why: string }[];
}

/** `docs/data/release-notes.json`. */
export interface ReleaseNotes {
  releases: Record<string, NoteSet>;
}

export type GroupKind = (typeof NOTE_GROUPS)[number] | 'changes';

export interface ChangelogItem {
  /** Markdown (inline only). */
  text: string;
  prs: number[];
}

interface ChangelogGroup {
  kind: GroupKind;
  items: ChangelogItem[];
}

export interface ChangelogRelease {
  version: string;
  date: string | null;
  /** Empty for a release with nothing a reader would notice. */
  groups: ChangelogGroup[];
}

/** Orders `a.b.c` versions numerically: negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The major version of `a.b.c`. */
export const majorOf = (version: string): number => Number(version.split('.')[0]);

/** Whether a release's notes say it breaks something. */
export const isBreaking = (release: ChangelogRelease): boolean => release.groups.some((g) => g.kind === 'breaking');

function textIn(note: LocalizedNote, locale: string, fallback: string, where: string): string {
  const text = note[locale] ?? note[fallback];
  if (typeof text !== 'string' || !text.trim()) throw new Error(`changelog: ${where} has no ${locale} text`);
  return text;
}

/** The sources of the changelog, as read from docs/data. */
export interface ChangelogData {
  history: readonly HistoryRelease[];
  recent: readonly RecentRelease[];
  fromTags: readonly TagRelease[];
  notes: ReleaseNotes;
}

/**
 * Every release of the three fact sources, newest first, with its notes in `locale` (falling back to
 * `fallback`). Throws when a version comes twice, when a release has no entry in the notes, or when
 * the notes of a release of releases.json do not match its changes one for one: a gap in the data
 * fails the build instead of leaving a hole on the page.
 */
export function changelogReleases(data: ChangelogData, locale: string, fallback = 'en-US'): ChangelogRelease[] {
  const { history, recent, fromTags, notes } = data;
  const noteSet = (version: string) => {
    const set = notes.releases[version];
    if (!set) throw new Error(`changelog: no notes entry for ${version}`);
    return set;
  };
  const grouped = (version: string, set: NoteSet) =>
    NOTE_GROUPS.map((kind) => ({
      kind,
      items: (set[kind] ?? []).map((note, i) => ({
        text: textIn(note, locale, fallback, `${version} ${kind}[${i}]`),
        prs: note.prs ?? [],
      })),
    })).filter((group) => group.items.length > 0);
  const groupedOnly = (version: string, date: string | null): ChangelogRelease => {
    const set = noteSet(version);
    if (set.changes) throw new Error(`changelog: ${version} takes breaking/features/fixes, not changes`);
    return { version, date, groups: grouped(version, set) };
  };

  const releases: ChangelogRelease[] = [
    ...recent.map((release) => groupedOnly(release.version, release.date)),
    ...fromTags.map((release) => groupedOnly(release.version, tagReleaseDate(release))),
    ...history.map((release): ChangelogRelease => {
      const set = noteSet(release.version);
      const changes = set.changes ?? [];
      if (changes.length !== release.changes.length) {
        throw new Error(
          `changelog: ${release.version} has ${release.changes.length} changes but ${changes.length} notes`,
        );
      }
      const items = release.changes.map((change, i) => ({
        text: textIn(changes[i], locale, fallback, `${release.version} changes[${i}]`),
        prs: change.prs,
      }));
      // A breaking change of an older release is shown first too; its other changes keep their order.
      const breaking = grouped(release.version, { breaking: set.breaking });
      return { version: release.version, date: release.date, groups: [...breaking, { kind: 'changes', items }] };
    }),
  ];
  const seen = new Set<string>();
  for (const { version } of releases) {
    if (seen.has(version)) throw new Error(`changelog: ${version} comes twice in the release data`);
    seen.add(version);
  }
  return releases.sort((a, b) => compareVersions(b.version, a.version));
}
