import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastUpdated } from '../../src/build/content/git-dates';

// A page's "Last updated" is the last commit that changed it, read from a small repository made here.
const root = mkdtempSync(path.join(tmpdir(), 'git-dates-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function commit(date: string, change: () => void) {
  change();
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: root });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', date], {
    cwd: root,
    env,
  });
}
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const move = (from: string, to: string) => {
  mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  renameSync(path.join(root, from), path.join(root, to));
};

execFileSync('git', ['init', '-q'], { cwd: root });
commit('2026-01-01T00:00:00Z', () => {
  write('docs/7.x/index.md', '# Home\n\nThe first words of the home page, long enough to be a rename.\n');
  write('docs/7.x/demo/simple.md', '# Simple\n\nThe first words of the simple demo page, long enough too.\n');
  write('docs/7.x/changelog.md', '# Changelog\n\nThe first words of the changelog, long enough as well.\n');
});
commit('2026-02-01T00:00:00Z', () => write('docs/7.x/demo/simple.md', '# Simple\n\nRewritten entirely.\n'));
// The pages become MDX: a rename without a change.
commit('2026-03-01T00:00:00Z', () => {
  move('docs/7.x/index.md', 'docs/7.x/index.mdx');
  move('docs/7.x/demo/simple.md', 'docs/7.x/demo/simple.mdx');
});
// A page moved into another folder: a change of its own.
commit('2026-04-01T00:00:00Z', () => move('docs/7.x/changelog.md', 'docs/1.x/changelog.md'));

const iso = (date: string | undefined) => (date ? new Date(date).toISOString() : date);

describe('the last update of a page', () => {
  it('keeps the date of its last change when a page only became .mdx', () => {
    expect(iso(lastUpdated(root, ['docs/7.x/index.mdx']))).toBe('2026-01-01T00:00:00.000Z');
    expect(iso(lastUpdated(root, ['docs/7.x/demo/simple.mdx']))).toBe('2026-02-01T00:00:00.000Z');
  });

  it('dates a page moved to another folder by its move, and forgets the old names', () => {
    expect(iso(lastUpdated(root, ['docs/1.x/changelog.md']))).toBe('2026-04-01T00:00:00.000Z');
    expect(lastUpdated(root, ['docs/7.x/changelog.md', 'docs/7.x/index.md'])).toBeUndefined();
  });

  it('takes the newest of a page and its tabs', () => {
    expect(iso(lastUpdated(root, ['docs/7.x/index.mdx', 'docs/7.x/demo/simple.mdx']))).toBe('2026-02-01T00:00:00.000Z');
  });
});
