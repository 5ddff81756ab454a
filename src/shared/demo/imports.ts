// What a demo imports: the one reading of a demo's `import` statements, used by the build (code panel,
// sandboxes, stylesheets, the live editor's package registry) and by the live editor in the browser.

// Static `import … from '…'` / `import '…'` statements (demos are plain ES modules; no dynamic imports).
const IMPORT = /^\s*import\s+(?:type\s+)?(?:[\w*{}\s,]+\s+from\s+)?['"]([^'"]+)['"]\s*;?/gm;

/** Every module a source file imports, type-only imports included, in order and without repeats. */
function importSpecifiers(source: string): string[] {
  return [...new Set([...source.matchAll(IMPORT)].map(([, spec]) => spec))];
}

/** Every module a source file imports at run time (type-only imports left out), in order, without repeats. */
export function runtimeSpecifiers(source: string): string[] {
  const runtime = [...source.matchAll(IMPORT)].filter(([statement]) => !/^\s*import\s+type\s/.test(statement));
  return [...new Set(runtime.map(([, spec]) => spec))];
}

/** `rc-table/assets/index.css` → `rc-table`, `@scope/pkg/x` → `@scope/pkg`; null for relative paths. */
export function packageName(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The npm packages a demo needs at run time (type-only imports do not count). */
export function runtimePackages(source: string): string[] {
  return [
    ...new Set(
      runtimeSpecifiers(source)
        .map(packageName)
        .filter((p): p is string => p !== null),
    ),
  ];
}

/** The demo's own files it imports (`./dropdown.css`), as paths relative to the demo. */
export function localImports(source: string): string[] {
  return importSpecifiers(source).filter((s) => s.startsWith('./'));
}

/** A stylesheet import (`./x.css`, `rc-table/assets/index.css`). */
export const isStylesheet = (specifier: string) => specifier.endsWith('.css');
