// The changelog as data: the release facts merged with the notes written for this site, for one
// locale. Pure (no file system, no framework), so the build of any site can use it.

/** A release of `docs/7.x/data/releases.json` (7.13.3 back to 3.2.0), as recorded in rc-table's changelog. */
export interface HistoryRelease {
  version: string;
  /** `YYYY-MM-DD`, or null where no date was recorded. */
  date: string | null;
  changes: { text: string; prs: number[] }[];
}

/** A release of `docs/7.x/data/releases-7.14-7.55.json`: its git tag's date and its notable commits. */
export interface RecentRelease {
  version: string;
  date: string;
  commits: string[];
  prs: number[];
}

/**
 * A release of `docs/7.x/data/releases-from-tags.json`: one of the stable releases neither file above
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

/**
 * A release of a line's own release file (`docs/1.x/data/releases.json`): one release commit, its
 * date, its git tag, whether the npm registry lists the version, and its notable commits.
 */
export interface LineRelease {
  version: string;
  /** `YYYY-MM-DD` (UTC+8): the date of the release commit (the version bump). */
  date: string;
  /** The git tag of the release; null when the release commit was never tagged. */
  tag: string | null;
  /** The commit that bumped package.json to `version`. */
  releaseCommit: string;
  /** Where the tag sits on another commit than the release commit: that commit. */
  tagCommit?: string;
  /** How a misplaced tag was found out. */
  correction?: string;
  /** Whether `npm view <package> versions` lists the version. */
  inRegistry: boolean;
  /** The subjects of the notable commits since the previous release. */
  commits: string[];
  /** The pull requests those subjects name. */
  prs: number[];
  /** The chore, docs, test and CI commits of the release, left out of `commits`. */
  otherCommits: string[];
}

/** A line's release file (`docs/1.x/data/releases.json`). */
export interface LineReleases {
  releases: LineRelease[];
}

/** `docs/7.x/data/releases-from-tags.json`. */
export interface TagReleases {
  releases: TagRelease[];
}

/** The date a release of releases-from-tags.json came out: its release commit's, else its tag's. */
export const tagReleaseDate = (release: TagRelease): string => release.date ?? release.tagDate;

/** One note in every locale (`en-US`, `zh-CN`, …), Markdown without block syntax. */
export type LocalizedNote = Record<string, string | number[] | undefined> & { prs?: number[] };

/** The note groups, in the order the page shows them: what breaks first. */
const NOTE_GROUPS = ['breaking', 'behaviour', 'features', 'fixes'] as const;

export interface NoteSet {
  /** Changes that can break code written for the version before: shown first, marked. */
  breaking?: LocalizedNote[];
  /** What a table that keeps working looks or acts like differently (markup, defaults, dependencies). */
  behaviour?: LocalizedNote[];
  features?: LocalizedNote[];
  fixes?: LocalizedNote[];
  /** Releases of releases.json: one note per change of the history, in the same order. */
  changes?: LocalizedNote[];
  /** Pull requests of the release that no note describes, and why. */
  unlisted?: { prs: number[]; why: string }[];
}

/** `docs/7.x/data/release-notes.json`. */
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
  /** False when the npm registry does not list the version (the page says so); unset when not known. */
  inRegistry?: boolean;
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

/** The sources of the changelog, as read from docs/7.x/data. */
export interface ChangelogData {
  history: readonly HistoryRelease[];
  recent: readonly RecentRelease[];
  fromTags: readonly TagRelease[];
  notes: ReleaseNotes;
}

function noteSetOf(notes: ReleaseNotes, version: string): NoteSet {
  const set = notes.releases[version];
  if (!set) throw new Error(`changelog: no notes entry for ${version}`);
  return set;
}

function groupedNotes(version: string, set: NoteSet, locale: string, fallback: string): ChangelogGroup[] {
  return NOTE_GROUPS.map((kind) => ({
    kind,
    items: (set[kind] ?? []).map((note, i) => ({
      text: textIn(note, locale, fallback, `${version} ${kind}[${i}]`),
      prs: note.prs ?? [],
    })),
  })).filter((group) => group.items.length > 0);
}

/** A release whose notes are grouped (breaking, behaviour, features, fixes), never a list of changes. */
function groupedRelease(
  notes: ReleaseNotes,
  version: string,
  date: string | null,
  locale: string,
  fallback: string,
): ChangelogRelease {
  const set = noteSetOf(notes, version);
  if (set.changes) throw new Error(`changelog: ${version} takes breaking/behaviour/features/fixes, not changes`);
  return { version, date, groups: groupedNotes(version, set, locale, fallback) };
}

/** The releases newest first; throws when a version comes twice. */
function newestFirst(releases: ChangelogRelease[]): ChangelogRelease[] {
  const seen = new Set<string>();
  for (const { version } of releases) {
    if (seen.has(version)) throw new Error(`changelog: ${version} comes twice in the release data`);
    seen.add(version);
  }
  return releases.sort((a, b) => compareVersions(b.version, a.version));
}

/**
 * Every release of the three fact sources, newest first, with its notes in `locale` (falling back to
 * `fallback`). Throws when a version comes twice, when a release has no entry in the notes, or when
 * the notes of a release of releases.json do not match its changes one for one: a gap in the data
 * fails the build instead of leaving a hole on the page.
 */
export function changelogReleases(data: ChangelogData, locale: string, fallback = 'en-US'): ChangelogRelease[] {
  const { history, recent, fromTags, notes } = data;
  const releases: ChangelogRelease[] = [
    ...recent.map((release) => groupedRelease(notes, release.version, release.date, locale, fallback)),
    ...fromTags.map((release) => groupedRelease(notes, release.version, tagReleaseDate(release), locale, fallback)),
    ...history.map((release): ChangelogRelease => {
      const set = noteSetOf(notes, release.version);
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
      const breaking = groupedNotes(release.version, { breaking: set.breaking }, locale, fallback);
      return { version: release.version, date: release.date, groups: [...breaking, { kind: 'changes', items }] };
    }),
  ];
  return newestFirst(releases);
}

/**
 * The releases of a line kept in one release file (`docs/1.x/data/releases.json`), newest first, with
 * their notes in `locale` (falling back to `fallback`) and whether the registry lists them. Throws as
 * changelogReleases does, and when the notes have an entry for a version the release file lacks.
 */
export function lineChangelogReleases(
  data: { releases: readonly LineRelease[]; notes: ReleaseNotes },
  locale: string,
  fallback = 'en-US',
): ChangelogRelease[] {
  const { releases, notes } = data;
  const versions = new Set(releases.map((release) => release.version));
  const stray = Object.keys(notes.releases).find((version) => !versions.has(version));
  if (stray) throw new Error(`changelog: notes for ${stray}, which the release data does not hold`);
  return newestFirst(
    releases.map((release) => ({
      ...groupedRelease(notes, release.version, release.date, locale, fallback),
      inRegistry: release.inRegistry,
    })),
  );
}
