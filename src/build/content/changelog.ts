import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BREAKING_MARK, changelogMarkdown, type ChangelogLabels } from '../changelog/markdown.ts';
import {
  changelogReleases,
  lineChangelogReleases,
  type ChangelogRelease,
  type HistoryRelease,
  type LineReleases,
  type RecentRelease,
  type ReleaseNotes,
  type TagReleases,
} from '../changelog/model.ts';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales.ts';
import { translatorFor } from '../../shared/i18n/server.ts';

/** The files the changelog is made of, beside the release history (`docs/7.x/data/releases.json`). */
function changelogDataFiles(historyFile: string) {
  const dir = path.dirname(historyFile);
  return {
    history: historyFile,
    recent: path.join(dir, 'releases-7.14-7.55.json'),
    fromTags: path.join(dir, 'releases-from-tags.json'),
    notes: path.join(dir, 'release-notes.json'),
  };
}

function labelsFor(locale: string): { labels: ChangelogLabels } {
  const t = translatorFor(locale);
  return {
    labels: {
      released: (date) => t('changelog.released', { date }),
      dateNotRecorded: t('changelog.dateNotRecorded'),
      notInRegistry: t('changelog.notInRegistry'),
      maintenance: t('changelog.maintenance'),
      groups: {
        breaking: t('changelog.breaking'),
        behaviour: t('changelog.behaviour'),
        features: t('changelog.features'),
        fixes: t('changelog.fixes'),
      },
      majorSummary: (count, newest, oldest) => t('changelog.majorSummary', { count, newest, oldest }),
      breakingReleases: t('changelog.breakingReleases'),
      minorVersions: t('changelog.minorVersions'),
    },
  };
}

/**
 * The release list of a changelog page in one locale, as Markdown generated from release data, and the
 * files it was made from (the page's parse is kept while they are unchanged). `releasesFile` is either
 * the 7.x history (`docs/7.x/data/releases.json`, an array, beside the other 7.x files) or a line's own
 * release file (`docs/1.x/data/releases.json`, `{ releases }`, beside its `release-notes.json`). The
 * page includes it with `<include src="./data/releases.json" format="changelog" locale="…" />`.
 */
export function changelogSource(
  releasesFile: string,
  locale: string = DEFAULT_LOCALE.id,
): { markdown: string; files: string[] } {
  const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
  const releasesData = read<HistoryRelease[] | LineReleases>(releasesFile);
  let releases: ChangelogRelease[];
  let files: string[];
  if (Array.isArray(releasesData)) {
    const sources = changelogDataFiles(releasesFile);
    files = Object.values(sources);
    releases = changelogReleases(
      {
        history: releasesData,
        recent: read<RecentRelease[]>(sources.recent),
        fromTags: read<TagReleases>(sources.fromTags).releases,
        notes: read<ReleaseNotes>(sources.notes),
      },
      locale,
      DEFAULT_LOCALE.id,
    );
  } else {
    const notesFile = path.join(path.dirname(releasesFile), 'release-notes.json');
    files = [releasesFile, notesFile];
    releases = lineChangelogReleases(
      { releases: releasesData.releases, notes: read<ReleaseNotes>(notesFile) },
      locale,
      DEFAULT_LOCALE.id,
    );
  }
  return { markdown: changelogMarkdown(releases, labelsFor(locale).labels), files };
}

/**
 * What the search index keeps of a release's paragraphs (as the page shows them, in order), without the
 * date line, the group labels and the pull-request numbers: its breaking changes, the changes of a release
 * from the upstream changelog (up to 7.13.3), and the features of a release of the line's own major version
 * (`lineMajor`: 7 on the 7.x line, 1 on 1.x). Fixes, and the features of the
 * 3.x-6.x releases the upstream changelog lacks, are left out: with 413 releases every note would take the
 * index past its size budget, and a reader searching the site looks for what the current major version
 * brought or broke. Of a major version's part (`7.x`) it keeps the summary, not the lists of links.
 */
export function releaseSearchParagraphs(
  locale: string,
  lineMajor: number,
): (paragraphs: string[], version: string) => string[] {
  const { labels } = labelsFor(locale);
  const released = labels.released('');
  const breaking = `${BREAKING_MARK} ${labels.groups.breaking}`;
  const labelled = new Set([labels.groups.behaviour, labels.groups.features, labels.groups.fixes, breaking]);
  return (paragraphs, version) => {
    // A major version's part (`7.x`): its summary line, not its lists of links to releases.
    if (version.endsWith('.x')) {
      // Both lists only repeat release numbers, each a section of its own (the breaking one starts with the mark).
      const lists = [`${BREAKING_MARK} ${labels.breakingReleases}`, labels.breakingReleases, labels.minorVersions];
      return paragraphs.filter((p) => !lists.some((list) => p.startsWith(list)));
    }
    const current = Number(version.split('.')[0]) >= lineMajor;
    const out: string[] = [];
    // Before any label: the changes of a release from the upstream changelog.
    let group: string | undefined;
    for (const text of paragraphs) {
      if (labelled.has(text)) group = text;
      else if (text.startsWith(released) || text === labels.dateNotRecorded) continue;
      else if (group === breaking || group === undefined || (current && group !== labels.groups.fixes))
        out.push(text.replace(/ #\d+/g, ''));
    }
    return out;
  };
}
