import { slug } from 'github-slugger';
import { isBreaking, majorOf, type ChangelogItem, type ChangelogRelease, type GroupKind } from './model.ts';

/** The words around the notes, in the page's locale (from the UI catalog). */
export interface ChangelogLabels {
  released: (date: string) => string;
  dateNotRecorded: string;
  /** After the date of a release the npm registry does not list. */
  notInRegistry: string;
  maintenance: string;
  /** Label above a group; none for `changes` (older releases list their changes without one). */
  groups: Record<Exclude<GroupKind, 'changes'>, string>;
  /** The line under a major version's heading: how many releases, newest and oldest. */
  majorSummary: (count: number, newest: string, oldest: string) => string;
  /** Before the links to the releases of a major version that break something. */
  breakingReleases: string;
  /** Before the links to the newest release of each minor version. */
  minorVersions: string;
}

/** What marks a breaking change on the page: the same sign in every language, hard to miss. */
export const BREAKING_MARK = '⚠️';

const pullRequestUrl = (pr: number) => `https://github.com/react-component/table/pull/${pr}`;

/** The id of a release's heading (the page's heading ids are GitHub slugs: `7.55.1` → `7551`). */
const releaseId = (version: string) => slug(version);

function bullet(item: ChangelogItem): string {
  const links = item.prs.map((pr) => ` [#${pr}](${pullRequestUrl(pr)})`).join('');
  return `- ${item.text}${links}`;
}

/**
 * One release as Markdown: a `###` heading with the version (every release is linkable and found by
 * the search index), the date line (saying so when the npm registry does not list the version), then the notes grouped under a bold label, breaking changes first
 * and marked.
 */
export function releaseMarkdown(release: ChangelogRelease, labels: ChangelogLabels): string {
  const date = release.date ? labels.released(release.date) : labels.dateNotRecorded;
  const registry = release.inRegistry === false ? ` · ${labels.notInRegistry}` : '';
  const parts = [`### ${release.version}`, `*${date}${registry}*`];
  if (release.groups.length === 0) parts.push(labels.maintenance);
  for (const group of release.groups) {
    if (group.kind === 'breaking') parts.push(`**${BREAKING_MARK} ${labels.groups.breaking}**`);
    else if (group.kind !== 'changes') parts.push(`**${labels.groups[group.kind]}**`);
    parts.push(group.items.map(bullet).join('\n'));
  }
  return parts.join('\n\n');
}

const link = (version: string, text = version) => `[${text}](#${releaseId(version)})`;

/**
 * A major version's releases (newest first) under a `##` heading (`7.x`, an entry of the table of
 * contents), opened by their count, links to the releases that break something and to the newest
 * release of each minor version.
 */
function majorMarkdown(major: number, releases: readonly ChangelogRelease[], labels: ChangelogLabels): string {
  const newest = releases[0].version;
  const oldest = releases.at(-1)!.version;
  const intro = [labels.majorSummary(releases.length, newest, oldest)];
  const breaking = releases.filter(isBreaking);
  if (breaking.length)
    intro.push(`${BREAKING_MARK} ${labels.breakingReleases} ${breaking.map((r) => link(r.version)).join(' · ')}`);
  const minors = new Map<string, string>();
  for (const { version } of releases) {
    const minor = version.split('.').slice(0, 2).join('.');
    if (!minors.has(minor)) minors.set(minor, version);
  }
  intro.push(`${labels.minorVersions} ${[...minors].map(([minor, version]) => link(version, minor)).join(' · ')}`);
  return [`## ${major}.x`, ...intro, ...releases.map((release) => releaseMarkdown(release, labels))].join('\n\n');
}

/** Every release, in the order given (newest first), grouped by major version, as one Markdown document. */
export function changelogMarkdown(releases: readonly ChangelogRelease[], labels: ChangelogLabels): string {
  const majors = new Map<number, ChangelogRelease[]>();
  for (const release of releases) {
    const major = majorOf(release.version);
    majors.set(major, [...(majors.get(major) ?? []), release]);
  }
  return `${[...majors].map(([major, list]) => majorMarkdown(major, list, labels)).join('\n\n')}\n`;
}
