import type { ChangelogItem, ChangelogRelease, GroupKind } from './model.ts';

/** The words around the notes, in the page's locale (from the UI catalog). */
export interface ChangelogLabels {
  released: (date: string) => string;
  dateNotRecorded: string;
  maintenance: string;
  /** Label above a group; none for `changes` (older releases list their changes without one). */
  groups: Record<Exclude<GroupKind, 'changes'>, string>;
}

export const pullRequestUrl = (pr: number) => `https://github.com/react-component/table/pull/${pr}`;

function bullet(item: ChangelogItem): string {
  const links = item.prs.map((pr) => ` [#${pr}](${pullRequestUrl(pr)})`).join('');
  return `- ${item.text}${links}`;
}

/**
 * One release as Markdown: a `##` heading with the version (the table of contents and the search
 * index list it), the date line, then the notes grouped under a bold label.
 */
export function releaseMarkdown(release: ChangelogRelease, labels: ChangelogLabels): string {
  const date = release.date ? labels.released(release.date) : labels.dateNotRecorded;
  const parts = [`## ${release.version}`, `*${date}*`];
  if (release.groups.length === 0) parts.push(labels.maintenance);
  for (const group of release.groups) {
    if (group.kind !== 'changes') parts.push(`**${labels.groups[group.kind]}**`);
    parts.push(group.items.map(bullet).join('\n'));
  }
  return parts.join('\n\n');
}

/** Every release, in the order given, as one Markdown document. */
export function changelogMarkdown(releases: readonly ChangelogRelease[], labels: ChangelogLabels): string {
  return `${releases.map((release) => releaseMarkdown(release, labels)).join('\n\n')}\n`;
}
