import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Where code runs decides what it may import (CONTRIBUTING.md, "Map of the code"). Pages and layouts
// run at build time and may import anything; everything else is held to the table below.
const root = path.resolve(import.meta.dirname, '../..');

type Zone = 'shared' | 'client' | 'build' | 'components' | 'islands' | 'pages' | 'layouts';
const ZONES: Zone[] = ['shared', 'client', 'build', 'components', 'islands', 'pages', 'layouts'];

/** The zones each zone must not import from. */
const FORBIDDEN: Record<Zone, Zone[]> = {
  // Pure logic both sides use: nothing of the browser, the build or the UI.
  shared: ['client', 'build', 'components', 'islands', 'pages', 'layouts'],
  // Browser code: never build code (Node), never the server's pages.
  client: ['build', 'components', 'islands', 'pages', 'layouts'],
  // Components render on the server and inside islands: what they import can reach the browser.
  components: ['build', 'islands', 'pages', 'layouts'],
  islands: ['build', 'pages', 'layouts'],
  // Build code runs in Node: no browser runtime, no island.
  build: ['client', 'islands', 'pages', 'layouts'],
  pages: [],
  layouts: [],
};

const SOURCE = /\.(ts|tsx|mts|astro)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

function zoneOf(file: string): Zone | undefined {
  const [top, zone] = path.relative(root, file).split(path.sep);
  return top === 'src' ? ZONES.find((z) => z === zone) : undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

interface Import {
  specifier: string;
  resolved?: string;
  /** In an .astro file's <script>: bundled for the browser, not run at build time. */
  inScript?: boolean;
}

function importsIn(code: string, file: string, inScript = false): Import[] {
  return ts.preProcessFile(code, true, true).importedFiles.map(({ fileName }) => {
    const specifier = fileName.split('?')[0];
    if (!specifier.startsWith('.')) return { specifier, inScript };
    const base = path.resolve(path.dirname(file), specifier);
    const resolved = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate));
    return { specifier: fileName, resolved, inScript };
  });
}

/** Every module a file imports (static, dynamic, re-exports), resolved to a file when it is ours. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return importsIn(text, file);
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [...importsIn(frontmatter, file), ...scripts.flatMap((script) => importsIn(script, file, true))];
}

const files = sourceFiles(path.join(root, 'src'));

/** Inline scripts: modules whose source the layout writes into the page, so they are imported at build time. */
const INLINE_SCRIPTS = path.join(root, 'src/client/boot');

/** A file's imports in the wrong direction, as "importer → imported" (paths from the repository root). */
function wrongDirection(file: string, imports: Import[]): string[] {
  const zone = zoneOf(file);
  if (!zone) return [];
  return imports
    .filter(({ specifier, resolved, inScript }) => {
      // An .astro <script> is browser code: it is held to the client's rules.
      const from: Zone = inScript ? 'client' : zone;
      const target = resolved ? zoneOf(resolved) : undefined;
      if (specifier.startsWith('node:')) return !['build', 'pages', 'layouts'].includes(from);
      if (!target) return false;
      // Build-time code of pages and layouts runs in Node: browser modules only as inline script sources.
      const serverImportsBrowser =
        (from === 'pages' || from === 'layouts') && target === 'client' && !resolved!.startsWith(INLINE_SCRIPTS);
      return FORBIDDEN[from].includes(target) || serverImportsBrowser;
    })
    .map(
      ({ specifier, resolved }) =>
        `${path.relative(root, file)} → ${resolved ? path.relative(root, resolved) : specifier}`,
    );
}

describe('code boundaries', () => {
  it('puts every file under src/ in a folder that says where it runs', () => {
    const loose = files
      .filter((file) => !zoneOf(file) && path.dirname(file) !== path.join(root, 'src'))
      .map((file) => path.relative(root, file));
    expect(loose).toEqual([]);
  });

  it('has no import across a boundary in the wrong direction', () => {
    expect(files.flatMap((file) => wrongDirection(file, importsOf(file)))).toEqual([]);
  });

  it('names an import in the wrong direction, and lets the right ones pass', () => {
    const at = (file: string) => path.join(root, file);
    const shared = at('src/shared/search/rank.ts');
    expect(
      wrongDirection(shared, [
        { specifier: '../../client/search/client', resolved: at('src/client/search/client.ts') },
      ]),
    ).toEqual(['src/shared/search/rank.ts → src/client/search/client.ts']);
    expect(wrongDirection(shared, [{ specifier: 'node:fs' }])).toEqual(['src/shared/search/rank.ts → node:fs']);
    expect(
      wrongDirection(at('src/components/api/ApiTable.tsx'), [
        { specifier: '../../build/api-docs/table', resolved: at('src/build/api-docs/table.ts') },
      ]),
    ).toHaveLength(1);
    expect(
      wrongDirection(at('src/build/search/build-index.ts'), [
        { specifier: 'node:fs' },
        { specifier: '../../shared/search/types', resolved: at('src/shared/search/types.ts') },
      ]),
    ).toEqual([]);
    expect(
      wrongDirection(at('src/client/search/client.ts'), [
        { specifier: '../../shared/search/types', resolved: at('src/shared/search/types.ts') },
      ]),
    ).toEqual([]);
    expect(
      wrongDirection(at('src/pages/index.astro'), [{ specifier: '../build/site', resolved: at('src/build/site.ts') }]),
    ).toEqual([]);
  });
});
