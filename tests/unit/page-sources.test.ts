import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { pageSources, parsePage } from '../../src/build/content/include';

// A page is made of its own file and what it includes; the build parses it once, and the dev server
// watches each of those files and gets a fresh parse after any of them changes.
describe('the files a page is made of', () => {
  it('are the changelog page, its migration partial and the four release data files', () => {
    const root = process.cwd();
    const files = pageSources(path.join(root, 'docs/7.x/changelog.mdx')).map((f) => path.relative(root, f));
    expect(files[0]).toBe('docs/7.x/changelog.mdx');
    expect([...files].sort()).toEqual(
      [
        'docs/7.x/changelog.mdx',
        'docs/7.x/partials/migrating-to-7.md',
        'docs/7.x/data/releases.json',
        'docs/7.x/data/releases-7.14-7.55.json',
        'docs/7.x/data/releases-from-tags.json',
        'docs/7.x/data/release-notes.json',
      ].sort(),
    );
  });

  it('give a fresh parse once a partial changes, and the same tree while nothing does', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-sources-'));
    const page = path.join(dir, 'page.md');
    const partial = path.join(dir, 'part.md');
    writeFileSync(page, '# Page\n\n<include src="./part.md" />\n');
    writeFileSync(partial, 'First words.\n');
    const first = parsePage(page);
    expect(toString(first)).toContain('First words.');
    expect(parsePage(page)).toBe(first);

    writeFileSync(partial, 'Second words.\n');
    const later = new Date(Date.now() + 5_000);
    utimesSync(partial, later, later);
    expect(toString(parsePage(page))).toContain('Second words.');
    expect(pageSources(page)).toEqual([page, partial]);
  });
});
