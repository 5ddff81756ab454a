import { execFileSync } from 'node:child_process';
import { PAGE_EXTENSION } from './page-identity.ts';

const datesByRoot = new Map<string, Map<string, string>>();

/**
 * When each file under `docs/` last changed, by its git history (ISO 8601, committer date): one
 * `git log` for the whole build. A move counts as a change (a page moved to another line's folder is
 * dated by its move), except a page that only became MDX (`x.md` → `x.mdx` with the same content: the
 * pages became collection entries so), which keeps the date of its last change. Empty where git or the history
 * is missing (an archive without `.git`); a file never committed has no date.
 */
function historyDates(root: string): Map<string, string> {
  const found = new Map<string, string>();
  let log = '';
  try {
    log = execFileSync('git', ['log', '--reverse', '--format=%x00%cI', '--name-status', '-M', '--', 'docs'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return found;
  }
  // Oldest commit first: a file's date is that of the last commit that changed it.
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...changes] = commit.trim().split('\n');
    for (const change of changes) {
      const [status = '', from, to] = change.split('\t');
      if (!from) continue;
      if (status === 'R100' && to === from.replace(/\.md$/, PAGE_EXTENSION)) {
        // Renamed to MDX, not changed: the date follows the file.
        const moved = found.get(from);
        found.delete(from);
        if (moved) found.set(to, moved);
      } else if (status.startsWith('R')) {
        found.delete(from);
        found.set(to, date);
      } else if (status === 'D') found.delete(from);
      else found.set(to ?? from, date);
    }
  }
  return found;
}

/** The last change of any of `files` (paths from the repository root), or undefined. */
export function lastUpdated(root: string, files: string[]): string | undefined {
  let dates = datesByRoot.get(root);
  if (!dates) datesByRoot.set(root, (dates = historyDates(root)));
  const known = files.map((f) => dates.get(f)).filter((d): d is string => !!d);
  return known.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}
