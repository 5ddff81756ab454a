import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLED_PACKAGES } from '../../src/build/server-bundled-packages';

const modules = path.join(process.cwd(), 'node_modules');

/** Every package installed at the top of node_modules, scoped ones included. */
function installedPackages(): string[] {
  return readdirSync(modules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(path.join(modules, name)).map((inner) => `${name}/${inner}`) : [name],
    );
}

interface Manifest {
  module?: string;
  type?: string;
  exports?: unknown;
}

const manifestOf = (name: string): Manifest =>
  JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as Manifest;

/** An ES module entry as package.json can declare one: `module`, `"type": "module"` or an `import` export. */
function hasEsModuleEntry(manifest: Manifest): boolean {
  return (
    Boolean(manifest.module) ||
    manifest.type === 'module' ||
    JSON.stringify(manifest.exports ?? {}).includes('"import"')
  );
}

const matches = (entry: string | RegExp, name: string) =>
  typeof entry === 'string' ? entry === name : entry.test(name);

describe('packages bundled into the server code', () => {
  const installed = installedPackages();

  it('each entry names at least one installed package', () => {
    for (const entry of SERVER_BUNDLED_PACKAGES) {
      expect(
        installed.filter((name) => matches(entry, name)),
        String(entry),
      ).not.toEqual([]);
    }
  });

  // The dev server evaluates bundled packages with Vite's module runner, which cannot run CommonJS:
  // a CommonJS-only package in the list breaks every page that renders it under `npm run dev`.
  it('every package the list bundles has an ES module entry', () => {
    const bundled = installed.filter((name) => SERVER_BUNDLED_PACKAGES.some((entry) => matches(entry, name)));
    expect(bundled).toContain('rc-table');
    expect(bundled.filter((name) => !hasEsModuleEntry(manifestOf(name)))).toEqual([]);
  });

  it('a CommonJS-only package a demo uses is recognised as one', () => {
    // react-resizable 4 ships only CommonJS (index.js with module.exports): it must stay external.
    expect(hasEsModuleEntry(manifestOf('react-resizable'))).toBe(false);
    expect(SERVER_BUNDLED_PACKAGES.some((entry) => matches(entry, 'react-resizable'))).toBe(false);
  });
});
