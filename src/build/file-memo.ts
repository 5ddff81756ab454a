import { statSync } from 'node:fs';

type Entry<T> = { value: T; files: string[]; stamp: string };

/** The files' modification times: a changed, added or removed file changes it. */
const stampOf = (files: string[]) => files.map((f) => statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? -1).join(',');

/**
 * A cache of values made from files, each kept while none of its files changes (the dev server edits them
 * under a running build). It lives on globalThis under `name`: one build process loads a module several
 * times (the Vite plugins, the remark step, the prerendered endpoints), and all of them share one reading.
 */
export function fileMemo<T>(name: string) {
  const symbol = Symbol.for(`rc-table.${name}`);
  const shared = globalThis as { [key: symbol]: Map<string, Entry<T>> | undefined };
  const entries = (shared[symbol] ??= new Map<string, Entry<T>>());
  const get = (key: string, make: () => { value: T; files: string[] }): T => {
    const kept = entries.get(key);
    if (kept && kept.stamp === stampOf(kept.files)) return kept.value;
    const { value, files } = make();
    entries.set(key, { value, files, stamp: stampOf(files) });
    return value;
  };
  /** The files the value kept under `key` was made from (none before it is made). */
  const filesOf = (key: string): string[] => entries.get(key)?.files ?? [];
  return Object.assign(get, { filesOf });
}
