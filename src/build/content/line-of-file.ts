import path from 'node:path';
import { docsFolderOf, type LineId } from '../../shared/site/config.ts';
import { LINES } from '../../shared/site/route.ts';

/**
 * The line whose content folder (`docs/<line>/`) holds a file, and the file's path within that folder
 * (`demo/scrollX.mdx`, `examples/simple.tsx`); undefined for a file in no line's folder.
 */
export function lineOfFile(root: string, file: string): { line: LineId; rest: string } | undefined {
  for (const line of LINES) {
    const rel = path.relative(path.join(root, docsFolderOf(line)), path.resolve(root, file));
    if (!rel.startsWith('..') && !path.isAbsolute(rel)) return { line: line.id, rest: rel.split(path.sep).join('/') };
  }
  return undefined;
}

/** An example of any line (`docs/<line>/examples/x.tsx`). */
export const isExampleFile = (root: string, file: string) =>
  lineOfFile(root, file)?.rest.startsWith('examples/') ?? false;
