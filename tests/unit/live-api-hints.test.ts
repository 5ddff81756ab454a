import { autocompletion, CompletionContext } from '@codemirror/autocomplete';
import { javascript } from '@codemirror/lang-javascript';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import type { SyntaxNode, Tree } from '@lezer/common';
import { parser } from '@lezer/javascript';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { apiDefinitionsOf } from '../../src/build/api-docs/definitions';

const apiDefinitions = apiDefinitionsOf('7.x');
import { apiCompletionSource } from '../../src/client/live/api-completion';
import { apiHints, firstSentence, type ApiHints, type ApiScope } from '../../src/shared/live/api-hints';
import { apiNameAt, apiSlotAt } from '../../src/client/live/api-slot';

const tsx = parser.configure({ dialect: 'ts jsx' });
const labels = { default: 'Default', required: 'required', since: (v: string) => `since ${v}` };
const en = apiHints(apiDefinitions, 'en-US', labels);
const zh = apiHints(apiDefinitions, 'zh-CN', { ...labels, since: (v) => `自 ${v} 起` });
const names = (hints: ApiHints, scope: ApiScope) => hints.scopes[scope].map((h) => h.name);

/** The slot at the `|` in `code` (the bar is removed before parsing). */
function slotAt(code: string) {
  const pos = code.indexOf('|');
  const doc = code.slice(0, pos) + code.slice(pos + 1);
  const slot = apiSlotAt(tsx.parse(doc), doc, pos);
  return slot && { ...slot, typed: doc.slice(slot.from, slot.to) };
}

describe('the editor hints of rc-table API, from the API tab definitions', () => {
  it('offers Table props by their top-level names, with type, default and the first sentence', () => {
    const rowHoverable = en.scopes.Table.find((h) => h.name === 'rowHoverable');
    expect(rowHoverable).toEqual({
      name: 'rowHoverable',
      type: 'boolean',
      default: 'true',
      since: 'since 7.44.0',
      summary: 'Set to false to turn off the hover highlight of body rows.',
    });
    expect(names(en, 'Table')).toEqual(expect.arrayContaining(['columns', 'data', 'expandable', 'sticky', 'scroll']));
    expect(
      Object.values(en.scopes)
        .flat()
        .every((h) => !h.name.includes('.')),
    ).toBe(true);
  });

  it('gives each object its own fields: expandable, sticky, scroll and VirtualTable’s pixel-only scroll', () => {
    expect(names(en, 'expandable')).toEqual(
      expect.arrayContaining(['expandedRowRender', 'expandedRowKeys', 'fixed', 'expandedRowOffset']),
    );
    expect(names(en, 'sticky')).toEqual(expect.arrayContaining(['offsetHeader', 'offsetSummary', 'getContainer']));
    expect(names(en, 'scroll').sort()).toEqual(['x', 'y']);
    expect(en.scopes.virtualScroll.find((h) => h.name === 'y')?.type).toBe('number');
    expect(names(en, 'column')).toEqual(expect.arrayContaining(['title', 'dataIndex', 'render', 'fixed', 'minWidth']));
  });

  it('gives VirtualTable its own props and the Table props it takes, its own winning', () => {
    const virtualNames = names(en, 'VirtualTable');
    expect(virtualNames).toEqual(expect.arrayContaining(['listItemHeight', 'columns', 'rowKey']));
    expect(virtualNames.filter((n) => n === 'scroll')).toHaveLength(1);
    const scroll = en.scopes.VirtualTable.find((h) => h.name === 'scroll');
    expect(scroll?.summary).toBe("Replaces Table's scroll: both parts are numbers of pixels, and y must be given.");
  });

  it('writes the cards in the page’s language', () => {
    const expandable = zh.scopes.Table.find((h) => h.name === 'rowHoverable');
    expect(expandable?.summary).toBe('设为 false 可关闭表体行的悬停高亮。');
    expect(expandable?.since).toBe('自 7.44.0 起');
  });

  it('cuts a description at its first full stop, in either language', () => {
    expect(firstSentence('Width of the column. In pixels or as a CSS length.')).toBe('Width of the column.');
    expect(firstSentence('scroll.x is set to 7.55.1 here. Then more.')).toBe('scroll.x is set to 7.55.1 here.');
    expect(firstSentence('列宽。可以是像素数值。')).toBe('列宽。');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });
});

describe('where rc-table names fit in a demo’s code', () => {
  it('completes a Table prop being typed, and knows the props already set', () => {
    const slot = slotAt('const a = <Table columns={columns} expa| data={data} />;');
    expect(slot).toMatchObject({ scope: 'Table', typed: 'expa' });
    expect(slot?.present).toEqual(['columns', 'expa', 'data']);
  });

  it('completes between attributes, of Table and of VirtualTable, but not of other tags', () => {
    expect(slotAt('const a = <Table columns={columns} | />;')).toMatchObject({ scope: 'Table', typed: '' });
    expect(slotAt('const a = <VirtualTable list| />;')).toMatchObject({ scope: 'VirtualTable', typed: 'list' });
    expect(slotAt('const a = <Table.Column wid| />;')).toMatchObject({ scope: 'column', typed: 'wid' });
    expect(slotAt('const a = <div cla| />;')).toBeNull();
    expect(slotAt('const a = <Table columns={col|} />;')).toBeNull();
  });

  it('completes the fields of column objects, however the column list is written', () => {
    expect(slotAt("const columns: ColumnsType<Row> = [{ title: 'A', dat| }];")).toMatchObject({
      scope: 'column',
      typed: 'dat',
      present: ['title', 'dat'],
    });
    expect(slotAt('const columns = [{ |}];')).toMatchObject({ scope: 'column', typed: '' });
    expect(slotAt('const columns = useMemo(() => [{ ti| }], []);')).toMatchObject({ scope: 'column' });
    expect(slotAt('const cols: ColumnType<Row>[] = widths.map((w) => ({ wi| }));')).toMatchObject({ scope: 'column' });
    expect(slotAt("const a = <Table columns={[{ title: 'A', ke| }]} />;")).toMatchObject({ scope: 'column' });
    expect(slotAt("const columns = [{ title: 'G', children: [{ ti| }] }];")).toMatchObject({ scope: 'column' });
  });

  it('leaves other objects alone: data rows, render results, arguments, nested values', () => {
    expect(slotAt('const data = [{ key: 1, na| }];')).toBeNull();
    expect(slotAt('const columns = [{ render: () => ({ chi| }) }];')).toBeNull();
    expect(slotAt('const columns = makeColumns({ wid| });')).toBeNull();
    expect(slotAt('const columns = [{ onCell: () => ({ sty| }) }];')).toBeNull();
    expect(slotAt("const columns = [{ title: 'A', filters: [{ te| }] }];")).toBeNull();
  });

  it('completes the fields of expandable, sticky and scroll objects by the tag they are given to', () => {
    expect(slotAt('const a = <Table expandable={{ expandedRowRender: (r) => r, ro| }} />;')).toMatchObject({
      scope: 'expandable',
      typed: 'ro',
      present: ['expandedRowRender', 'ro'],
    });
    expect(slotAt('const a = <Table sticky={{ | }} />;')).toMatchObject({ scope: 'sticky' });
    expect(slotAt('const a = <Table scroll={{ | }} />;')).toMatchObject({ scope: 'scroll' });
    expect(slotAt('const a = <VirtualTable scroll={{ | }} />;')).toMatchObject({ scope: 'virtualScroll' });
    expect(slotAt('const expandable: ExpandableConfig<Row> = { |};')).toMatchObject({ scope: 'expandable' });
    expect(slotAt('const a = <Table onRow={() => ({ | })} />;')).toBeNull();
  });

  it('completes an object of Table props and the configs inside it', () => {
    expect(slotAt('const tableProps: TableProps<Row> = { columns, ro| };')).toMatchObject({
      scope: 'Table',
      typed: 'ro',
      present: ['columns', 'ro'],
    });
    expect(slotAt('const props: VirtualTableProps<Row> = { |};')).toMatchObject({ scope: 'VirtualTable' });
    expect(slotAt('const p: TableProps<Row> = { expandable: { fi| } };')).toMatchObject({ scope: 'expandable' });
    expect(slotAt('const p: VirtualTableProps<Row> = { scroll: { | } };')).toMatchObject({ scope: 'virtualScroll' });
    expect(slotAt('const p: TableProps<Row> = { onRow: { | } };')).toBeNull();
    expect(slotAt('const p = { expandable: { | } };')).toBeNull();
    expect(slotAt("const e: TableProps<Row>['expandable'] = { |};")).toMatchObject({ scope: 'expandable' });
    expect(slotAt("const s: VirtualTableProps<Row>['scroll'] = { |};")).toMatchObject({ scope: 'virtualScroll' });
    expect(slotAt("const c: TableProps<Row>['columns'] = [{ |}];")).toMatchObject({ scope: 'column' });
    expect(slotAt("const r: TableProps<Row>['onRow'] = () => ({ |});")).toBeNull();
  });

  it('finds the name under the pointer for its hover card', () => {
    const doc = "const a = <Table rowHoverable={false} expandable={{ fixed: 'left' }} />;";
    const tree = tsx.parse(doc);
    expect(apiNameAt(tree, doc, doc.indexOf('rowHoverable') + 3)).toMatchObject({
      scope: 'Table',
      name: 'rowHoverable',
    });
    expect(apiNameAt(tree, doc, doc.indexOf('fixed') + 1)).toMatchObject({ scope: 'expandable', name: 'fixed' });
    expect(apiNameAt(tree, doc, doc.indexOf('false'))).toBeNull();
  });
});

describe('the hints against every demo the site shows', () => {
  const examples = path.resolve(import.meta.dirname, '../../docs/7.x/examples');
  const files = readdirSync(examples).filter((f) => f.endsWith('.tsx'));

  /** Every property name of every object literal that the editor would take for `scope`. */
  function namesTakenFor(tree: Tree, doc: string) {
    const found: { scope: ApiScope; name: string }[] = [];
    tree.iterate({
      enter(ref) {
        if (ref.name !== 'PropertyDefinition' && ref.name !== 'JSXIdentifier') return;
        const node: SyntaxNode = ref.node;
        const hit = apiNameAt(tree, doc, node.from);
        if (hit && hit.from === node.from) found.push({ scope: hit.scope, name: hit.name });
      },
    });
    return found;
  }

  it('parses every demo as the editor will (no JSX type arguments, which its TSX grammar cannot read)', () => {
    const misread: string[] = [];
    for (const file of files) {
      const doc = readFileSync(path.join(examples, file), 'utf8');
      tsx.parse(doc).iterate({
        enter(ref) {
          if (!ref.type.isError) return;
          // The grammar's one known slip: a JSX comment `{/* … */}` leaves an empty error node before its brace.
          const escape = ref.node.parent;
          const onlyComment =
            escape?.name === 'JSXEscape' && /^\{\s*\/\*[\s\S]*\*\/\s*$/.test(doc.slice(escape.from, escape.to));
          if (!onlyComment) misread.push(`${file}:${doc.slice(0, ref.from).split('\n').length}`);
        },
      });
    }
    expect(misread).toEqual([]);
  });

  it('takes only real rc-table names for API names: every field of every column and config object the demos write', () => {
    const unknown: string[] = [];
    let checked = 0;
    for (const file of files) {
      const doc = readFileSync(path.join(examples, file), 'utf8');
      for (const { scope, name } of namesTakenFor(tsx.parse(doc), doc)) {
        checked += 1;
        // React's own `key` and `ref`, and the aria-* and data-* attributes rc-table passes on to its wrapper.
        const passedOn = scope !== 'column' && /^(key|ref|aria-.+|data-.+)$/.test(name);
        if (!names(en, scope).includes(name) && !passedOn) {
          unknown.push(`${file}: ${scope}.${name}`);
        }
      }
    }
    expect(unknown).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});

describe('the completion source in a real CodeMirror state', () => {
  const complete = (code: string, explicit = false, { parsed = true } = {}) => {
    const pos = code.indexOf('|');
    const doc = code.slice(0, pos) + code.slice(pos + 1);
    const state = EditorState.create({
      doc,
      extensions: [javascript({ jsx: true, typescript: true }), autocompletion()],
    });
    if (parsed) ensureSyntaxTree(state, state.doc.length, 5000);
    // Otherwise the case under test: the tree must stop short of the cursor's line.
    else expect(syntaxTree(state).length).toBeLessThan(state.doc.lineAt(pos).from);
    return apiCompletionSource(en)(new CompletionContext(state, pos, explicit));
  };

  it('offers expandable with its type after typing expa inside <Table', () => {
    const result = complete('const a = <Table columns={columns} expa| />;');
    const option = result?.options.find((o) => o.label === 'expandable');
    expect(option?.detail).toBe(en.scopes.Table.find((h) => h.name === 'expandable')?.type);
    expect(result?.from).toBe('const a = <Table columns={columns} '.length);
  });

  /** About 5 KB of code before the line under test: more than a new state parses at once. */
  const LONG_TEXT = Array.from({ length: 100 }, (_, i) => `const value${i} = { label: 'row ${i}', count: ${i} };`).join(
    '\n',
  );

  // A new state (or a paste) is parsed only so far at once; the rest in the background, later on a busy machine.
  it('offers expandable at the end of a long text the editor has not parsed that far yet', () => {
    const result = complete(`${LONG_TEXT}\nconst a = <Table columns={columns} expa| />;`, false, { parsed: false });
    expect(result?.options.map((o) => o.label)).toContain('expandable');
  });

  // CodeMirror parses on for a time limit, in wall time: a busy machine (or a phone) can spend it all elsewhere.
  it('offers expandable at the end of a long text even when parsing it on runs out of time at once', () => {
    let clock = Date.now();
    // Each look at the clock finds 200 ms gone: any parsing with a time limit stops at its first check.
    const busy = vi.spyOn(Date, 'now').mockImplementation(() => (clock += 200));
    try {
      const result = complete(`${LONG_TEXT}\nconst a = <Table columns={columns} expa| />;`, false, { parsed: false });
      expect(result?.options.map((o) => o.label)).toContain('expandable');
    } finally {
      busy.mockRestore();
    }
  });

  it('does not offer a prop already set, and waits for a letter or Ctrl+Space on an empty slot', () => {
    const result = complete('const a = <Table columns={columns} c| />;');
    expect(result?.options.map((o) => o.label)).not.toContain('columns');
    expect(complete('const a = <Table columns={columns} | />;')).toBeNull();
    expect(complete('const a = <Table columns={columns} | />;', true)?.options.length).toBeGreaterThan(20);
  });
});
