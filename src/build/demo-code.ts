import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoCodeBundle } from '../shared/sandbox/types.ts';
import { localImports, resolveLocal } from './content/imports.ts';

/** What the live editor opens with: the example's code and the names of the files beside it it imports. */
export function demoCodeBundle(root: string, name: string): DemoCodeBundle {
  const file = path.join(root, 'docs', 'examples', `${name}.tsx`);
  const code = readFileSync(file, 'utf8');
  return {
    code,
    lang: 'tsx',
    files: localImports(code).map((spec) => path.basename(resolveLocal(file, spec))),
  };
}
