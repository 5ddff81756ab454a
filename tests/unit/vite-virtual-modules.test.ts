import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVirtualModule, virtualModuleKey, VIRTUAL_MODULES } from '../../src/build/vite-virtual-modules';

// The made-up modules of the build, loaded from the table as Vite loads them, over the real docs/.
const root = process.cwd();
const example = (name: string, line = '7.x') => path.join(root, 'docs', line, 'examples', name);
const load = (id: string, ssr = false) => {
  const watched: string[] = [];
  const code = loadVirtualModule(id, { root, ssr, watch: (file) => watched.push(file) });
  return { code: code ?? '', watched };
};
const installed = (name: string) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

describe('the virtual module table', () => {
  it('knows each module by its id, the per-demo imports by their prefix, and nothing else', () => {
    expect(Object.keys(VIRTUAL_MODULES).sort()).toEqual([
      'virtual:demo-imports/',
      'virtual:demo-map/',
      'virtual:demo-packages',
      'virtual:demo-sources',
      'virtual:demos',
      'virtual:footer-packages',
      'virtual:installed-packages',
    ]);
    expect(virtualModuleKey('virtual:demo-imports/simple')).toBe('virtual:demo-imports/');
    expect(virtualModuleKey('virtual:demos-extra')).toBeUndefined();
    expect(loadVirtualModule('virtual:nothing', { root, ssr: false, watch: () => {} })).toBeUndefined();
  });

  it("gives the footer the installed versions of each line's package and React, and nothing more", () => {
    expect(load('virtual:footer-packages').code).toBe(
      `export default ${JSON.stringify({
        '@rc-component/table': installed('@rc-component/table'),
        'rc-table': installed('rc-table'),
        react: installed('react'),
      })};`,
    );
  });

  it('pins the sandboxes to the installed versions, TypeScript tooling included', () => {
    const versions = JSON.parse(load('virtual:installed-packages').code.replace(/^export default |;$/g, ''));
    expect(versions['rc-table']).toBe(installed('rc-table'));
    expect(versions.typescript).toBe(installed('typescript'));
    expect(versions['@types/react']).toBe(installed('@types/react'));
  });

  it('gives the browser a lazy map of each line’s demos, and no demo code up front', () => {
    const { code, watched } = load('virtual:demos');
    expect(code).toContain(`"7.x": () => import("virtual:demo-map/7.x"),`);
    expect(code).toContain(`"1.x": () => import("virtual:demo-map/1.x"),`);
    // The sources are a module of their own, loaded when a reader first asks for one.
    expect(code).not.toContain('?demo-source');
    expect(code).not.toMatch(/^import /m);
    expect(code).toContain('export const rendered = {};');
    expect(code).toContain('export const stylesheets = {};');
    expect(watched).toContain(example('dropdown.css'));
  });

  it('gives each line a map of lazy loaders of its own demos only (a page loads one line’s map)', () => {
    const seven = load('virtual:demo-map/7.x').code;
    const one = load('virtual:demo-map/1.x').code;
    // By id: the map is the line's.
    expect(seven).toContain(`"simple": () => import(${JSON.stringify(example('simple.tsx'))}),`);
    expect(seven).not.toContain('/docs/1.x/');
    expect(one).toContain(`"simple": () => import(${JSON.stringify(example('simple.tsx', '1.x'))}),`);
    expect(one).toContain('"expand-all"');
    expect(one).not.toContain('/docs/7.x/');
    expect(() => load('virtual:demo-map/9.x')).toThrow('no demos of line 9.x');
  });

  it('gives a lazy loader of each demo’s source bundle by id, in a module of its own', () => {
    const { code } = load('virtual:demo-sources');
    expect(code).toContain(`"7.x/simple": () => import(${JSON.stringify(`${example('simple.tsx')}?demo-source`)}),`);
    expect(code).toContain(
      `"7.x/dropdown": () => import(${JSON.stringify(`${example('dropdown.tsx')}?demo-source`)}),`,
    );
    expect(code).not.toMatch(/^import /m);
  });

  it('gives the server render each demo’s component and its stylesheets’ URLs by id', () => {
    const { code } = load('virtual:demos', true);
    const component = new RegExp(
      `^import (D\\d+) from ${JSON.stringify(example('dropdown.tsx')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};$`,
      'm',
    ).exec(code);
    expect(component).not.toBeNull();
    expect(code).toContain(`"7.x/dropdown": ${component![1]},`);
    const sheet = (spec: string) =>
      new RegExp(`^import (S\\d+) from "${spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?url";$`, 'm').exec(code)?.[1];
    // docs/7.x/examples/dropdown.tsx imports the table theme, rc-dropdown's and rc-menu's CSS and its own, in that order.
    const order = [
      example('table-theme.css'),
      'rc-dropdown/assets/index.css',
      'rc-menu/assets/index.css',
      example('dropdown.css'),
    ];
    expect(code).toContain(`"7.x/dropdown": [${order.map(sheet).join(', ')}],`);
  });

  it('gives the live editor one loader per package a demo imports, through the imports of one demo', () => {
    const registry = load('virtual:demo-packages').code;
    expect(registry).toContain('"rc-dropdown": () => import("virtual:demo-imports/');
    expect(registry).toContain('"react/jsx-runtime": () => import("virtual:demo-imports/');
    // The loader of rc-table goes through a demo that imports it: that module imports rc-table and the
    // JSX runtime (as every compiled demo does), and no stylesheet (the pages link those).
    const through = /"rc-table": \(\) => import\("(virtual:demo-imports\/7\.x\/[a-z0-9-]+)"\)/.exec(registry)![1];
    const imports = load(through).code;
    expect(imports).toContain('import * as m0 from "react/jsx-runtime";');
    expect(imports).toMatch(/^import \* as m\d+ from "rc-table";$/m);
    expect(imports).not.toContain('.css');
    expect(() => load('virtual:demo-imports/no-such-demo')).toThrow('no demo imports for no-such-demo');
  });
});
