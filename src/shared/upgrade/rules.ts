import type { SyntaxNode, Tree } from '@lezer/common';
import { parser } from '@lezer/javascript';
import type { MessageId } from '../i18n/translate.ts';
import { CLASS_RENAMES, CLASS_TOKEN } from './css-classes.ts';
import { DEPRECATED_IN_1X, FIXED_RENAMES, LEGACY_PROPS, PACKAGE_RENAMES, ROOT_EXPORTS } from './deprecations.ts';

/**
 * The rc-table 7 → @rc-component/table 1 upgrade rules: read a demo's TSX with the editor's grammar (Lezer, TSX
 * dialect) and list what belongs to the 7.x line or what 1.x deprecates, each with a text fix where the change is
 * mechanical. Pure: the editor's lint source, a worker and the Node tests run the same code.
 */

type RuleId =
  | 'package'
  | 'deep-import'
  | 'table-summary'
  | 'fixed'
  | 'expandable-fixed'
  | 'expand-icon'
  | 'legacy-prop'
  | 'class-name';

export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

export interface Finding {
  rule: RuleId;
  /** The flagged text, as offsets into the source. */
  from: number;
  to: number;
  /** 1-based line and column of `from`. */
  line: number;
  column: number;
  /** 'warning': 1.x deprecates it or it is 7.x-only; 'info': 1.x keeps it, a newer form exists. */
  severity: 'warning' | 'info';
  message: { id: MessageId; values: Record<string, string> };
  /** Edits that make the change, applied together; absent when it takes a person. */
  fix?: TextEdit[];
}

export type LintResult =
  | { ok: true; findings: Finding[] }
  /** The code does not parse: where the parser first gave up, and no findings. */
  | { ok: false; error: { from: number; line: number; column: number } };

/** The live editor's grammar: JavaScript with the JSX and TypeScript dialects. */
export const tsxParser = parser.configure({ dialect: 'jsx ts' });

/** A JSX tag name followed by type arguments: `<Table<Row>`, `< List.Item <T>`. */
const TAG_BEFORE_TYPE_ARGUMENTS = /<\s*[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*(?=<)/g;
/** What stands before a JSX element (not before a type's or a call's `<`: `Array<Map<K, V>>`, `f<A<B>>()`). */
const BEFORE_JSX = /(?:^|[(=,?:{}[\]>&|!;]|\breturn|\byield|=>)\s*$/;

/**
 * `source` with the type arguments of its JSX tags (`<Table<Row> data={rows} />`, valid TSX) blanked out: Lezer's
 * grammar stops at them, so code written that way would otherwise get no findings. Each blanked character becomes
 * a space (line breaks stay), so every offset and line of the result is the source's; no rule reads type arguments.
 */
export function withoutJsxTypeArguments(source: string): string {
  let result: string | undefined;
  for (const match of source.matchAll(TAG_BEFORE_TYPE_ARGUMENTS)) {
    if (!BEFORE_JSX.test(source.slice(Math.max(0, match.index - 8), match.index))) continue;
    const open = match.index + match[0].length;
    let depth = 0;
    let end = -1;
    for (let i = open; i < source.length; i++) {
      if (source[i] === '<') depth++;
      else if (source[i] === '>' && source[i - 1] !== '=' && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    if (end === -1) break;
    result ??= source;
    result = result.slice(0, open) + source.slice(open, end).replace(/[^\r\n]/g, ' ') + result.slice(end);
  }
  return result ?? source;
}

/** Parse TSX the way the live editor does, JSX tags' type arguments included (see withoutJsxTypeArguments). */
export function parseTsx(source: string): Tree {
  return tsxParser.parse(withoutJsxTypeArguments(source));
}

const TABLE_PACKAGES = new Set(['rc-table', '@rc-component/table']);
const LEGACY_TABLE_PROPS = new Map(LEGACY_PROPS.filter((p) => p.scope === 'Table').map((p) => [p.key, p]));
const LEGACY_COLUMN_FIELDS = new Map(
  // A column's render is flagged by what it returns, which a reader checks: not by its name.
  LEGACY_PROPS.filter((p) => p.scope === 'column' && p.key !== 'render').map((p) => [p.key, p]),
);
const LEGACY_EXPANDABLE_FIELDS = new Map(LEGACY_PROPS.filter((p) => p.scope === 'expandable').map((p) => [p.key, p]));
/** Top-level props that are fields of `expandable` now (the fix moves them there). */
const MOVES_INTO_EXPANDABLE = new Set(
  LEGACY_PROPS.filter((p) => p.scope === 'Table' && p.replacement.name.startsWith('expandable.')).map((p) => p.key),
);
/** Nodes a `fixed` value's literal may sit under: `c ? 'left' : undefined`, `('left' as const)`, `a ?? 'right'`. */
const VALUE_WRAPPERS = new Set(['ConditionalExpression', 'ParenthesizedExpression', 'BinaryExpression']);

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function position(starts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low] + 1 };
}

/** The text of a string literal node without its quotes. */
function unquote(source: string, node: SyntaxNode): string {
  return source.slice(node.from + 1, node.to - 1);
}

interface Context {
  source: string;
  findings: Omit<Finding, 'line' | 'column'>[];
  /** Local names bound to the table package's default export (`Table`) and to its named `Summary`. */
  tableNames: Set<string>;
  summaryName?: string;
  /** The import of the table package, where a `Summary` specifier can be added. */
  tableImport?: SyntaxNode;
  /** Every name the module declares (a fix never adds a name that is taken). */
  declared: Set<string>;
}

function add(ctx: Context, finding: Omit<Finding, 'line' | 'column'>) {
  ctx.findings.push(finding);
}

/** Pass 1: imports, the names they bind, and the import rules. */
function readImport(ctx: Context, node: SyntaxNode) {
  const { source } = ctx;
  const spec = node.getChild('String');
  if (!spec) return;
  const name = unquote(source, spec);
  const at = { from: spec.from + 1, to: spec.to - 1 };
  const isTable = TABLE_PACKAGES.has(name);
  if (isTable && node.name === 'ImportDeclaration') {
    // `import type { … }` binds no value: Summary is added to a value import.
    if (node.firstChild?.nextSibling?.name !== 'type') ctx.tableImport = node;
    const def = node.getChild('VariableDefinition');
    if (def) ctx.tableNames.add(source.slice(def.from, def.to));
    const group = node.getChild('ImportGroup');
    if (group) {
      for (let child = group.firstChild; child; child = child.nextSibling) {
        if (child.name !== 'VariableName' && child.name !== 'VariableDefinition') continue;
        const imported = source.slice(child.from, child.to);
        const local = child.nextSibling?.name === 'as' ? child.nextSibling.nextSibling : child;
        const localName = local ? source.slice(local.from, local.to) : imported;
        if (imported === 'Summary') ctx.summaryName = localName;
        if (imported === 'default') ctx.tableNames.add(localName);
      }
    }
  }
  const rename = PACKAGE_RENAMES.find((r) => r.from === name);
  if (rename) {
    add(ctx, {
      rule: 'package',
      ...at,
      severity: 'warning',
      message: { id: 'upgrade.rule.package', values: { from: rename.from, to: rename.to } },
      fix: [{ ...at, insert: rename.to }],
    });
    return;
  }
  const deep = /^(rc-table|rc-util)\/(lib|es|assets)\/(.+)$/.exec(name);
  if (!deep) return;
  const [, pkg, folder, rest] = deep;
  const to = PACKAGE_RENAMES.find((r) => r.from === pkg)!.to;
  if (folder === 'assets') {
    // Both packages ship assets/index.css (no exports map): the path moves as it is.
    add(ctx, {
      rule: 'package',
      ...at,
      severity: 'warning',
      message: { id: 'upgrade.rule.package', values: { from: pkg, to } },
      fix: [{ ...at, insert: `${to}/assets/${rest}` }],
    });
    return;
  }
  const names = importedNames(source, node);
  const missing = pkg === 'rc-table' ? names.filter((n) => !ROOT_EXPORTS.includes(n)) : names;
  const fixable = pkg === 'rc-table' && names.length > 0 && missing.length === 0 && !names.includes('default');
  add(ctx, {
    rule: 'deep-import',
    ...at,
    severity: 'warning',
    message: fixable
      ? { id: 'upgrade.rule.deepImport', values: { from: name, to } }
      : { id: 'upgrade.rule.deepImportManual', values: { from: name, to, names: missing.join(', ') } },
    ...(fixable ? { fix: [{ ...at, insert: to }] } : {}),
  });
}

/** The names an import or re-export takes (`default` for a default import, `*` for a namespace). */
function importedNames(source: string, node: SyntaxNode): string[] {
  const names: string[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.name === 'VariableDefinition' && node.name === 'ImportDeclaration') names.push('default');
    else if (child.name === 'Star') names.push('*');
    else if (child.name === 'ImportGroup' || child.name === 'ExportGroup') {
      for (let item = child.firstChild; item; item = item.nextSibling) {
        if (item.name !== 'VariableName' && item.name !== 'VariableDefinition') continue;
        if (item.prevSibling?.name === 'as') continue;
        names.push(source.slice(item.from, item.to));
      }
    }
  }
  return names;
}

/** The name of a Property or JSXAttribute node (`fixed` of `fixed: 'left'`). */
function keyOf(source: string, node: SyntaxNode): string | undefined {
  const key = node.firstChild;
  if (!key) return undefined;
  if (key.name === 'PropertyDefinition' || key.name === 'JSXIdentifier') return source.slice(key.from, key.to);
  if (key.name === 'String') return unquote(source, key);
  return undefined;
}

/**
 * What an object literal is the value of: the key of the Property or JSX attribute (`expandable`), or, for a
 * variable, `expandable` when its name or type says so (`const expandable: TableProps['expandable'] = { … }`).
 */
function ownerKey(source: string, object: SyntaxNode): string | undefined {
  let parent = object.parent;
  if (parent?.name === 'JSXEscape') parent = parent.parent;
  if (parent?.name === 'Property' || parent?.name === 'JSXAttribute') return keyOf(source, parent);
  if (parent?.name === 'VariableDeclaration') {
    const head = source.slice(parent.from, object.from);
    return /expandable/i.test(head) ? 'expandable' : 'variable';
  }
  return undefined;
}

/** The JSX tag name an attribute belongs to (`Table`, `Table.Summary.Row`). */
function tagOf(source: string, attribute: SyntaxNode): string | undefined {
  const tag = attribute.parent;
  const name = tag?.firstChild?.nextSibling;
  if (!name) return undefined;
  return source.slice(name.from, name.to).replace(/\s+/g, '');
}

/** String literals in value position under `node` (through conditionals, parentheses, `??`, `as const`). */
function valueStrings(node: SyntaxNode, out: SyntaxNode[] = []): SyntaxNode[] {
  if (node.name === 'String') out.push(node);
  else if (VALUE_WRAPPERS.has(node.name))
    for (let child = node.firstChild; child; child = child.nextSibling) valueStrings(child, out);
  return out;
}

function checkFixed(ctx: Context, literals: SyntaxNode[], inExpandable: boolean) {
  const { source } = ctx;
  for (const literal of literals) {
    const text = unquote(source, literal);
    if (text !== 'left' && text !== 'right') continue;
    const to = FIXED_RENAMES[text];
    const quote = source[literal.from];
    add(ctx, {
      rule: inExpandable ? 'expandable-fixed' : 'fixed',
      from: literal.from,
      to: literal.to,
      severity: 'warning',
      message: { id: 'upgrade.rule.fixed', values: { from: text, to } },
      fix: [{ from: literal.from, to: literal.to, insert: `${quote}${to}${quote}` }],
    });
  }
}

function checkProperty(ctx: Context, node: SyntaxNode) {
  const { source } = ctx;
  const key = keyOf(source, node);
  const value = node.lastChild;
  if (!key || !value || !node.parent) return;
  const owner = ownerKey(source, node.parent);
  const inExpandable = owner === 'expandable';
  if (key === 'fixed') {
    checkFixed(ctx, valueStrings(value), inExpandable);
    return;
  }
  const keyNode = node.firstChild!;
  if (inExpandable && key === 'expandIcon') {
    add(ctx, {
      rule: 'expand-icon',
      from: keyNode.from,
      to: keyNode.to,
      severity: 'warning',
      message: {
        id: 'upgrade.rule.expandIcon',
        values: { from: DEPRECATED_IN_1X.expandIcon.from, to: DEPRECATED_IN_1X.expandIcon.to },
      },
    });
    return;
  }
  const legacy = inExpandable ? LEGACY_EXPANDABLE_FIELDS.get(key) : LEGACY_COLUMN_FIELDS.get(key);
  // A column field is looked for in objects that are not another prop's value (columns are array items or variables).
  if (!legacy || (!inExpandable && owner !== undefined && owner !== 'variable')) return;
  add(ctx, {
    rule: 'legacy-prop',
    from: keyNode.from,
    to: keyNode.to,
    severity: 'warning',
    message: { id: 'upgrade.rule.legacyProp', values: { from: legacy.name, to: legacy.replacement.name } },
  });
}

/** The JSX attributes of one tag, by name. */
function attributesOf(source: string, tag: SyntaxNode): Map<string, SyntaxNode> {
  const attributes = new Map<string, SyntaxNode>();
  for (let child = tag.firstChild; child; child = child.nextSibling)
    if (child.name === 'JSXAttribute') {
      const key = keyOf(source, child);
      if (key) attributes.set(key, child);
    }
  return attributes;
}

/**
 * The fix for the top-level expand props of one `<Table>`: move them all into `expandable` (a new attribute in
 * place of the first, or the start of an `expandable={{ … }}` object literal). Undefined when that is not mechanical.
 */
function moveIntoExpandable(ctx: Context, attributes: Map<string, SyntaxNode>): TextEdit[] | undefined {
  const { source } = ctx;
  const moving = [...attributes].filter(([key]) => MOVES_INTO_EXPANDABLE.has(key)).map(([, node]) => node);
  const fields: string[] = [];
  for (const node of moving) {
    const key = keyOf(source, node)!;
    const value = node.lastChild;
    if (!value || !node.getChild('Equals')) fields.push(`${key}: true`);
    else if (value.name === 'JSXEscape') fields.push(`${key}: ${source.slice(value.from + 1, value.to - 1).trim()}`);
    else if (value.name === 'JSXAttributeValue') fields.push(`${key}: ${source.slice(value.from, value.to)}`);
    else return undefined;
  }
  const edits: TextEdit[] = [];
  const existing = attributes.get('expandable');
  // Delete each moved attribute with the whitespace before it.
  const removal = (node: SyntaxNode): TextEdit => {
    let from = node.from;
    while (from > 0 && /\s/.test(source[from - 1])) from--;
    return { from, to: node.to, insert: '' };
  };
  if (existing) {
    const object = existing.lastChild?.name === 'JSXEscape' ? existing.lastChild.getChild('ObjectExpression') : null;
    if (!object) return undefined;
    const open = object.firstChild!;
    const empty = open.nextSibling?.name === '}';
    edits.push({ from: open.to, to: open.to, insert: ` ${fields.join(', ')}${empty ? ' ' : ','}` });
    edits.push(...moving.map(removal));
  } else {
    const [first, ...rest] = moving;
    edits.push({ from: first.from, to: first.to, insert: `expandable={{ ${fields.join(', ')} }}` });
    edits.push(...rest.map(removal));
  }
  return edits;
}

function checkTableTag(ctx: Context, tag: SyntaxNode) {
  const { source } = ctx;
  const attributes = attributesOf(source, tag);
  let moveFix: TextEdit[] | undefined | null = null;
  for (const [key, node] of attributes) {
    const legacy = LEGACY_TABLE_PROPS.get(key);
    if (!legacy) continue;
    const keyNode = node.firstChild!;
    let fix: TextEdit[] | undefined;
    if (MOVES_INTO_EXPANDABLE.has(key)) {
      if (moveFix === null) moveFix = moveIntoExpandable(ctx, attributes);
      fix = moveFix;
    }
    add(ctx, {
      rule: key === 'expandIcon' ? 'expand-icon' : 'legacy-prop',
      from: keyNode.from,
      to: keyNode.to,
      severity: 'warning',
      message:
        key === 'expandIcon'
          ? { id: 'upgrade.rule.expandIcon', values: { from: 'expandIcon', to: DEPRECATED_IN_1X.expandIcon.to } }
          : { id: 'upgrade.rule.legacyProp', values: { from: legacy.name, to: legacy.replacement.name } },
      ...(fix && key !== 'expandIcon' ? { fix } : {}),
    });
  }
  // Expandable fields written as a JSX attribute's object are read by checkProperty.
}

function checkJsxAttribute(ctx: Context, node: SyntaxNode) {
  const { source } = ctx;
  if (keyOf(source, node) !== 'fixed') return;
  const value = node.lastChild;
  if (value?.name !== 'JSXAttributeValue') return;
  const tag = tagOf(source, node) ?? '';
  // <Column fixed="left">; Summary's fixed is 'top' | 'bottom' | boolean, never left/right.
  if (/Summary/.test(tag)) return;
  checkFixed(ctx, [value], false);
}

/** `Table.Summary` → `Summary` (the named export; 1.x keeps the static too, so this is a suggestion). */
function checkSummary(ctx: Context, node: SyntaxNode) {
  const { source } = ctx;
  const object = node.firstChild;
  const property = node.lastChild;
  if (!object || !property || object.name === 'JSXMemberExpression' || object.name === 'MemberExpression') return;
  if (!ctx.tableNames.has(source.slice(object.from, object.to))) return;
  if (source.slice(property.from, property.to) !== 'Summary') return;
  const local = ctx.summaryName ?? 'Summary';
  const canFix = ctx.summaryName !== undefined || (!ctx.declared.has('Summary') && ctx.tableImport !== undefined);
  const fix: TextEdit[] = [{ from: object.from, to: property.to, insert: local }];
  if (canFix && ctx.summaryName === undefined) fix.push(addSummaryImport(ctx, ctx.tableImport!));
  add(ctx, {
    rule: 'table-summary',
    from: object.from,
    to: property.to,
    severity: 'info',
    message: { id: 'upgrade.rule.tableSummary', values: { from: source.slice(object.from, property.to), to: local } },
    ...(canFix ? { fix } : {}),
  });
}

function addSummaryImport(ctx: Context, declaration: SyntaxNode): TextEdit {
  const group = declaration.getChild('ImportGroup');
  if (group) {
    const close = group.lastChild!;
    let at = close.from;
    while (/\s/.test(ctx.source[at - 1])) at--;
    const empty = close.prevSibling?.name === '{';
    const trailingComma = ctx.source[at - 1] === ',';
    return { from: at, to: at, insert: empty ? ' Summary ' : trailingComma ? ' Summary' : ', Summary' };
  }
  const def = declaration.getChild('VariableDefinition')!;
  return { from: def.to, to: def.to, insert: ', { Summary }' };
}

/** 7.x class names in a string's text (`from` is the offset of `text` in the source). */
function checkClassNames(ctx: Context, text: string, from: number) {
  if (!text.includes('rc-table-')) return;
  for (const match of text.matchAll(CLASS_TOKEN)) {
    const name = match[0];
    if (!(name in CLASS_RENAMES)) continue;
    const start = from + match.index;
    const to = CLASS_RENAMES[name];
    add(ctx, {
      rule: 'class-name',
      from: start,
      to: start + name.length,
      severity: 'warning',
      message: to
        ? { id: 'upgrade.rule.className', values: { from: name, to } }
        : { id: 'upgrade.rule.classNameGone', values: { from: name } },
      ...(to ? { fix: [{ from: start, to: start + name.length, insert: to }] } : {}),
    });
  }
}

/**
 * Where the parser first gave up. A JSX comment (`{/* … *\/}`) is valid TSX, but the Lezer grammar expects an
 * expression in every JSX escape and marks its closing brace: that one is not counted.
 */
function firstError(source: string, tree: Tree): number | undefined {
  let at: number | undefined;
  tree.iterate({
    enter(node) {
      if (at !== undefined) return false;
      if (!node.type.isError) return undefined;
      if (!isJsxComment(source, node.node)) at = node.from;
      return false;
    },
  });
  return at;
}

function isJsxComment(source: string, error: SyntaxNode): boolean {
  const escape = error.parent;
  if (escape?.name !== 'JSXEscape' || error.from !== error.to || source[error.from] !== '}') return false;
  for (let child = escape.firstChild; child; child = child.nextSibling)
    if (!child.type.isError && child.name !== '{' && child.name !== 'BlockComment' && child.name !== 'LineComment')
      return false;
  return true;
}

/** The findings of a component's TSX, or where it stops parsing. Give `tree` when the editor already has it. */
export function lintUpgrade(source: string, tree: Tree = parseTsx(source)): LintResult {
  const starts = lineStarts(source);
  const error = firstError(source, tree);
  if (error !== undefined) return { ok: false, error: { from: error, ...position(starts, error) } };

  const ctx: Context = { source, findings: [], tableNames: new Set(), declared: new Set() };
  // One walk collects what the rules look at; imports first, so that the rules know the table's local names.
  const cursor = tree.cursor();
  const tags: SyntaxNode[] = [];
  const properties: SyntaxNode[] = [];
  const attributes: SyntaxNode[] = [];
  const members: SyntaxNode[] = [];
  const strings: SyntaxNode[] = [];
  let skipStringsUntil = -1;
  do {
    switch (cursor.name) {
      case 'ImportDeclaration':
      case 'ExportDeclaration':
        readImport(ctx, cursor.node);
        // Its module specifier is no class-name string.
        if (cursor.node.getChild('String')) skipStringsUntil = cursor.to;
        break;
      case 'VariableDefinition':
        ctx.declared.add(source.slice(cursor.from, cursor.to));
        break;
      case 'JSXOpenTag':
      case 'JSXSelfClosingTag':
        tags.push(cursor.node);
        break;
      case 'Property':
        properties.push(cursor.node);
        break;
      case 'JSXAttribute':
        attributes.push(cursor.node);
        break;
      case 'JSXMemberExpression':
      case 'MemberExpression':
        members.push(cursor.node);
        break;
      case 'String':
      case 'JSXAttributeValue':
      case 'TemplateString':
        if (cursor.from >= skipStringsUntil) strings.push(cursor.node);
        break;
    }
  } while (cursor.next());

  for (const tag of tags) {
    const name = tag.firstChild?.nextSibling;
    if (name?.name === 'JSXIdentifier' && ctx.tableNames.has(source.slice(name.from, name.to))) checkTableTag(ctx, tag);
  }
  for (const node of properties) checkProperty(ctx, node);
  for (const node of attributes) checkJsxAttribute(ctx, node);
  for (const node of members) checkSummary(ctx, node);
  for (const node of strings) {
    if (node.name === 'TemplateString') {
      // The literal text between interpolations.
      let from = node.from + 1;
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child.name !== 'Interpolation') continue;
        checkClassNames(ctx, source.slice(from, child.from), from);
        from = child.to;
      }
      checkClassNames(ctx, source.slice(from, node.to - 1), from);
    } else checkClassNames(ctx, unquote(source, node), node.from + 1);
  }

  const findings = ctx.findings
    .sort((a, b) => a.from - b.from || a.to - b.to)
    .map((f) => ({ ...f, ...position(starts, f.from) }));
  return { ok: true, findings };
}

/** 7.x class names in a stylesheet (selectors and any other text of it). */
export function lintUpgradeCss(css: string): Finding[] {
  const ctx: Context = { source: css, findings: [], tableNames: new Set(), declared: new Set() };
  checkClassNames(ctx, css, 0);
  const starts = lineStarts(css);
  return ctx.findings.map((f) => ({ ...f, ...position(starts, f.from) }));
}
