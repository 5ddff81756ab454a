import path from 'node:path';

export { localImports, packageName, runtimePackages } from '../../shared/demo/imports.ts';

/** Resolves a demo's local import to a file path. */
export const resolveLocal = (demoFile: string, specifier: string) => path.resolve(path.dirname(demoFile), specifier);
