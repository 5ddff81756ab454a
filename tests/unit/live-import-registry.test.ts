import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoImportsModule, demoPackages, demoPackagesModule } from '../../src/build/demo-packages';
import { resolveImports, UnknownImportError, type ImportRegistry } from '../../src/client/live/run';

const examples = readdirSync('docs/7.x/examples')
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => ({ name: f.replace(/\.tsx$/, ''), source: readFileSync(`docs/7.x/examples/${f}`, 'utf8') }));

describe('the live editor import registry', () => {
  const packages = demoPackages(examples);

  it('lists every package the demos import at run time, and the JSX runtime', () => {
    // The demos' imports, as docs/7.x/examples/*.tsx write them (see their import lines).
    for (const name of ['react', 'react-dom', 'rc-table', 'rc-tooltip', 'react-dnd', 'react-dnd-html5-backend']) {
      expect(Object.keys(packages.modules)).toContain(name);
    }
    expect(Object.keys(packages.modules)).toContain('react/jsx-runtime');
  });

  it('loads each module through a demo that imports it, the one with the fewest imports', () => {
    // rc-tooltip: only ellipsis-custom-tooltip.tsx imports it; react-dnd: only react-dnd.tsx.
    expect(packages.modules['rc-tooltip']).toBe('ellipsis-custom-tooltip');
    expect(packages.modules['react-dnd']).toBe('react-dnd');
    expect(packages.groups['react-dnd']).toEqual(expect.arrayContaining(['react-dnd', 'react-dnd-html5-backend']));
    for (const [spec, demo] of Object.entries(packages.modules)) {
      const source = examples.find((e) => e.name === demo)?.source ?? '';
      if (spec !== 'react/jsx-runtime') expect(source, spec).toContain(`from '${spec}'`);
      expect(packages.groups[demo], spec).toContain(spec);
    }
    // rc-table comes with a demo importing nothing else but React's JSX runtime.
    expect(packages.groups[packages.modules['rc-table']]).toEqual(['react/jsx-runtime', 'rc-table']);
  });

  it('leaves out type-only imports, the demos’ own files and stylesheets', () => {
    // `import type { … } from 'rc-table/lib/interface'` is erased by the compiler: nothing to load.
    const modules = Object.keys(packages.modules);
    expect(modules).not.toContain('rc-table/lib/interface');
    expect(modules.some((m) => m.startsWith('.'))).toBe(false);
    expect(modules.some((m) => m.endsWith('.css'))).toBe(false);
    expect(packages.stylesheets).toContain('rc-dropdown/assets/index.css');
    expect(packages.stylesheets.some((s) => s.startsWith('.'))).toBe(false);
  });

  it('turns each module into one lazy import of its demo’s imports', () => {
    const module = demoPackagesModule({
      modules: { 'rc-table': 'simple', react: 'simple' },
      groups: { simple: ['react', 'rc-table'] },
      stylesheets: ['rc-table/assets/index.css'],
    });
    expect(module).toContain(
      `"rc-table": () => import("virtual:demo-imports/simple").then((m) => m.default["rc-table"]),`,
    );
    expect(module).toContain(`export const stylesheets = ["rc-table/assets/index.css"];`);
    expect(module.match(/import\(/g)).toHaveLength(2);
    expect(demoImportsModule(['react', 'rc-table'])).toBe(
      `import * as m0 from "react";\nimport * as m1 from "rc-table";\nexport default {\n  "react": m0,\n  "rc-table": m1,\n};\n`,
    );
  });
});

describe('resolving an edited demo’s imports', () => {
  const loaded: string[] = [];
  const registry: ImportRegistry = {
    modules: {
      react: () => (loaded.push('react'), Promise.resolve({ default: { isReact: true }, useState: 'useState' })),
      'react/jsx-runtime': () => (loaded.push('react/jsx-runtime'), Promise.resolve({ jsx: 'jsx' })),
      'rc-table': () => (loaded.push('rc-table'), Promise.resolve({ default: 'Table' })),
      'rc-tooltip': () => (loaded.push('rc-tooltip'), Promise.resolve({ default: 'Tooltip' })),
    },
    stylesheets: ['rc-table/assets/index.css'],
  };

  it('loads only what the demo imports, marked as ES modules for the interop', async () => {
    loaded.length = 0;
    const modules = await resolveImports(['rc-table/assets/index.css', './x.css', 'rc-table'], registry);
    expect(loaded.sort()).toEqual(['rc-table', 'react/jsx-runtime']);
    expect(modules.get('rc-table')).toEqual({ default: 'Table', __esModule: true });
    expect(modules.has('./x.css')).toBe(false);
  });

  it('names an unknown import and lists what is available (the JSX runtime left out)', async () => {
    const error = await resolveImports(['left-pad'], registry).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownImportError);
    expect((error as UnknownImportError).specifier).toBe('left-pad');
    expect((error as UnknownImportError).available).toEqual(['react', 'rc-table', 'rc-tooltip']);
    expect((error as Error).message).toBe('Cannot import "left-pad" here. Available: react, rc-table, rc-tooltip.');
  });

  it('refuses a package stylesheet the pages do not link', async () => {
    await expect(resolveImports(['rc-tooltip/assets/bootstrap.css'], registry)).rejects.toThrow(UnknownImportError);
  });
});
