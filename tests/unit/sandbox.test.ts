import { decompressFromBase64 } from 'lz-string';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codesandboxFiles,
  codesandboxParameters,
  DEFAULT_DESCRIPTION,
  sandboxDependencies,
  stackblitzProject,
} from '../../src/shared/sandbox/payload';
import type { DemoSourceBundle, SandboxDemo } from '../../src/shared/sandbox/types';
import { localImports, packageName, runtimePackages } from '../../src/shared/demo/imports';
import { allDemos } from '../../src/build/demo/model';
import { installedPackages } from '../../src/build/vite-docs';

const root = process.cwd();
const versions = installedPackages(root);

/** A real demo's bundle, from the demo model as the `?demo-source` loader makes it (without highlighting). */
function bundleOf(id: string): DemoSourceBundle {
  const [own, ...beside] = allDemos(root).get(`7.x/${id}`)!.files;
  return {
    code: own.code,
    lang: own.lang,
    html: '',
    files: beside.map((f) => ({ name: f.name, content: f.code, html: '' })),
    packages: allDemos(root).get(`7.x/${id}`)!.packages,
  };
}

const dropdown: SandboxDemo = {
  id: 'dropdown',
  title: 'Filter in a dropdown',
  description: 'A multi-select filter menu in the column title.',
  source: bundleOf('dropdown'),
  versions,
};

/** Undoes the define API's URL-safe Base64 and lz-string compression. */
function decodeParameters(parameters: string) {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(decompressFromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
}

describe('import analysis', () => {
  it('maps imports to packages: deep paths, scopes, CSS, type-only imports left out', () => {
    const source = [
      "import 'rc-table/assets/index.css';",
      "import Table from 'rc-table';",
      "import type { RenderedCell } from 'rc-table/lib/interface';",
      "import { useDrag } from 'react-dnd';",
      "import sdk from '@stackblitz/sdk/bundles/sdk';",
      "import type { Only } from 'types-only-package';",
      "import './local.css';",
    ].join('\n');
    expect(runtimePackages(source)).toEqual(['rc-table', 'react-dnd', '@stackblitz/sdk']);
    expect(localImports(source)).toEqual(['./local.css']);
    expect(packageName('@scope/pkg/deep/file.js')).toBe('@scope/pkg');
    expect(packageName('./x')).toBeNull();
  });

  it('finds the packages of a real demo', () => {
    expect(dropdown.source.packages.sort()).toEqual(['rc-dropdown', 'rc-menu', 'rc-table', 'react'].sort());
    expect(dropdown.source.files.map((f) => f.name)).toEqual(['table-theme.css', 'dropdown.css']);
  });
});

describe('dependencies', () => {
  it('pins the versions the site runs, react and react-dom always included', () => {
    expect(sandboxDependencies(['rc-table'], versions)).toEqual({
      react: versions.react,
      'react-dom': versions['react-dom'],
      'rc-table': '7.55.1',
    });
    expect(versions.react).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('falls back to latest only for an unknown version', () => {
    expect(sandboxDependencies(['left-pad'], {})).toEqual({
      react: 'latest',
      'react-dom': 'latest',
      'left-pad': 'latest',
    });
  });
});

describe('CodeSandbox payload', () => {
  const files = codesandboxFiles(dropdown);

  it('has the demo as src/App.tsx, an entry, its CSS, index.html, package.json and sandbox config', () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        'package.json',
        'public/index.html',
        'sandbox.config.json',
        'src/App.tsx',
        'src/dropdown.css',
        'src/index.tsx',
        'src/table-theme.css',
      ].sort(),
    );
    expect(files['src/App.tsx'].content).toBe(readFileSync(path.join(root, 'docs/7.x/examples/dropdown.tsx'), 'utf8'));
    expect(files['src/dropdown.css'].content).toBe(
      readFileSync(path.join(root, 'docs/7.x/examples/dropdown.css'), 'utf8'),
    );
    // The table theme every demo shares goes along, so the sandbox looks like the site.
    expect(files['src/table-theme.css'].content).toBe(
      readFileSync(path.join(root, 'docs/7.x/examples/table-theme.css'), 'utf8'),
    );
    expect(files['src/index.tsx'].content).toContain("import App from './App';");
    expect(files['src/index.tsx'].content).toContain("createRoot(document.getElementById('root')!)");
    expect(files['public/index.html'].content).toContain('<div id="root"></div>');
    expect(files['public/index.html'].content).toContain('<title>Filter in a dropdown</title>');
    expect(JSON.parse(files['sandbox.config.json'].content)).toEqual({ template: 'create-react-app-typescript' });
  });

  it('names the package after the demo and pins every import', () => {
    const manifest = JSON.parse(files['package.json'].content);
    expect(manifest.name).toBe('rc-table-demo-dropdown');
    expect(manifest.description).toBe('A multi-select filter menu in the column title.');
    expect(manifest.dependencies).toEqual({
      react: versions.react,
      'react-dom': versions['react-dom'],
      'rc-table': versions['rc-table'],
      'rc-dropdown': versions['rc-dropdown'],
      'rc-menu': versions['rc-menu'],
    });
    expect(manifest.devDependencies.typescript).toBe(versions.typescript);
    expect(manifest.devDependencies['@types/react']).toBe(versions['@types/react']);
  });

  // npm's rules for a new package name (docs.npmjs.com, package.json "name"; validate-npm-package-name):
  // at most 214 characters, no upper case, only URL-safe characters (no spaces), not starting with . or _.
  const NPM_NAME = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;
  it.each([
    ['dropdown', 'Filter in a dropdown'],
    ['sticky-header-and-summary', 'Sticky header and summary'],
    ['Scroll_XY', 'Both directions: scroll.x & scroll.y'],
    ['.hidden', 'Dot first'],
    ['_private', 'Underscore first'],
    ['页面', 'A demo id with no Latin letters'],
    ['x'.repeat(300), 'A 300-character id'],
  ])('makes a valid npm package name of a demo id (%$: %s)', (id, title) => {
    const name = JSON.parse(codesandboxFiles({ ...dropdown, id, title })['package.json'].content).name as string;
    expect(name).toMatch(NPM_NAME);
    expect(name.length).toBeGreaterThan(0);
    expect(name.length).toBeLessThanOrEqual(214);
    expect(name).toBe(name.toLowerCase());
    expect(name).toBe(encodeURIComponent(name));
    expect(name.trim()).toBe(name);
  });

  it('keeps the demo id readable in the package name', () => {
    const name = (id: string) => JSON.parse(codesandboxFiles({ ...dropdown, id })['package.json'].content).name;
    expect(name('sticky-header-and-summary')).toBe('rc-table-demo-sticky-header-and-summary');
    expect(name('Scroll_XY')).toBe('rc-table-demo-scroll_xy');
    expect(name('页面')).toBe('rc-table-demo');
  });

  it('uses the default description when the demo has none', () => {
    const manifest = JSON.parse(codesandboxFiles({ ...dropdown, description: '' })['package.json'].content);
    expect(manifest.description).toBe(DEFAULT_DESCRIPTION);
    expect(DEFAULT_DESCRIPTION).toBe('An auto-generated demo');
  });

  it('escapes markup in the page title', () => {
    const page = codesandboxFiles({ ...dropdown, title: '<b>"x" & y</b>' })['public/index.html'].content;
    expect(page).toContain('<title>&#60;b&#62;&#34;x&#34; &#38; y&#60;/b&#62;</title>');
  });

  it('compresses the files into a URL-safe parameters field that decodes back to them', () => {
    const parameters = codesandboxParameters(files);
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeParameters(parameters)).toEqual({ files });
  });
});

describe('StackBlitz project', () => {
  const project = stackblitzProject(bundleOfDemo('column-resize'));

  function bundleOfDemo(id: string): SandboxDemo {
    return { id, title: 'Resizable columns', description: '', source: bundleOf(id), versions };
  }

  it('is a create-react-app project with the demo, its entry and its CSS', () => {
    expect(project.template).toBe('create-react-app');
    expect(project.title).toBe('Resizable columns');
    expect(project.description).toBe(DEFAULT_DESCRIPTION);
    expect(Object.keys(project.files).sort()).toEqual([
      'App.tsx',
      'column-resize.css',
      'index.html',
      'index.tsx',
      'table-theme.css',
    ]);
    expect(project.files['App.tsx']).toContain("from 'react-resizable'");
  });

  it('depends on the exact versions the site runs', () => {
    expect(project.dependencies['react-resizable']).toBe(versions['react-resizable']);
    expect(project.dependencies['rc-table']).toBe('7.55.1');
    expect(project.dependencies.react).toBe(versions.react);
    expect(project.settings.compile.trigger).toBe('auto');
  });
});

// The same payloads made inside each test (the blocks above make theirs while the file loads): so that the
// mutation run (npm run test:mutation) sees which test exercises which line.
describe('sandbox payloads, made per test', () => {
  it('give CodeSandbox its template, its entry file and the demo CSS beside App.tsx', () => {
    const files = codesandboxFiles(dropdown);
    expect(JSON.parse(files['sandbox.config.json'].content)).toEqual({ template: 'create-react-app-typescript' });
    expect(JSON.parse(files['package.json'].content).main).toBe('src/index.tsx');
    expect(Object.keys(files)).toContain('src/dropdown.css');
    // The page holds the root element and nothing else.
    expect(files['public/index.html'].content).toMatch(/<body>\s*<div id="root"><\/div>\s*<\/body>/);
  });

  it('pin TypeScript and the React types, from the React version when the types are not installed', () => {
    const manifest = (v: Record<string, string>) =>
      JSON.parse(codesandboxFiles({ ...dropdown, versions: v })['package.json'].content);
    expect(manifest(versions).devDependencies).toEqual({
      typescript: versions.typescript,
      '@types/react': versions['@types/react'],
      '@types/react-dom': versions['@types/react-dom'],
    });
    expect(manifest({ react: '19.3.1', 'react-dom': '19.3.1' }).devDependencies).toEqual({
      typescript: 'latest',
      '@types/react': '19.3.1',
      '@types/react-dom': '19.3.1',
    });
    expect(manifest({}).devDependencies).toEqual({
      typescript: 'latest',
      '@types/react': 'latest',
      '@types/react-dom': 'latest',
    });
    const project = stackblitzProject({ ...dropdown, versions: { react: '19.3.1' } });
    expect(project.dependencies['@types/react']).toBe('19.3.1');
    expect(project.dependencies.typescript).toBe('latest');
  });

  it('turn a run of characters npm does not allow into one dash, and trim dashes and dots at both ends', () => {
    const name = (id: string) => JSON.parse(codesandboxFiles({ ...dropdown, id })['package.json'].content).name;
    expect(name('scroll x & y')).toBe('rc-table-demo-scroll-x-y');
    expect(name('--.x.--')).toBe('rc-table-demo-x');
  });

  it('leave no Base64 padding in the parameters field, whatever the length of the payload', () => {
    const paddings = new Set<number>();
    for (let n = 0; n < 12; n++) {
      const files = { 'a.txt': { content: 'x'.repeat(n), isBinary: false as const } };
      const parameters = codesandboxParameters(files);
      expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeParameters(parameters)).toEqual({ files });
      paddings.add((4 - (parameters.length % 4)) % 4);
    }
    // Payloads that needed one and two padding characters were among them.
    expect(paddings).toContain(1);
    expect(paddings).toContain(2);
  });

  it('give StackBlitz a create-react-app project that compiles as the reader types and keeps the console', () => {
    const project = stackblitzProject({ ...dropdown, description: '' });
    expect(project.template).toBe('create-react-app');
    expect(project.description).toBe(DEFAULT_DESCRIPTION);
    expect(stackblitzProject(dropdown).description).toBe('A multi-select filter menu in the column title.');
    expect(project.settings).toEqual({ compile: { trigger: 'auto', clearConsole: false } });
    expect(Object.keys(project.files).sort()).toEqual([
      'App.tsx',
      'dropdown.css',
      'index.html',
      'index.tsx',
      'table-theme.css',
    ]);
    expect(project.files['index.tsx']).toContain("import App from './App';");
  });
});
