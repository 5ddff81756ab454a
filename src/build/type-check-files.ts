import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { docsFolderOf } from '../shared/site/config.ts';
import { LINES } from '../shared/site/route.ts';
import { TYPE_CHECK_OPTIONS, type TypeCheckFiles } from '../shared/live/type-check-options.ts';

const PACKAGE_FIELDS = ['name', 'version', 'types', 'typings', 'main', 'module', 'exports', 'typesVersions'];

/** `/abs/node_modules/rc-table/lib/x.d.ts` → `/node_modules/rc-table/lib/x.d.ts` (the worker's file system). */
const virtualPath = (file: string) => file.slice(file.lastIndexOf('/node_modules/'));

/**
 * The declaration files the "Check types" worker needs, found the way the compiler finds them: a program over
 * every demo of every line, with the worker's own options, lists each `.d.ts` it read (TypeScript's libs, React's types,
 * rc-table's and those of every package a demo imports), plus the package.json files that led to them.
 */
export function typeCheckFiles(root: string): TypeCheckFiles {
  const demos = LINES.flatMap((line) => {
    const examples = path.join(root, docsFolderOf(line), 'examples');
    return readdirSync(examples)
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => path.join(examples, f));
  });
  const program = ts.createProgram(demos, { ...TYPE_CHECK_OPTIONS, typeRoots: [], types: [] });
  const files: TypeCheckFiles = {};
  const packages = new Set<string>();
  for (const source of program.getSourceFiles()) {
    if (!source.isDeclarationFile) continue;
    const file = virtualPath(source.fileName);
    files[file] = source.text;
    const match = /^\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
    if (match && match[1] !== 'typescript') packages.add(match[1]);
  }
  for (const name of packages) {
    const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const trimmed = Object.fromEntries(PACKAGE_FIELDS.filter((k) => k in manifest).map((k) => [k, manifest[k]]));
    files[`/node_modules/${name}/package.json`] = JSON.stringify(trimmed);
  }
  return files;
}
