import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiDefinitionsOf } from '../../src/build/api-docs/definitions';

const apiDefinitions = apiDefinitionsOf('7.x');
import {
  DEPRECATED_IN_1X,
  FIXED_RENAMES,
  LEGACY_PROPS,
  PACKAGE_RENAMES,
  ROOT_EXPORTS,
} from '../../src/shared/upgrade/deprecations';

// The upgrade facts checked against the declarations the two packages ship (node_modules/rc-table/lib,
// node_modules/@rc-component/table/lib): a replacement the rules propose must exist in 1.x.
const root = path.resolve(import.meta.dirname, '../..');
const probe = path.join(root, 'upgrade-probe.ts');

const parsed = new Map<string, ts.SourceFile | undefined>();

/** Type-check `code` as a module at the project root; the compiler's messages. */
function check(code: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (file) => (file === probe ? code : read(file));
  host.fileExists = (file) => file === probe || exists(file);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (file, lang) => {
    if (file === probe) return ts.createSourceFile(file, code, lang);
    // The declarations are the same for every probe: parse them once.
    if (!parsed.has(file)) parsed.set(file, getSource(file, lang));
    return parsed.get(file);
  };
  const program = ts.createProgram([probe], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probe))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** `expandable.expandedRowKeys` on Table → the type-level path in 1.x's TableProps. */
function typePath(api: string, name: string): string {
  if (api === 'Exports') return `typeof ${name.replace(/^Table\./, 'Table1.')}`;
  const base = api === 'Column' ? 'ColumnType<Row>' : 'TableProps<Row>';
  return name.split('.').reduce((type, key) => `NonNullable<${type}>['${key}']`, base);
}

const header = `import Table1, { type ColumnType, type TableProps, type FixedType } from '@rc-component/table';
type Row = { key: string };
`;

describe('the upgrade facts against the packages’ declarations', () => {
  it('proposes replacements that exist in @rc-component/table 1.12.0', () => {
    const lines = LEGACY_PROPS.map((p, i) => `type R${i} = ${typePath(p.replacement.api, p.replacement.name)};`);
    lines.push(`type E = ${typePath('Table', DEPRECATED_IN_1X.expandIcon.to)};`);
    expect(check(header + lines.join('\n'))).toEqual([]);
  });

  it('would notice a replacement 1.x does not have (the check is not vacuous)', () => {
    expect(check(`${header}type X = ${typePath('Table', 'expandable.noSuchField')};`).join('\n')).toMatch(
      /noSuchField/,
    );
  });

  it('renames fixed to values 1.x declares, from values 7.x declares', () => {
    const values = Object.entries(FIXED_RENAMES)
      .map(([from, to]) => `const a_${from}: FixedType = '${to}'; const b_${from}: Fixed7 = '${from}';`)
      .join('\n');
    expect(
      check(
        `${header}import type { ColumnType as Column7 } from 'rc-table';\ntype Fixed7 = NonNullable<Column7<Row>['fixed']>;\n${values}`,
      ),
    ).toEqual([]);
    // 7.x does not know start/end: that is why they are an upgrade.
    expect(
      check(
        `${header}import type { ColumnType as Column7 } from 'rc-table';\nconst c: Column7<Row> = { fixed: 'start' };`,
      ),
    ).not.toEqual([]);
  });

  it('keeps Table.Summary in 1.x as the same object as the named Summary export', () => {
    expect(
      check(`${header}import { Summary } from '@rc-component/table';\nconst same: typeof Summary = Table1.Summary;`),
    ).toEqual([]);
  });

  it('lists exactly the root exports of 1.x', () => {
    const program = ts.createProgram([path.join(root, 'node_modules/@rc-component/table/lib/index.d.ts')], {
      noEmit: true,
      skipLibCheck: true,
    });
    const checker = program.getTypeChecker();
    const file = program.getSourceFile(path.join(root, 'node_modules/@rc-component/table/lib/index.d.ts'))!;
    const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(file)!).map((s) => s.name);
    expect([...ROOT_EXPORTS].sort()).toEqual(exports.sort());
  });

  it('names installed packages as the 1.x side of every package rename', () => {
    for (const { to } of PACKAGE_RENAMES)
      expect(existsSync(path.join(root, 'node_modules', to, 'package.json')), to).toBe(true);
  });

  it('is what the API tab’s Deprecated table shows', () => {
    expect(apiDefinitions.Deprecated.properties.map((p) => p.name)).toEqual(LEGACY_PROPS.map((p) => p.name));
    expect(apiDefinitions.Deprecated.properties[0]).not.toHaveProperty('scope');
  });
});
