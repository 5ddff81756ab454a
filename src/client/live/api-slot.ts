import type { SyntaxNode, Tree } from '@lezer/common';
import type { ApiScope } from '../../shared/live/api-hints.ts';

/**
 * Where the reader's cursor stands in rc-table's API, read from the editor's own syntax tree (Lezer's TSX
 * parser): which scope's names fit there, the name typed so far, and the names already given beside it.
 */
export interface ApiSlot {
  scope: ApiScope;
  /** The name being typed spans `from`–`to` (equal where nothing is typed yet). */
  from: number;
  to: number;
  /** Names already set in the same tag or object: not offered again. */
  present: string[];
}

/** A name of the API under the pointer, for its hover card. */
export interface ApiName {
  scope: ApiScope;
  name: string;
  from: number;
  to: number;
}

const TAG_SCOPES: Record<string, ApiScope> = {
  Table: 'Table',
  VirtualTable: 'VirtualTable',
  Column: 'column',
  'Table.Column': 'column',
};
const TAGS = new Set(['JSXOpenTag', 'JSXSelfClosingTag']);
const text = (doc: string, node: SyntaxNode) => doc.slice(node.from, node.to);

/** The scope of a JSX tag's attributes: `<Table …>` → Table; `<div …>` → none. */
function tagScope(tag: SyntaxNode, doc: string): ApiScope | undefined {
  const name = tag.getChild('JSXIdentifier') ?? tag.getChild('JSXMemberExpression');
  return name ? TAG_SCOPES[text(doc, name)] : undefined;
}

/** The names of a tag's attributes, or of an object literal's properties. */
function namesIn(container: SyntaxNode, doc: string): string[] {
  if (TAGS.has(container.name)) {
    return container.getChildren('JSXAttribute').flatMap((a) => {
      const name = a.getChild('JSXIdentifier');
      return name ? [text(doc, name)] : [];
    });
  }
  return container.getChildren('Property').flatMap((p) => {
    const name = p.getChild('PropertyDefinition');
    return name ? [text(doc, name)] : [];
  });
}

/** Which scope a variable's value belongs to, by its type annotation or, failing that, its name. */
function variableScope(declaration: SyntaxNode, doc: string): ApiScope | 'columns' | undefined {
  const type = declaration.getChild('TypeAnnotation');
  const typeText = type ? text(doc, type) : '';
  // `TableProps<Row>['expandable']`: the type of one of the props.
  const member = /\b(Virtual)?TableProps\b.*\[\s*['"](\w+)['"]\s*\]\s*$/.exec(typeText)?.slice(1);
  if (member) {
    const [virtual, prop] = member;
    if (prop === 'scroll') return virtual ? 'virtualScroll' : 'scroll';
    if (prop === 'columns') return 'columns';
    return prop === 'expandable' || prop === 'sticky' ? prop : undefined;
  }
  if (/\bVirtualTableProps\b/.test(typeText)) return 'VirtualTable';
  if (/\bTableProps\b/.test(typeText)) return 'Table';
  if (/\bColumnsType\b|\bColumnType\b.*\[\]/.test(typeText)) return 'columns';
  if (/\bColumnType\b/.test(typeText)) return 'column';
  if (/\bExpandableConfig\b/.test(typeText)) return 'expandable';
  if (/\bTableSticky\b/.test(typeText)) return 'sticky';
  if (typeText) return undefined;
  const name = declaration.getChild('VariableDefinition');
  const id = name ? text(doc, name) : '';
  if (/columns$/i.test(id)) return 'columns';
  if (id === 'expandable' || id === 'sticky') return id;
  return undefined;
}

/** The scope of an attribute's object value: `expandable={{ … }}` on a Table → expandable. */
function attributeObjectScope(attribute: SyntaxNode, doc: string): ApiScope | 'columns' | undefined {
  const tag = attribute.parent;
  const owner = tag && tagScope(tag, doc);
  if (owner !== 'Table' && owner !== 'VirtualTable') return undefined;
  const name = attribute.getChild('JSXIdentifier');
  switch (name && text(doc, name)) {
    case 'columns':
      return 'columns';
    case 'expandable':
      return 'expandable';
    case 'sticky':
      return 'sticky';
    case 'scroll':
      return owner === 'VirtualTable' ? 'virtualScroll' : 'scroll';
    default:
      return undefined;
  }
}

// Expressions a column list passes through on its way to a variable: `useMemo(() => [...])`,
// `widths.map((w) => ({ ... }))`, `[...] as ColumnsType<Row>`.
const TRANSPARENT = new Set(['ParenthesizedExpression', 'ArrowFunction', 'ReturnStatement', 'Block', 'AsExpression']);

// Calls whose callback makes one element of a list per call: `widths.map((w) => ({ … }))`.
const LIST_MAKERS = /(?:\.map|\.flatMap|Array\.from)\s*(?:<[^>]*>)?\s*$/;

/**
 * What an object literal describes: a column (an element of a column list, or a column's `children`), the
 * `expandable`/`sticky`/`scroll` config, or nothing of rc-table's.
 */
function objectScope(object: SyntaxNode, doc: string): ApiScope | undefined {
  let node: SyntaxNode = object;
  let inList = false;
  for (let depth = 0; depth < 12 && node.parent; depth += 1) {
    const parent: SyntaxNode = node.parent;
    if (parent.name === 'ArrayExpression') {
      if (inList) return undefined;
      inList = true;
    } else if (parent.name === 'ArgList') {
      // A callback's result (`.map(() => ({…}))`, `useMemo(() => […])`), never an argument itself.
      if (node.name !== 'ArrowFunction' || !parent.parent) return undefined;
      const call = parent.parent;
      if (LIST_MAKERS.test(doc.slice(call.from, parent.from))) {
        if (inList) return undefined;
        inList = true;
      }
      node = call;
      continue;
    } else if (parent.name === 'JSXEscape') {
      const attribute = parent.parent;
      const scope = attribute?.name === 'JSXAttribute' ? attributeObjectScope(attribute, doc) : undefined;
      return resolve(scope, inList);
    } else if (parent.name === 'VariableDeclaration') {
      return resolve(variableScope(parent, doc), inList);
    } else if (parent.name === 'Property') {
      // A column group's `children: [ … ]`, or a config in an object of Table props (`expandable: { … }`).
      const name = parent.getChild('PropertyDefinition');
      const owner = parent.parent;
      if (!name || owner?.name !== 'ObjectExpression') return undefined;
      const ownerScope = objectScope(owner, doc);
      const key = text(doc, name);
      if (inList) return key === 'children' && ownerScope === 'column' ? 'column' : undefined;
      if (ownerScope === 'Table' || ownerScope === 'VirtualTable') {
        if (key === 'scroll') return ownerScope === 'VirtualTable' ? 'virtualScroll' : 'scroll';
        if (key === 'expandable' || key === 'sticky') return key;
      }
      return undefined;
    } else if (!TRANSPARENT.has(parent.name)) {
      return undefined;
    }
    node = parent;
  }
  return undefined;
}

/** A scope met above an object: a column list's elements are columns; a config is itself only outside a list. */
function resolve(scope: ApiScope | 'columns' | undefined, inList: boolean): ApiScope | undefined {
  if (scope === 'columns') return inList ? 'column' : undefined;
  return inList ? undefined : scope;
}

/** The node the cursor is in or just after (the name being typed ends at the cursor). */
const nodeBefore = (tree: Tree, pos: number) => tree.resolveInner(pos, -1);

/** Where names of rc-table's API can be completed at `pos`, or null where none fit. */
export function apiSlotAt(tree: Tree, doc: string, pos: number): ApiSlot | null {
  const node = nodeBefore(tree, pos);
  const slot = (container: SyntaxNode, scope: ApiScope | undefined, from: number, to: number) =>
    scope ? { scope, from, to, present: namesIn(container, doc) } : null;

  // Typing an attribute's name: `<Table expa|`.
  if (node.name === 'JSXIdentifier' && node.parent?.name === 'JSXAttribute' && !node.prevSibling) {
    const tag = node.parent.parent;
    return tag && TAGS.has(tag.name) ? slot(tag, tagScope(tag, doc), node.from, node.to) : null;
  }
  // Between attributes: `<Table columns={columns} |`.
  if (TAGS.has(node.name) && /\s/.test(doc[pos - 1] ?? '')) return slot(node, tagScope(node, doc), pos, pos);

  // Typing a property's name: `{ title: 'A', ell| }` (a shorthand property parses as a name too).
  if (node.name === 'PropertyDefinition' && node.parent?.name === 'Property' && !node.prevSibling) {
    const object = node.parent.parent;
    return object?.name === 'ObjectExpression' ? slot(object, objectScope(object, doc), node.from, node.to) : null;
  }
  // Where a new property begins: after `{` or `,`.
  if (node.name === 'ObjectExpression' && /[{,]\s*$/.test(doc.slice(node.from, pos))) {
    return slot(node, objectScope(node, doc), pos, pos);
  }
  return null;
}

/** The API name under `pos` (an attribute of `<Table>` or a field of a column or config object), if any. */
export function apiNameAt(tree: Tree, doc: string, pos: number): ApiName | null {
  for (const side of [1, -1] as const) {
    const node = tree.resolveInner(pos, side);
    let scope: ApiScope | undefined;
    if (node.name === 'JSXIdentifier' && node.parent?.name === 'JSXAttribute' && !node.prevSibling) {
      const tag = node.parent.parent;
      scope = tag && TAGS.has(tag.name) ? tagScope(tag, doc) : undefined;
    } else if (node.name === 'PropertyDefinition' && node.parent?.name === 'Property' && !node.prevSibling) {
      const object = node.parent.parent;
      scope = object?.name === 'ObjectExpression' ? objectScope(object, doc) : undefined;
    }
    if (scope) return { scope, name: text(doc, node), from: node.from, to: node.to };
  }
  return null;
}
