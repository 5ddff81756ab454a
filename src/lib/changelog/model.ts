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

/** One note in every locale (`en-US`, `zh-CN`, …), Markdown without block syntax. */
export type LocalizedNote = Record<string, string | number[] | undefined> & { prs?: number[] };

export interface NoteSet {
  features?: LocalizedNote[];
  fixes?: LocalizedNote[];
  /** Releases up to 7.13.3: one note per change of the history, in the same order. */
  changes?: LocalizedNote[];
  /** Pull requests of the release that no note describes, and why. */
  unlisted?: { prs: number[]; why: string }[];
}

/** `docs/data/release-notes.json`. */
export interface ReleaseNotes {
  releases: Record<string, NoteSet>;
}

export type GroupKind = 'features' | 'fixes' | 'changes';

export interface ChangelogItem {
  /** Markdown (inline only). */
  text: string;
  prs: number[];
}

export interface ChangelogGroup {
  kind: GroupKind;
  items: ChangelogItem[];
}

export interface ChangelogRelease {
  version: string;
  date: string | null;
  /** Empty for a maintenance release. */
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

function textIn(note: LocalizedNote, locale: string, fallback: string, where: string): string {
  const text = note[locale] ?? note[fallback];
  if (typeof text !== 'string' || !text.trim()) throw new Error(`changelog: ${where} has no ${locale} text`);
  return text;
}

/**
 * Every release, newest first, with its notes in `locale` (falling back to `fallback`). Throws when
 * a release has no entry in the notes, or when the notes of an older release do not match its changes
 * one for one: a gap in the data fails the build instead of leaving a hole on the page.
 */
export function changelogReleases(
  history: readonly HistoryRelease[],
  recent: readonly RecentRelease[],
  notes: ReleaseNotes,
  locale: string,
  fallback = 'en-US',
): ChangelogRelease[] {
  const noteSet = (version: string) => {
    const set = notes.releases[version];
    if (!set) throw new Error(`changelog: no notes entry for ${version}`);
    return set;
  };
  const newer = [...recent]
    .sort((a, b) => compareVersions(b.version, a.version))
    .map((release): ChangelogRelease => {
      const set = noteSet(release.version);
      const groups = (['features', 'fixes'] as const)
        .map((kind) => ({
          kind,
          items: (set[kind] ?? []).map((note, i) => ({
            text: textIn(note, locale, fallback, `${release.version} ${kind}[${i}]`),
            prs: note.prs ?? [],
          })),
        }))
        .filter((group) => group.items.length > 0);
      return { version: release.version, date: release.date, groups };
    });
  const older = history.map((release): ChangelogRelease => {
    const changes = noteSet(release.version).changes ?? [];
    if (changes.length !== release.changes.length) {
      throw new Error(
        `changelog: ${release.version} has ${release.changes.length} changes but ${changes.length} notes`,
      );
    }
    const items = release.changes.map((change, i) => ({
      text: textIn(changes[i], locale, fallback, `${release.version} changes[${i}]`),
      prs: change.prs,
    }));
    return { version: release.version, date: release.date, groups: [{ kind: 'changes', items }] };
  });
  return [...newer, ...older];
}
