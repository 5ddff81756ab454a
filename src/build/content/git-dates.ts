import { execFileSync } from 'node:child_process';

let dates: Map<string, string> | undefined;

/**
 * When each file under `docs/` last changed, by its git history (ISO 8601, committer date): one
 * `git log` for the whole build. Empty where git or the history is missing (an archive without
 * `.git`); a file never committed has no date.
 */
function historyDates(root: string): Map<string, string> {
  const found = new Map<string, string>();
  let log = '';
  try {
    log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', 'docs'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return found;
  }
  // Newest commit first: the first date seen for a file is its last change.
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.trim().split('\n');
    for (const file of files) if (file && !found.has(file)) found.set(file, date);
  }
  return found;
}

/** The last change of any of `files` (paths from the repository root), or undefined. */
export function lastUpdated(root: string, files: string[]): string | undefined {
  dates ??= historyDates(root);
  const known = files.map((f) => dates!.get(f)).filter((d): d is string => !!d);
  return known.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}
