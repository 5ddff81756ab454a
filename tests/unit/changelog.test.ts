import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The release history sits beside the repository (/work/shared), not inside it.
const FACTS_PATH = resolve(process.cwd(), '../shared/facts/rc-table-release-history.json');
const PAGE_PATH = resolve(process.cwd(), 'docs/changelog.md');
// The release list is one partial, included by the English and the Chinese changelog pages.
const RELEASES_PATH = resolve(process.cwd(), 'docs/partials/changelog-releases.md');
const INCLUDE = '<include src="./partials/changelog-releases.md" />';

interface Change {
  text: string;
  prs: number[];
}
interface Release {
  version: string;
  date: string | null;
  changes: Change[];
}

const releases: Release[] = JSON.parse(readFileSync(FACTS_PATH, 'utf8'));
const page = readFileSync(PAGE_PATH, 'utf8').replace(INCLUDE, () => readFileSync(RELEASES_PATH, 'utf8'));

const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(page);
const body = frontmatter ? page.slice(frontmatter[0].length) : page;

// Split the body at `## ` headings: the part before the first one is the intro.
const headingRe = /^## (.*)$/gm;
const headings = [...body.matchAll(headingRe)];
const intro = body.slice(0, headings[0]?.index ?? body.length).trim();
const sections = new Map(
  headings.map((match, i) => [
    match[1].trim(),
    body.slice(match.index! + match[0].length, headings[i + 1]?.index ?? body.length),
  ]),
);

const PR_LINK = /\]\(https:\/\/github\.com\/react-component\/table\/pull\/(\d+)\)/g;
const DATE_LINE = /^\*Released (?:(\d{4}-\d{2}-\d{2})( \(npm publish date\))?|(date not recorded))\*$/m;

function isValidDate(ymd: string): boolean {
  const [y, m, d] = ymd.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

describe('docs/changelog.md', () => {
  it('reads a non-empty release history', () => {
    expect(releases.length).toBeGreaterThan(0);
  });

  it('has the frontmatter and an intro paragraph before the first release', () => {
    expect(frontmatter?.[1]).toMatch(/^title: Changelog$/m);
    expect(frontmatter?.[1]).toMatch(/^order: 2$/m);
    expect(frontmatter?.[1]).toMatch(/^description: \S.*$/m);
    expect(intro.length).toBeGreaterThan(100);
    expect(intro).not.toMatch(/^#/m);
  });

  it('has one `## <version>` heading per release, in the order of the release history, and no other', () => {
    expect(headings.map((match) => match[1].trim())).toEqual(releases.map((r) => r.version));
    const otherHeadings = body.split('\n').filter((line) => /^#{1,6} /.test(line) && !line.startsWith('## '));
    expect(otherHeadings).toEqual([]);
  });

  for (const release of releases) {
    describe(release.version, () => {
      const section = () => sections.get(release.version) ?? '';

      it('has a release date line matching the history', () => {
        const match = DATE_LINE.exec(section());
        expect(match, `no *Released …* line under ## ${release.version}`).not.toBeNull();
        const [, date, fromNpm, notRecorded] = match!;
        if (release.date) {
          expect(date).toBe(release.date);
          expect(fromNpm).toBeUndefined();
        } else {
          // Undated in the changelog: an npm publish date, or explicitly none.
          expect(Boolean(date && fromNpm) || Boolean(notRecorded)).toBe(true);
        }
        if (date) expect(isValidDate(date), `${date} is not a calendar date`).toBe(true);
      });

      it('links exactly the pull requests of its changes', () => {
        const linked = [...section().matchAll(PR_LINK)].map((m) => Number(m[1])).sort((a, b) => a - b);
        const expected = release.changes.flatMap((c) => c.prs).sort((a, b) => a - b);
        expect(linked).toEqual(expected);
      });

      it('has one bullet per change, each carrying that change’s pull-request links', () => {
        const bullets = section()
          .split('\n')
          .filter((line) => /^[-*] /.test(line));
        expect(bullets).toHaveLength(release.changes.length);
        release.changes.forEach((change, i) => {
          const linked = [...bullets[i].matchAll(PR_LINK)].map((m) => Number(m[1]));
          expect(linked).toEqual(change.prs);
        });
      });
    });
  }
});
