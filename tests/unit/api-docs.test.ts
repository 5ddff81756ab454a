import { describe, it, expect } from 'vitest';
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiDefinitionsOf, SINCE } from '../../src/build/api-docs/definitions';
import { API_LINES, API_PACKAGES, FIRST_RELEASE, type ApiLine } from '../../src/build/api-docs/line';
import { localized } from '../../src/shared/api-docs/localized';
import type { ApiDefinition } from '../../src/shared/api-docs/types';

// Each line's API reference against the declarations its package ships (node_modules/<package>/lib: rc-table on
// 7.x, @rc-component/table on 1.x), read with the TypeScript compiler API. Both directions: every documented name
// exists in the package, and every public prop, export and ref method of the package is documented (or listed
// below as internal, with the reason). Simple types (unions of literals and primitives) and required-ness are
// compared too. The expected names come from the .d.ts files, so a bump that adds, removes or renames something,
// or a row written for the other line, makes this test fail.

/** The package of a line, read once: its declarations and what the tests ask of them. */
function readPackage(line: ApiLine) {
  const packageDir = fileURLToPath(new URL(`../../node_modules/${API_PACKAGES[line]}/`, import.meta.url));
  const libDir = `${packageDir}lib/`;
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
    if (!source) throw new Error(`${API_PACKAGES[line]} declarations not found: ${path}`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${path} is not a module`);
    return checker.getExportsOfModule(moduleSymbol);
  }
  const resolved = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
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

  /** A component's props (or a type's fields), and the fields of its object-valued props at any depth. */
  class PropTree {
    constructor(readonly props: Map<string, ts.Symbol>) {}
    /** The fields of `scroll` (or of `classNames.header`), by their own names. */
    nested(parent: string): Map<string, ts.Symbol> {
      const symbol = this.find(parent);
      return symbol ? propertiesOf(valueType(symbol)) : new Map();
    }
    /** `scroll.x` → the symbol of `x` in `scroll`'s type; `classNames.header.cell` two levels down. */
    find(name: string): ts.Symbol | undefined {
      const parts = name.split('.');
      let symbol = this.props.get(parts[0]);
      for (const part of parts.slice(1)) symbol = symbol && propertiesOf(valueType(symbol)).get(part);
      return symbol;
    }
  }

  const fromOwnFile = (props: Map<string, ts.Symbol>, own: string) =>
    new Map([...props].filter(([, symbol]) => symbol.declarations?.some((d) => d.getSourceFile().fileName === own)));

  const tableProps = new PropTree(propertiesOf(declaredType(file('index'), 'TableProps')));
  const columnProps = new PropTree(
    new Map([
      ...propertiesOf(declaredType(file('index'), 'ColumnType')),
      ...propertiesOf(declaredType(file('interface'), 'ColumnGroupType')), // adds `children`
    ]),
  );
  /** The props a component of a file takes (its default export's first parameter): `children` included. */
  const componentProps = (path: string) => {
    const [signature] = valueType(moduleExport(path, 'default')).getCallSignatures();
    return propertiesOf(valueType(signature.getParameters()[0]));
  };
  const trees: Record<string, { tree: PropTree; source: string; checksRequired: boolean }> = {
    Table: { tree: tableProps, source: 'TableProps', checksRequired: true },
    Column: { tree: columnProps, source: 'ColumnType', checksRequired: false },
    // VirtualTableProps extends TableProps: what VirtualTable adds or redeclares is what its own file declares.
    VirtualTable: {
      tree: new PropTree(
        fromOwnFile(propertiesOf(declaredType(file('index'), 'VirtualTableProps')), file('VirtualTable/index')),
      ),
      source: 'VirtualTableProps',
      checksRequired: true,
    },
    Reference: {
      tree: new PropTree(propertiesOf(declaredType(file('index'), 'Reference'))),
      source: 'Reference',
      checksRequired: false,
    },
    Summary: {
      tree: new PropTree(componentProps(file('Footer/Summary'))),
      source: 'SummaryProps',
      checksRequired: true,
    },
    SummaryRow: {
      tree: new PropTree(componentProps(file('Footer/Row'))),
      source: 'FooterRowProps',
      checksRequired: true,
    },
    SummaryCell: {
      tree: new PropTree(componentProps(file('Footer/Cell'))),
      source: 'SummaryCellProps',
      checksRequired: true,
    },
  };

  /**
   * A declared type as the set of its parts when it is a union of literals and primitives (`'start'`, `number`,
   * `boolean`); undefined for anything richer, which the rows may write in their own words.
   */
  function simpleParts(type: ts.Type): Set<string> | undefined {
    const parts = (type.isUnion() ? type.types : [type]).filter(
      (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
    );
    const out = new Set<string>();
    for (const t of parts) {
      if (t.isStringLiteral()) out.add(`'${t.value}'`);
      else if (t.flags & (ts.TypeFlags.String | ts.TypeFlags.Number | ts.TypeFlags.BooleanLiteral))
        out.add(checker.typeToString(t));
      else return undefined;
    }
    if (out.has('true') && out.has('false')) {
      out.delete('true');
      out.delete('false');
      out.add('boolean');
    }
    return out;
  }

  return {
    file,
    packageJson: JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as {
      version: string;
      peerDependencies: Record<string, string>;
    },
    checker,
    moduleExports,
    moduleExport,
    valueType,
    propertiesOf,
    tableProps,
    columnProps,
    trees,
    simpleParts,
  };
}

/** A row's type as the set of its parts when it is written as a union of literals and primitives. */
function writtenParts(type: string): Set<string> | undefined {
  const parts = type.split('|').map((p) => p.trim());
  return parts.every((p) => /^('[^']*'|number|string|boolean|true|false)$/.test(p)) ? new Set(parts) : undefined;
}

/**
 * Public in the .d.ts but left out of the reference on purpose, on both lines. Each entry says why; the test below
 * fails when one of them no longer exists, so the list cannot go stale.
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
  genTable: "builds a Table with a custom re-render check (antd's use); its argument is a comparison of props",
  genVirtualTable: 'the same for VirtualTable',
  'Table.displayName': "React's debugging name of the component (ForwardGenericTable declares it), not table API",
};
const internal = (name: string) => Object.hasOwn(INTERNAL, name);
/** Fields every React function component may carry (1.x types Table.Summary as React.FC): not table API. */
const REACT_STATICS = new Set(['displayName', 'propTypes', 'defaultProps', 'contextTypes']);

const compare = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** The releases of each line the site's release data knows. */
const RELEASED: Record<ApiLine, Set<string>> = {
  '7.x': new Set(
    [
      ...JSON.parse(readFileSync('docs/7.x/data/releases.json', 'utf8')),
      ...JSON.parse(readFileSync('docs/7.x/data/releases-7.14-7.55.json', 'utf8')),
      ...JSON.parse(readFileSync('docs/7.x/data/releases-from-tags.json', 'utf8')).releases,
    ].map((r: { version: string }) => r.version),
  ),
  '1.x': new Set(
    JSON.parse(readFileSync('docs/1.x/data/releases.json', 'utf8')).releases.map((r: { version: string }) => r.version),
  ),
};

describe.each(API_LINES.map((line) => ({ line, pkg: API_PACKAGES[line] })))(
  '$line API reference ($pkg)',
  ({ line, pkg }) => {
    const d = readPackage(line);
    const apiDefinitions = apiDefinitionsOf(line);
    const tagsOf = (symbol: ts.Symbol) => symbol.getJsDocTags(d.checker).map((tag) => tag.name);
    const isDeprecated = (symbol: ts.Symbol) => tagsOf(symbol).includes('deprecated');
    const isOptional = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;
    const deprecatedDef = apiDefinitions.Deprecated;
    const documented = (def: ApiDefinition) => new Set(def.properties.map((p) => p.name));
    const allRows = new Set(
      Object.values(apiDefinitions).flatMap((def) => def.properties.map((p) => `${def.id}:${p.name}`)),
    );

    /** Names in the tree (and the fields of documented groups, at any depth) that the reference does not list. */
    function undocumented(def: ApiDefinition, tree: ReturnType<typeof readPackage>['tableProps'], source: string) {
      const names = documented(def);
      const deprecatedNames = documented(deprecatedDef);
      const hasChildren = (name: string) => [...names].some((n) => n.startsWith(`${name}.`));
      const listed = (name: string, symbol: ts.Symbol) =>
        names.has(name) ||
        hasChildren(name) ||
        (isDeprecated(symbol) && deprecatedNames.has(name)) ||
        internal(`${source}.${name}`);
      const out: string[] = [];
      for (const [name, symbol] of tree.props) if (!listed(name, symbol)) out.push(name);
      // Every group a dotted row names (`scroll`, `classNames`, `classNames.header`): all its fields are listed.
      const groups = new Set(
        [...names].flatMap((n) =>
          n
            .split('.')
            .slice(0, -1)
            .map((_, i, a) => a.slice(0, i + 1).join('.')),
        ),
      );
      for (const parent of groups) {
        for (const [name, symbol] of tree.nested(parent)) {
          if (!listed(`${parent}.${name}`, symbol)) out.push(`${parent}.${name}`);
        }
      }
      return out.sort();
    }

    it(`is read from the installed ${pkg}`, () => {
      expect(d.packageJson.version.startsWith(line === '7.x' ? '7.' : '1.')).toBe(true);
    });

    describe.each(Object.entries(d.trees).map(([id, t]) => ({ id, ...t })))('$id', ({ id, tree, source }) => {
      const def = apiDefinitions[id];

      it(`reads the ${source} declarations`, () => {
        expect(def, `no definition with id ${id}`).toBeDefined();
        expect(tree.props.size).toBeGreaterThan(1);
      });

      it(`documents only properties that exist in ${source}`, () => {
        const missing = def.properties.map((p) => p.name).filter((name) => !tree.find(name));
        expect(missing, `documented but not in ${pkg}'s ${source}: ${missing.join(', ')}`).toEqual([]);
      });

      it(`documents every public member of ${source}`, () => {
        const list = undocumented(def, tree, source);
        expect(
          list,
          `in ${pkg}'s ${source} but not documented (nor deprecated, nor internal): ${list.join(', ')}`,
        ).toEqual([]);
      });

      it('writes a simple type (literals and primitives) as the package declares it', () => {
        const wrong = def.properties.flatMap((p) => {
          const written = writtenParts(p.type);
          const symbol = tree.find(p.name);
          if (!written || !symbol) return [];
          const declared = d.simpleParts(d.valueType(symbol));
          const same = declared && declared.size === written.size && [...declared].every((x) => written.has(x));
          return same
            ? []
            : [`${p.name}: row says ${p.type}, ${pkg} declares ${[...(declared ?? ['(not simple)'])].join(' | ')}`];
        });
        expect(wrong).toEqual([]);
      });

      it('leaves what the package deprecates to the Deprecated table', () => {
        const deprecatedHere = def.properties.map((p) => p.name).filter((name) => isDeprecated(tree.find(name)!));
        expect(deprecatedHere, `@deprecated in ${pkg} but listed as current: ${deprecatedHere.join(', ')}`).toEqual([]);
      });
    });

    // Props only: a column group's `children` is required while a column's is not, and a ref's members are not props.
    describe.each(
      Object.entries(d.trees)
        .filter(([, t]) => t.checksRequired)
        .map(([id, t]) => ({ id, ...t })),
    )('$id required properties', ({ id, tree }) => {
      it('marks as required exactly the properties the package does not make optional', () => {
        const wrong = apiDefinitions[id].properties
          .filter((p) => Boolean(p.required) === isOptional(tree.find(p.name)!))
          .map((p) => `${p.name} (${p.required ? 'marked required, optional' : 'required'} in ${pkg})`);
        expect(wrong).toEqual([]);
      });
    });

    describe('Components and exports', () => {
      const exported = d.moduleExports(d.file('index'));
      const tableStatics = d.propertiesOf(d.valueType(d.moduleExport(d.file('index'), 'default')));
      const summaryStatics = d.propertiesOf(d.valueType(d.moduleExport(d.file('index'), 'Summary')));

      it('reads the exports and the static members', () => {
        expect([...tableStatics.keys()]).toContain('Column');
        expect([...summaryStatics.keys()]).toContain('Cell');
        expect(exported.length).toBeGreaterThan(5);
      });

      it('lists every export, static member and sub-component, and nothing else', () => {
        // A named export that is also a static of the default export is documented once, as `Table.<name>`.
        const expected = new Set<string>(['Table']);
        for (const name of tableStatics.keys()) expected.add(`Table.${name}`);
        for (const name of summaryStatics.keys()) if (!REACT_STATICS.has(name)) expected.add(`Table.Summary.${name}`);
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

    describe('Peer dependencies', () => {
      it("are the package's peerDependencies, each with its range as the type", () => {
        const rows = Object.fromEntries(apiDefinitions.Peers.properties.map((p) => [p.name, p.type]));
        expect(rows).toEqual(d.packageJson.peerDependencies);
      });
    });

    it('has internals that the package declares, props among them marked @private', () => {
      const stale: string[] = [];
      const exportedNames = new Set(d.moduleExports(d.file('index')).map((s) => s.getName()));
      const tableStatics = d.propertiesOf(d.valueType(d.moduleExport(d.file('index'), 'default')));
      for (const name of Object.keys(INTERNAL)) {
        if (name.startsWith('TableProps.')) {
          const symbol = d.tableProps.find(name.slice('TableProps.'.length));
          if (!symbol || !tagsOf(symbol).includes('private')) stale.push(name);
        } else if (name.startsWith('Table.')) {
          if (!tableStatics.has(name.slice('Table.'.length))) stale.push(name);
        } else if (!exportedNames.has(name)) {
          stale.push(name);
        }
      }
      expect(stale, `not (or no longer) internal members of ${pkg}: ${stale.join(', ')}`).toEqual([]);
      for (const reason of Object.values(INTERNAL)) expect(reason.length).toBeGreaterThan(10);
    });

    describe('Deprecated table', () => {
      const inPackage = (name: string) => d.tableProps.find(name) ?? d.columnProps.find(name);
      const declared = deprecatedDef.properties.filter((p) => !p.removed);

      it('is folded and lists only what the package marks @deprecated or deprecates with a warning', () => {
        expect(deprecatedDef.collapsed).toBe(true);
        const notDeprecated = declared
          .filter((p) => {
            const symbol = inPackage(p.name);
            return !symbol || (!isDeprecated(symbol) && !p.warns);
          })
          .map((p) => p.name);
        expect(notDeprecated).toEqual([]);
      });

      it('lists as removed in 7.0.0 only what the package no longer declares, and says whether it still warns', () => {
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
          expect(inPackage(p.name), `${p.name} is still declared by ${pkg}`).toBeUndefined();
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

      it("documents what the package's own deprecation note names as the replacement, and points there", () => {
        const names = new Set(Object.values(apiDefinitions).flatMap((def) => def.properties.map((p) => p.name)));
        const current = new Set(
          Object.values(apiDefinitions)
            .filter((def) => def.id !== 'Deprecated')
            .flatMap((def) => def.properties.map((p) => p.name)),
        );
        const undocumentedNotes = declared.flatMap((p) => {
          if (!isDeprecated(inPackage(p.name)!)) return [];
          const tag = inPackage(p.name)!
            .getJsDocTags(d.checker)
            .find((t) => t.name === 'deprecated');
          const note = ts.displayPartsToString(tag?.text);
          const named = note.match(/`([^`]+)`/)?.[1];
          if (!named) return [`${p.name}: no replacement named in "${note}"`];
          if (!names.has(named) && !names.has(`Table.${named}`)) return [`${p.name}: ${named} not documented`];
          // Where the note names a current row, the entry's own replacement is that row.
          return current.has(named) && p.replacement?.name !== named
            ? [`${p.name}: points to ${p.replacement?.name}, ${pkg} says ${named}`]
            : [];
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

      it('lists its rows group by group, each group declared, when it has groups', () => {
        if (!def.groups) {
          expect(def.properties.filter((p) => p.group).map((p) => p.name)).toEqual([]);
          return;
        }
        const order = def.groups.map((g) => g.id);
        const seen = def.properties.map((p) => order.indexOf(p.group ?? ''));
        expect(seen.filter((i) => i < 0)).toEqual([]);
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
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

      it("do not claim the spec's indentSize default of 15, which neither line applies", () => {
        // BodyRow pads `indentSize * depth` px with no fallback, so an unset indentSize indents nothing.
        expect(defaults(apiDefinitions.Table)['expandable.indentSize']).toBeUndefined();
      });
    });

    describe('since versions', () => {
      // The line's map derived from the published packages or the git tags (its $comment says how); the build
      // shows it on the rows.
      const since = SINCE[line];
      const first = FIRST_RELEASE[line];
      const rows = Object.values(apiDefinitions)
        .filter((def) => def.id !== 'Deprecated')
        .flatMap((def) => def.properties.map((p) => ({ id: `${def.id}:${p.name}`, since: p.since })));

      it('has a derived version for every documented row, and for nothing else', () => {
        expect(Object.keys(since).sort()).toEqual(rows.map((r) => r.id).sort());
      });

      it(`shows on each row the derived version when it is after ${first}, and none otherwise`, () => {
        const wrong = rows
          .filter((r) => r.since !== (compare(since[r.id], first) > 0 ? since[r.id] : undefined))
          .map((r) => `${r.id}: row says ${r.since}, derived ${since[r.id]}`);
        expect(wrong).toEqual([]);
      });

      it(`names only released versions of the line, from ${first} to the installed ${pkg}`, () => {
        const shown = rows.flatMap((r) => (r.since ? [`${r.id}@${r.since}`] : []));
        expect(shown.length).toBeGreaterThan(line === '7.x' ? 20 : 10);
        const bad = Object.entries(since)
          .filter(([, v]) =>
            !RELEASED[line].has(v) && v !== first
              ? true
              : compare(v, first) < 0 || compare(v, d.packageJson.version) > 0,
          )
          .map(([id, v]) => `${id}@${v}`);
        expect(bad).toEqual([]);
      });

      it('is never shown on a deprecated entry', () => {
        expect(apiDefinitions.Deprecated.properties.filter((p) => p.since).map((p) => p.name)).toEqual([]);
      });
    });
  },
);

describe('the lines', () => {
  it('share a row once: the same text on both lines unless a line writes its own', () => {
    const [seven, one] = (['7.x', '1.x'] as const).map((line) => apiDefinitionsOf(line));
    const sevenRow = (id: string, name: string) => seven[id]?.properties.find((p) => p.name === name);
    const oneRow = (id: string, name: string) => one[id]?.properties.find((p) => p.name === name);
    expect(sevenRow('Table', 'rowKey')?.description).toBe(oneRow('Table', 'rowKey')?.description);
    expect(oneRow('Column', 'fixed')?.type).toContain("'start'");
    expect(sevenRow('Column', 'fixed')?.type).not.toContain("'start'");
    expect(sevenRow('Table', 'classNames')).toBeUndefined();
    expect(oneRow('Table', 'expandable.showExpandAll')?.since).toBe('1.12.0');
  });

  // A row written once for both lines that named one package's version ("never called by rc-table 7.55.1") read,
  // on the other line's tab, as a statement about the package the reader has.
  it.each(API_LINES)("%s: no row names the installed version of another line's package", (line) => {
    const others = API_LINES.filter((other) => other !== line).map(
      (other) =>
        (JSON.parse(readFileSync(`node_modules/${API_PACKAGES[other]}/package.json`, 'utf8')) as { version: string })
          .version,
    );
    const texts = Object.values(apiDefinitionsOf(line)).flatMap((d) =>
      d.properties.map((p) => `${d.id} ${p.name}: ${JSON.stringify(p.description)}`),
    );
    expect(texts.filter((text) => others.some((version) => text.includes(version)))).toEqual([]);
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

describe("each line's API tab", () => {
  const placed = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/<API id="(\w+)"[^>]*\/>/g)].map((m) => m[1]).sort();
  const PAGES: Record<ApiLine, string> = { '7.x': 'docs/7.x/index.$tab-api', '1.x': 'docs/1.x/index.$tab-api' };

  it.each(API_LINES)('%s places its definitions in both languages, each once, with a filter on the first', (line) => {
    const ids = Object.keys(apiDefinitionsOf(line)).sort();
    for (const file of [`${PAGES[line]}.mdx`, `${PAGES[line]}.zh-CN.mdx`]) {
      // 7.x leaves out Peers while its search index has no room for it (tests/unit/search-index.test.ts).
      expect(placed(file), file).toEqual(ids.filter((id) => !(line === '7.x' && id === 'Peers')));
      expect(readFileSync(file, 'utf8'), file).toMatch(/^<API id="Table" filter \/>$/m);
    }
  });
});
