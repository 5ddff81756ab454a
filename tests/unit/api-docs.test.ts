import { describe, it, expect } from 'vitest';
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import table from '../../src/lib/api-docs/table';
import column from '../../src/lib/api-docs/column';
import type { ApiDefinition } from '../../src/lib/api-docs/types';

// The API reference must only name properties that the installed rc-table declares.
// Its declarations are read with the TypeScript compiler API, so a bump of rc-table that
// removes or renames a prop makes this test fail.

const libDir = fileURLToPath(new URL('../../node_modules/rc-table/lib/', import.meta.url));
const indexFile = `${libDir}index.d.ts`;
const interfaceFile = `${libDir}interface.d.ts`;

const program = ts.createProgram([indexFile], {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: [],
});
const checker = program.getTypeChecker();

function moduleExport(file: string, name: string): ts.Symbol {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`rc-table declarations not found: ${file}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${file} is not a module`);
  const symbol = checker.getExportsOfModule(moduleSymbol).find((s) => s.getName() === name);
  if (!symbol) throw new Error(`${name} is not exported from ${file}`);
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function declaredType(file: string, name: string): ts.Type {
  return checker.getDeclaredTypeOfSymbol(moduleExport(file, name));
}

/** Properties of a type; for a union, the properties of every constituent except undefined/null/boolean. */
function propertiesOf(type: ts.Type): Map<string, ts.Symbol> {
  const skip = ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.BooleanLike | ts.TypeFlags.Void;
  const parts = type.isUnion() ? type.types : [type];
  const props = new Map<string, ts.Symbol>();
  for (const part of parts) {
    if (part.flags & skip) continue;
    for (const prop of checker.getPropertiesOfType(part)) props.set(prop.getName(), prop);
  }
  return props;
}

type PropTree = { props: Map<string, ts.Symbol>; nested: (parent: string) => Map<string, ts.Symbol> };

function tree(props: Map<string, ts.Symbol>): PropTree {
  return {
    props,
    nested: (parent) => {
      const symbol = props.get(parent);
      return symbol ? propertiesOf(checker.getTypeOfSymbol(symbol)) : new Map();
    },
  };
}

const tableProps = tree(propertiesOf(declaredType(indexFile, 'TableProps')));
const columnProps = tree(
  new Map([
    ...propertiesOf(declaredType(indexFile, 'ColumnType')),
    ...propertiesOf(declaredType(interfaceFile, 'ColumnGroupType')), // adds `children`
  ]),
);

function exists(t: PropTree, name: string): boolean {
  const [parent, ...rest] = name.split('.');
  if (rest.length === 0) return t.props.has(parent);
  return rest.length === 1 && t.nested(parent).has(rest[0]);
}

function tags(symbol: ts.Symbol): string {
  const names = symbol.getJsDocTags(checker).map((tag) => tag.name);
  if (names.includes('private')) return ' (internal)';
  if (names.includes('deprecated')) return ' (deprecated)';
  return '';
}

/** rc-table props (and sub-props of documented object props) that the definition does not list. */
function undocumented(def: ApiDefinition, t: PropTree): string[] {
  const documented = new Set(def.properties.map((p) => p.name));
  const out: string[] = [];
  for (const [name, symbol] of t.props) {
    if (!documented.has(name)) out.push(name + tags(symbol));
  }
  for (const parent of documented) {
    if (parent.includes('.') || ![...documented].some((n) => n.startsWith(`${parent}.`))) continue;
    for (const [name, symbol] of t.nested(parent)) {
      if (!documented.has(`${parent}.${name}`)) out.push(`${parent}.${name}${tags(symbol)}`);
    }
  }
  return out.sort();
}

describe.each([
  { def: table, props: tableProps, source: 'TableProps' },
  { def: column, props: columnProps, source: 'ColumnType | ColumnGroupType' },
])('$def.id API reference', ({ def, props, source }) => {
  it(`reads the ${source} declarations of rc-table`, () => {
    expect(props.props.size).toBeGreaterThan(10);
  });

  it(`documents only properties that exist in rc-table's ${source}`, () => {
    const missing = def.properties.map((p) => p.name).filter((name) => !exists(props, name));
    expect(missing, `documented but not in rc-table's ${source}: ${missing.join(', ')}`).toEqual([]);
  });

  it('lists each property name once', () => {
    const names = def.properties.map((p) => p.name);
    const duplicates = names.filter((name, i) => names.indexOf(name) !== i);
    expect(duplicates, `duplicate names: ${duplicates.join(', ')}`).toEqual([]);
  });

  it('puts every dotted name directly after its parent group', () => {
    const misplaced = def.properties
      .map((p, i) => ({ name: p.name, i }))
      .filter(({ name, i }) => {
        if (!name.includes('.')) return false;
        const parent = name.split('.')[0];
        const prev = def.properties[i - 1]?.name ?? '';
        return prev !== parent && !prev.startsWith(`${parent}.`);
      })
      .map(({ name }) => name);
    expect(misplaced, `not directly after their parent: ${misplaced.join(', ')}`).toEqual([]);
  });

  it('has a type and an en-US and zh-CN description for every property', () => {
    const incomplete = def.properties
      .filter((p) => !p.type.trim() || !p.description['en-US'].trim() || !p.description['zh-CN'].trim())
      .map((p) => p.name);
    expect(incomplete, `missing type or description: ${incomplete.join(', ')}`).toEqual([]);
    expect(def.title['en-US'].trim()).not.toBe('');
    expect(def.title['zh-CN'].trim()).not.toBe('');
  });

  it('reports what rc-table has that is not documented yet', () => {
    const list = undocumented(def, props);
    console.log(
      `[api-docs] ${def.id}: ${list.length} undocumented rc-table ${source} properties: ${list.join(', ') || 'none'}`,
    );
  });
});

describe('documented defaults', () => {
  const defaults = (def: ApiDefinition) => Object.fromEntries(def.properties.map((p) => [p.name, p.default]));

  it('match the spec', () => {
    expect(defaults(table)).toMatchObject({
      prefixCls: "'rc-table'",
      rowKey: "'key'",
      showHeader: 'true',
      emptyText: "'No Data'",
      'expandable.expandIconColumnIndex': '0',
    });
  });

  it("do not claim the spec's indentSize default of 15, which rc-table 7.55.1 does not apply", () => {
    // BodyRow pads `indentSize * depth` px with no fallback, so an unset indentSize indents nothing.
    expect(defaults(table)['expandable.indentSize']).toBeUndefined();
  });
});
