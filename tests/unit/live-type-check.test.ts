import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { typeCheckFiles } from '../../src/build/type-check-files';
import { TYPE_CHECK_OPTIONS } from '../../src/shared/live/type-check-options';
import { createTypeChecker } from '../../src/shared/live/type-checker';

const root = path.resolve(import.meta.dirname, '../..');
const files = typeCheckFiles(root);
const check = createTypeChecker(ts, files);
const demo = (name: string) => readFileSync(path.join(root, 'docs/7.x/examples', name), 'utf8');

describe('Check types: a demo checked against the real declarations of rc-table 7.55.1 and React', () => {
  it('uses the compiler options the project checks its demos with (enum values as TypeScript names them)', () => {
    expect(TYPE_CHECK_OPTIONS).toMatchObject({
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
    });
  });

  it('ships the declarations of rc-table, React and the DOM, and nothing but declarations and package manifests', () => {
    const names = Object.keys(files);
    expect(names).toContain('/node_modules/rc-table/lib/index.d.ts');
    expect(names).toContain('/node_modules/@types/react/index.d.ts');
    expect(names).toContain('/node_modules/typescript/lib/lib.dom.d.ts');
    expect(names.filter((n) => !/\.d\.[cm]?ts$|\/package\.json$/.test(n))).toEqual([]);
    const installed = JSON.parse(readFileSync(path.join(root, 'node_modules/rc-table/package.json'), 'utf8'));
    expect(JSON.parse(files['/node_modules/rc-table/package.json']).version).toBe(installed.version);
  });

  it('finds no error in the demos, each package any demo imports included', () => {
    // One demo per package beyond React and rc-table (checking all forty takes the suite 20 s on two cores).
    const examples = readdirSync(path.join(root, 'docs/7.x/examples')).filter((f) => f.endsWith('.tsx'));
    const seen = new Set<string>();
    const sample = examples.filter((name) => {
      const packages = [...demo(name).matchAll(/from '([^'.][^']*)'/g)].map(([, p]) => p).filter((p) => !seen.has(p));
      packages.forEach((p) => seen.add(p));
      return name === 'simple.tsx' || packages.some((p) => !/^(react|rc-table)$/.test(p));
    });
    expect(sample.length).toBeGreaterThan(8);
    const errors = sample.flatMap((name) => check(demo(name)).map((d) => `${name}:${d.line}:${d.column} ${d.message}`));
    expect(errors).toEqual([]);
  });

  it('marks a prop of the wrong type at its line and column, with the compiler’s message', () => {
    const code = demo('simple.tsx').replace('<Table ', '<Table rowHoverable="yes" ');
    const [error, ...rest] = check(code);
    expect(rest).toEqual([]);
    const at = code.indexOf('rowHoverable');
    expect(error).toMatchObject({ from: at, severity: 'error' });
    expect(code.split('\n')[error.line - 1].slice(error.column - 1)).toMatch(/^rowHoverable/);
    expect(error.message).toMatch(/'string' is not assignable to type 'boolean/);
  });

  it('names an import that has no declarations, and a syntax error', () => {
    const [missing] = check(`import x from 'left-pad';\nexport default x;\n`);
    expect(missing.message).toMatch(/left-pad/);
    const [syntax] = check('export default function A() { return <div>; }\n');
    expect(syntax.line).toBe(1);
  });
});
