import { compressToBase64 } from 'lz-string';
import { runtimePackages } from '../demo/imports';
import type { DemoSourceBundle, SandboxDemo } from './types';

/**
 * The demo's source with the reader's edit (live editor) in place of its code: the packages are those
 * the edited code imports, so an added import reaches the sandbox's package.json (at the exact
 * version the site runs, see sandboxDependencies); its CSS files stay as they are.
 */
export function withEdit(source: DemoSourceBundle, code: string | null): DemoSourceBundle {
  if (code === null || code === source.code) return source;
  return { ...source, code, packages: runtimePackages(code) };
}

export const DEFAULT_DESCRIPTION = 'An auto-generated demo';
const ALWAYS = ['react', 'react-dom'];
/** Type packages a TypeScript sandbox needs besides the demo's own imports. */
const TYPE_PACKAGES: Record<string, string> = { react: '@types/react', 'react-dom': '@types/react-dom' };

/**
 * The exact versions the site runs for react, react-dom and every package the demo imports;
 * `latest` only for a package whose version the build did not know.
 */
export function sandboxDependencies(packages: string[], versions: Record<string, string>): Record<string, string> {
  const names = [...new Set([...ALWAYS, ...packages])];
  return Object.fromEntries(names.map((name) => [name, versions[name] ?? 'latest']));
}

function typeDependencies(versions: Record<string, string>): Record<string, string> {
  const deps: Record<string, string> = { typescript: versions.typescript ?? 'latest' };
  for (const [pkg, types] of Object.entries(TYPE_PACKAGES)) deps[types] = versions[types] ?? versions[pkg] ?? 'latest';
  return deps;
}

/**
 * The sandbox's package.json `name`, made from the demo id: npm allows lower case, digits and
 * `-._~`, at most 214 characters, not starting with `.` or `_` (the prefix sees to that).
 */
function sandboxPackageName(id: string): string {
  const slug = id
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[-._~]+|[-._~]+$/g, '');
  return `rc-table-demo${slug ? `-${slug}` : ''}`.slice(0, 214);
}

const ENTRY = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

const html = (title: string, script = '') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title.replace(/[<&>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</title>
  </head>
  <body>
    <div id="root"></div>${script}
  </body>
</html>
`;

export interface CodeSandboxFile {
  content: string;
  isBinary: false;
}

/** The files of a CodeSandbox "define" request: the demo as src/App.tsx, its entry, styles and manifest. */
export function codesandboxFiles(demo: SandboxDemo): Record<string, CodeSandboxFile> {
  const { source } = demo;
  const manifest = {
    name: sandboxPackageName(demo.id),
    description: demo.description || DEFAULT_DESCRIPTION,
    main: 'src/index.tsx',
    dependencies: sandboxDependencies(source.packages, demo.versions),
    devDependencies: typeDependencies(demo.versions),
  };
  const files: Record<string, string> = {
    'package.json': JSON.stringify(manifest, null, 2),
    'src/App.tsx': source.code,
    'src/index.tsx': ENTRY,
    'public/index.html': html(demo.title),
    'sandbox.config.json': JSON.stringify({ template: 'create-react-app-typescript' }, null, 2),
  };
  for (const file of source.files) files[`src/${file.name}`] = file.content;
  return Object.fromEntries(
    Object.entries(files).map(([name, content]) => [name, { content, isBinary: false as const }]),
  );
}

/**
 * The `parameters` field of the define API: the JSON body compressed with lz-string to Base64, made
 * URL-safe as the API expects (`+` → `-`, `/` → `_`, no padding).
 */
export function codesandboxParameters(files: Record<string, CodeSandboxFile>): string {
  return compressToBase64(JSON.stringify({ files })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface StackBlitzProject {
  title: string;
  description: string;
  template: 'create-react-app';
  files: Record<string, string>;
  dependencies: Record<string, string>;
  settings: { compile: { trigger: 'auto'; clearConsole: boolean } };
}

/** A StackBlitz `create-react-app` project: index.html, the entry, the demo as App.tsx and its styles. */
export function stackblitzProject(demo: SandboxDemo): StackBlitzProject {
  const { source } = demo;
  const files: Record<string, string> = {
    'index.html': html(demo.title),
    'index.tsx': ENTRY,
    'App.tsx': source.code,
  };
  for (const file of source.files) files[file.name] = file.content;
  return {
    title: demo.title,
    description: demo.description || DEFAULT_DESCRIPTION,
    template: 'create-react-app',
    files,
    dependencies: { ...sandboxDependencies(source.packages, demo.versions), ...typeDependencies(demo.versions) },
    settings: { compile: { trigger: 'auto', clearConsole: false } },
  };
}
