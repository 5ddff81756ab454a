import { describe, it, expect } from 'vitest';
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiDefinitions } from '../../src/build/api-docs/definitions';
import { localized } from '../../src/shared/api-docs/localized';
import sinceData from '../../src/build/api-docs/since.json';
import type { ApiDefinition } from '../../src/shared/api-docs/types';

// The API reference against the installed rc-table's declarations, read with the TypeScript compiler API.
// Both directions: every documented name exists in rc-table, and every public prop, export and ref method of
// rc-table is documented (or listed below as internal, with the reason). The expected names come from the
// .d.ts files, so a bump of rc-table that adds, removes or renames something makes this test fail.

const libDir = fileURLToPath(new URL('../../node_modules/rc-table/lib/', import.meta.url));
const file = (name: string) => `${libDir}${name}.d.ts`;

const program = ts.createProgram([file('index')], {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: [],
});
const checker = program.getTypeChecker();

function moduleExports(path: string): ts.Symbol[] {
  const source = program.getSourceFile(path);
  if (!source) throw new Error(`rc-table declarations not found: ${path}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${path} is not a module`);
  return checker.getExportsOfModule(moduleSymbol);
}

function resolved(symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function moduleExport(path: string, name: string): ts.Symbol {
  const symbol = moduleExports(path).find((s) => s.getName() === name);
  if (!symbol) throw new Error(`${name} is not exported from ${path}`);
  return resolved(symbol);
}

const declaredType = (path: string, name: string) => checker.getDeclaredTypeOfSymbol(moduleExport(path, name));
const valueType = (symbol: ts.Symbol) => checker.getTypeOfSymbol(symbol);

/** Properties of a type; for a union, those of every part but undefined/null/boolean; for a function, its argument's. */
function propertiesOf(type: ts.Type): Map<string, ts.Symbol> {
  const skip = ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.BooleanLike | ts.TypeFlags.Void;
  const parts = type.isUnion() ? type.types : [type];
  const props = new Map<string, ts.Symbol>();
  for (const part of parts) {
    if (part.flags & skip) continue;
    const [call] = part.getCallSignatures();
    if (call && checker.getPropertiesOfType(part).length === 0) {
      const [arg] = call.getParameters();
      if (arg) for (const [name, s] of propertiesOf(valueType(arg))) props.set(name, s);
      continue;
    }
    for (const prop of checker.getPropertiesOfType(part)) props.set(prop.getName(), prop);
  }
  return props;
}

function tagsOf(symbol: ts.Symbol): string[] {
  return symbol.getJsDocTags(checker).map((tag) => tag.name);
}
const isDeprecated = (symbol: ts.Symbol) => tagsOf(symbol).includes('deprecated');
const isOptional = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;

/** A component's props (or a type's fields), with the fields of each object-valued prop one level down. */
class PropTree {
  constructor(readonly props: Map<string, ts.Symbol>) {}
  nested(parent: string): Map<string, ts.Symbol> {
    const symbol = this.props.get(parent);
    return symbol ? propertiesOf(valueType(symbol)) : new Map();
  }
  /** `scroll.x` → the symbol of `x` in `scroll`'s type. */
  find(name: string): ts.Symbol | undefined {
    const [parent, ...rest] = name.split('.');
    if (rest.length === 0) return this.props.get(parent);
    return rest.length === 1 ? this.nested(parent).get(rest[0]) : undefined;
  }
}

const tableProps = new PropTree(propertiesOf(declaredType(file('index'), 'TableProps')));
const columnProps = new PropTree(
  new Map([
    ...propertiesOf(declaredType(file('index'), 'ColumnType')),
    ...propertiesOf(declaredType(file('interface'), 'ColumnGroupType')), // adds `children`
  ]),
);
// VirtualTableProps extends TableProps: what VirtualTable adds or redeclares is what its own file declares.
const virtualTableProps = new PropTree(
  new Map(
    [...propertiesOf(declaredType(file('index'), 'VirtualTableProps'))].filter(([, symbol]) =>
      symbol.declarations?.some((d) => d.getSourceFile().fileName === file('VirtualTable/index')),
    ),
  ),
);
const referenceProps = new PropTree(propertiesOf(declaredType(file('index'), 'Reference')));
const summaryProps = new PropTree(propertiesOf(declaredType(file('Footer/Summary'), 'SummaryProps')));
const summaryRowProps = new PropTree(propertiesOf(declaredType(file('Footer/Row'), 'FooterRowProps')));
const summaryCellProps = new PropTree(propertiesOf(declaredType(file('Footer/Cell'), 'SummaryCellProps')));

/**
 * Public in the .d.ts but left out of the reference on purpose. Each entry says why; the test below fails
 * when one of them no longer exists, so the list cannot go stale.
 */
const INTERNAL: Record<string, string> = {
  // TableProps members marked `@private Internal usage … DO NOT USE IN PRODUCTION` in lib/Table.d.ts:
  // the hooks antd and VirtualTable use to drive Table from the inside.
  'TableProps.internalHooks': '@private: the key (INTERNAL_HOOKS) that unlocks the other internal props',
  'TableProps.transformColumns': '@private: antd rewrites the columns (selection, sorting) with it',
  'TableProps.tailor': '@private: VirtualTable sets it to fill in column widths from scroll.x',
  'TableProps.getContainerWidth': '@private: antd corrects the measured width with it',
  'TableProps.internalRefs': '@private: hands the body element to antd',
  'TableProps.measureRowRender': '@private: wraps the hidden row that measures column widths',
  // Exports that only serve the internal props above, or antd's own builds of the table.
  INTERNAL_HOOKS: 'the value internalHooks must have; named internal by rc-table itself',
  'Table.INTERNAL_HOOKS': 'the same constant as a static member of Table',
  INTERNAL_COL_DEFINE: 'the key under which rc-table marks columns it adds itself; named internal by rc-table',
  genTable:
    "builds a Table with a custom re-render check; its argument type comes from @rc-component/context's lib, antd's use",
  genVirtualTable: 'the same for VirtualTable',
  'Table.displayName': "React's debugging name of the component (ForwardGenericTable declares it), not table API",
};

function internal(name: string): boolean {
  return Object.hasOwn(INTERNAL, name);
}

const deprecatedDef = apiDefinitions.Deprecated;
const documented = (def: ApiDefinition) => new Set(def.properties.map((p) => p.name));
const allRows = new Set(
  Object.values(apiDefinitions).flatMap((def) => def.properties.map((p) => `${def.id}:${p.name}`)),
);

/** Names in `tree` (and the fields of documented groups) that neither `def`, Deprecated nor INTERNAL lists. */
function undocumented(def: ApiDefinition, tree: PropTree, source: string): string[] {
  const names = documented(def);
  const deprecatedNames = documented(deprecatedDef);
  const listed = (name: string, symbol: ts.Symbol) =>
    names.has(name) || (isDeprecated(symbol) && deprecatedNames.has(name)) || internal(`${source}.${name}`);
  const out: string[] = [];
  for (const [name, symbol] of tree.props) if (!listed(name, symbol)) out.push(name);
  for (const parent of names) {
    if (parent.includes('.') || ![...names].some((n) => n.startsWith(`${parent}.`))) continue;
    for (const [name, symbol] of tree.nested(parent)) {
      if (!listed(`${parent}.${name}`, symbol)) out.push(`${parent}.${name}`);
    }
  }
  return out.sort();
}

const propTables = [
  { id: 'Table', tree: tableProps, source: 'TableProps', checksRequired: true },
  { id: 'Column', tree: columnProps, source: 'ColumnType', checksRequired: false },
  { id: 'VirtualTable', tree: virtualTableProps, source: 'VirtualTableProps', checksRequired: true },
  { id: 'Reference', tree: referenceProps, source: 'Reference', checksRequired: false },
  { id: 'Summary', tree: summaryProps, source: 'SummaryProps', checksRequired: true },
  { id: 'SummaryRow', tree: summaryRowProps, source: 'FooterRowProps', checksRequired: true },
  { id: 'SummaryCell', tree: summaryCellProps, source: 'SummaryCellProps', checksRequired: true },
];

describe.each(propTables)('$id API reference', ({ id, tree, source }) => {
  const def = apiDefinitions[id];

  it(`reads the ${source} declarations of rc-table`, () => {
    expect(def, `no definition with id ${id}`).toBeDefined();
    expect(tree.props.size).toBeGreaterThan(1);
  });

  it(`documents only properties that exist in rc-table's ${source}`, () => {
    const missing = def.properties.map((p) => p.name).filter((name) => !tree.find(name));
    expect(missing, `documented but not in rc-table's ${source}: ${missing.join(', ')}`).toEqual([]);
  });

  it(`documents every public member of rc-table's ${source}`, () => {
    const list = undocumented(def, tree, source);
    expect(
      list,
      `in rc-table's ${source} but not documented (nor deprecated, nor internal): ${list.join(', ')}`,
    ).toEqual([]);
  });

  it('leaves what rc-table deprecates to the Deprecated table', () => {
    const deprecatedHere = def.properties.map((p) => p.name).filter((name) => isDeprecated(tree.find(name)!));
    expect(deprecatedHere, `@deprecated in rc-table but listed as current: ${deprecatedHere.join(', ')}`).toEqual([]);
  });
});

// Props only: a column group's `children` is required while a column's is not, and a ref's members are not props.
describe.each(propTables.filter((t) => t.checksRequired))('$id required properties', ({ id, tree }) => {
  it('marks as required exactly the properties rc-table does not make optional', () => {
    const wrong = apiDefinitions[id].properties
      .filter((p) => Boolean(p.required) === isOptional(tree.find(p.name)!))
      .map((p) => `${p.name} (${p.required ? 'marked required, optional in rc-table' : 'required in rc-table'})`);
    expect(wrong).toEqual([]);
  });
});

describe('Components and exports', () => {
  const exported = moduleExports(file('index'));
  const tableStatics = propertiesOf(valueType(moduleExport(file('index'), 'default')));
  const summaryStatics = propertiesOf(valueType(moduleExport(file('index'), 'Summary')));

  it('reads the exports and the static members of rc-table', () => {
    expect([...tableStatics.keys()]).toContain('Column');
    expect([...summaryStatics.keys()]).toContain('Cell');
    expect(exported.length).toBeGreaterThan(5);
  });

  it('lists every export, static member and sub-component, and nothing else', () => {
    // A named export that is also a static of the default export is documented once, as `Table.<name>`.
    const expected = new Set<string>(['Table']);
    for (const name of tableStatics.keys()) expected.add(`Table.${name}`);
    for (const name of summaryStatics.keys()) expected.add(`Table.Summary.${name}`);
    for (const symbol of exported) {
      const name = symbol.getName();
      if (name !== 'default') expected.add(tableStatics.has(name) ? `Table.${name}` : name);
    }
    const wanted = [...expected].filter((name) => !internal(name)).sort();
    const internalButListed = [...expected].filter(
      (name) => internal(name) && documented(apiDefinitions.Exports).has(name),
    );
    expect([...documented(apiDefinitions.Exports)].sort()).toEqual(wanted);
    expect(internalButListed).toEqual([]);
  });
});

describe('the list of internals', () => {
  it('names only things rc-table declares, props among them marked @private', () => {
    const stale: string[] = [];
    const exportedNames = new Set(moduleExports(file('index')).map((s) => s.getName()));
    const tableStatics = propertiesOf(valueType(moduleExport(file('index'), 'default')));
    for (const name of Object.keys(INTERNAL)) {
      if (name.startsWith('TableProps.')) {
        const symbol = tableProps.find(name.slice('TableProps.'.length));
        if (!symbol || !tagsOf(symbol).includes('private')) stale.push(name);
      } else if (name.startsWith('Table.')) {
        if (!tableStatics.has(name.slice('Table.'.length))) stale.push(name);
      } else if (!exportedNames.has(name)) {
        stale.push(name);
      }
    }
    expect(stale, `not (or no longer) internal members of rc-table: ${stale.join(', ')}`).toEqual([]);
    for (const reason of Object.values(INTERNAL)) expect(reason.length).toBeGreaterThan(10);
  });
});

describe('Deprecated table', () => {
  const inRcTable = (name: string) => tableProps.find(name) ?? columnProps.find(name);
  const declared = deprecatedDef.properties.filter((p) => !p.removed);

  it('is folded and lists only what rc-table marks @deprecated or deprecates with a warning', () => {
    expect(deprecatedDef.collapsed).toBe(true);
    const notDeprecated = declared
      .filter((p) => {
        const symbol = inRcTable(p.name);
        return !symbol || (!isDeprecated(symbol) && !p.warns);
      })
      .map((p) => p.name);
    expect(notDeprecated).toEqual([]);
  });

  it('lists as removed in 7.0.0 only what rc-table no longer declares, and says whether it still warns', () => {
    const removed = deprecatedDef.properties.filter((p) => p.removed);
    expect(removed.map((p) => p.name).sort()).toEqual(
      [
        'bodyStyle',
        'expandIconAsCell',
        'getBodyWrapper',
        'onRowClick',
        'onRowContextMenu',
        'onRowDoubleClick',
        'onRowMouseEnter',
        'onRowMouseLeave',
        'rowRef',
        'useFixedHeader',
      ].sort(),
    );
    for (const p of removed) {
      expect(p.removed, p.name).toBe('7.0.0');
      expect(inRcTable(p.name), `${p.name} is still declared by rc-table`).toBeUndefined();
      // The description tells the reader whether rc-table still warns, as `warns` records it.
      expect(p.description['en-US'], p.name).toMatch(p.warns ? /\bwarns\b/ : /without a warning/);
      expect(p.description['zh-CN'], p.name).toMatch(p.warns ? /警告/ : /不给出警告/);
    }
  });

  it('points each entry to a current, documented replacement', () => {
    const broken = deprecatedDef.properties
      .filter(
        (p) =>
          !p.replacement ||
          p.replacement.api === 'Deprecated' ||
          !allRows.has(`${p.replacement.api}:${p.replacement.name}`),
      )
      .map((p) => p.name);
    expect(broken, `no documented replacement: ${broken.join(', ')}`).toEqual([]);
  });

  it("documents what rc-table's own deprecation note names as the replacement", () => {
    const names = new Set(Object.values(apiDefinitions).flatMap((def) => def.properties.map((p) => p.name)));
    const undocumentedNotes = declared.flatMap((p) => {
      if (!isDeprecated(inRcTable(p.name)!)) return [];
      const tag = inRcTable(p.name)!
        .getJsDocTags(checker)
        .find((t) => t.name === 'deprecated');
      const note = ts.displayPartsToString(tag?.text);
      const named = note.match(/`([^`]+)`/)?.[1];
      if (!named) return [`${p.name}: no replacement named in "${note}"`];
      return names.has(named) || names.has(`Table.${named}`) ? [] : [`${p.name}: ${named}`];
    });
    expect(undocumentedNotes).toEqual([]);
  });
});

describe.each(Object.values(apiDefinitions))('$id definition', (def) => {
  it('lists each property name once', () => {
    const names = def.properties.map((p) => p.name);
    const duplicates = names.filter((name, i) => names.indexOf(name) !== i);
    expect(duplicates, `duplicate names: ${duplicates.join(', ')}`).toEqual([]);
  });

  it('puts every dotted name directly after its parent group, when the table lists the parent', () => {
    const names = documented(def);
    const misplaced = def.properties
      .map((p, i) => ({ name: p.name, i }))
      .filter(({ name, i }) => {
        const parent = name.split('.')[0];
        if (!name.includes('.') || !names.has(parent)) return false;
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

  it('writes Chinese with the full-width ellipsis, not three dots', () => {
    const dots = def.properties.filter((p) => p.description['zh-CN'].includes('...')).map((p) => p.name);
    expect(dots).toEqual([]);
  });
});

describe('documented defaults', () => {
  const defaults = (...defs: ApiDefinition[]) =>
    Object.fromEntries(defs.flatMap((def) => def.properties.map((p) => [p.name, p.default])));

  it('match the spec', () => {
    expect(defaults(apiDefinitions.Table, apiDefinitions.Deprecated)).toMatchObject({
      prefixCls: "'rc-table'",
      rowKey: "'key'",
      showHeader: 'true',
      emptyText: "'No Data'",
      'expandable.expandIconColumnIndex': '0',
    });
  });

  it("do not claim the spec's indentSize default of 15, which rc-table 7.55.1 does not apply", () => {
    // BodyRow pads `indentSize * depth` px with no fallback, so an unset indentSize indents nothing.
    expect(defaults(apiDefinitions.Table)['expandable.indentSize']).toBeUndefined();
  });
});

describe('since versions', () => {
  // The map derived from the published packages (its $comment says how); the rows carry the same versions.
  const since: Record<string, string> = sinceData.since;
  const compare = (a: string, b: string) => {
    const [x, y] = [a, b].map((v) => v.split('.').map(Number));
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
  const installed = JSON.parse(readFileSync(`${libDir}../package.json`, 'utf8')).version as string;
  const released = new Set<string>(
    [
      ...JSON.parse(readFileSync('docs/7.x/data/releases.json', 'utf8')),
      ...JSON.parse(readFileSync('docs/7.x/data/releases-7.14-7.55.json', 'utf8')),
      ...JSON.parse(readFileSync('docs/7.x/data/releases-from-tags.json', 'utf8')).releases,
    ].map((r: { version: string }) => r.version),
  );
  const rows = Object.values(apiDefinitions)
    .filter((def) => def.id !== 'Deprecated')
    .flatMap((def) => def.properties.map((p) => ({ id: `${def.id}:${p.name}`, since: p.since })));

  it('has a derived version for every documented row, and for nothing else', () => {
    expect(Object.keys(since).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('shows on each row the derived version when it is after 7.0.0, and none otherwise', () => {
    const wrong = rows
      .filter((r) => r.since !== (compare(since[r.id], '7.0.0') > 0 ? since[r.id] : undefined))
      .map((r) => `${r.id}: row says ${r.since}, derived ${since[r.id]}`);
    expect(wrong).toEqual([]);
  });

  it('names only released versions after 7.0.0 and not after the installed rc-table', () => {
    const shown = rows.flatMap((r) => (r.since ? [`${r.id}@${r.since}`] : []));
    expect(shown.length).toBeGreaterThan(20);
    const bad = rows
      .filter((r) => r.since)
      .filter((r) => !released.has(r.since!) || compare(r.since!, '7.0.0') <= 0 || compare(r.since!, installed) > 0)
      .map((r) => `${r.id}@${r.since}`);
    expect(bad).toEqual([]);
    for (const version of Object.values(since))
      expect(version === '7.0.0' || released.has(version), version).toBe(true);
  });

  it('agrees with what the installed rc-table declares (a name derived as new must exist in it)', () => {
    const trees: Record<string, PropTree> = Object.fromEntries(propTables.map((t) => [t.id, t.tree]));
    const missing = rows
      .filter((r) => r.id.split(':')[0] in trees)
      .filter((r) => !trees[r.id.split(':')[0]].find(r.id.slice(r.id.indexOf(':') + 1)))
      .map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it('is never shown on a deprecated entry', () => {
    expect(apiDefinitions.Deprecated.properties.filter((p) => p.since).map((p) => p.name)).toEqual([]);
  });
});

describe('an API description in a locale', () => {
  it('is the text of that locale, English for a locale the data has no text for', () => {
    const text = { 'en-US': 'Row key', 'zh-CN': '行的 key' };
    expect(localized(text, 'zh-CN')).toBe('行的 key');
    expect(localized(text, 'en-US')).toBe('Row key');
    expect(localized(text, 'fr-FR')).toBe('Row key');
  });
});
