import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CLASS_RENAMES, CLASS_TOKEN } from '../../shared/upgrade/css-classes.ts';

/**
 * The CSS class table of the upgrade: every class rc-table 7.x emits or styles, and what 1.x has instead, made from
 * the two installed packages (their assets/index.css and the class names their lib/**\/*.js builds). The renames
 * themselves are facts kept in src/shared/upgrade/css-classes.ts (the editor's rules read them); this module lists
 * what the packages really use, so that tests/unit/upgrade-css-classes.test.ts fails when the two drift apart.
 */

const ROOT = 'rc-table';

export interface PackageClasses {
  /** Classes named in assets/index.css. */
  styled: Set<string>;
  /** Classes the JavaScript builds (`rc-table-row-level-` stands for the numbered family). */
  emitted: Set<string>;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// 7.x's lib is compiled to ES5 (`"".concat(prefix, "-suffix")`), 1.x's keeps template literals (`${prefix}-suffix`).
/** A class built from a variable prefix: `"".concat(prefix, "-suffix")` or `` `${prefix}-suffix` ``. */
const BUILT = /""\.concat\(([A-Za-z_$][\w$]*), "([^"]*)"\)|`\$\{([A-Za-z_$][\w$]*)\}(-[^`$]*)/g;
/** `var cellPrefixCls = "".concat(prefixCls, "-cell")` or `` const cellPrefixCls = `${prefixCls}-cell` ``. */
const ASSIGN =
  /(?:var|const|let) ([A-Za-z_$][\w$]*) = (?:""\.concat\(([A-Za-z_$][\w$]*), "([^"]*)"\)|`\$\{([A-Za-z_$][\w$]*)\}(-[^`$]*)`)/g;

/** The classes built in one file: each variable that holds a class prefix is followed back to `prefixCls`. */
function emittedIn(code: string): string[] {
  const prefixes = new Map<string, string>([['prefixCls', ROOT]]);
  // Assignments can chain (`a = prefixCls-x`, `b = a-y`): resolve until nothing changes.
  const assigns = [...code.matchAll(ASSIGN)].map((m) => [m[1], m[2] ?? m[4], m[3] ?? m[5]] as const);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, base, suffix] of assigns)
      if (!prefixes.has(name) && prefixes.has(base)) {
        prefixes.set(name, prefixes.get(base)! + suffix);
        changed = true;
      }
  }
  const classes: string[] = [];
  for (const match of code.matchAll(BUILT)) {
    const base = match[1] ?? match[3];
    const suffix = match[2] ?? match[4];
    const prefix = prefixes.get(base);
    if (prefix === undefined) continue;
    // "-row-indent indent-level-" is two classes; only the first carries the prefix.
    const [first] = suffix.split(' ');
    if (first.startsWith('-')) classes.push(prefix + first);
  }
  for (const prefix of prefixes.values()) classes.push(prefix);
  return classes;
}

/** The classes one installed package styles and emits (`packageDir` is its folder in node_modules). */
export function classesOf(packageDir: string): PackageClasses {
  const css = readFileSync(path.join(packageDir, 'assets/index.css'), 'utf8');
  const styled = new Set([...css.matchAll(CLASS_TOKEN)].map((m) => m[0]));
  const emitted = new Set(
    jsFiles(path.join(packageDir, 'lib')).flatMap((file) => emittedIn(readFileSync(file, 'utf8'))),
  );
  return { styled, emitted };
}

export interface ClassRow {
  /** The 7.x class. */
  name: string;
  /** Where 7.x has it. */
  in7: { styled: boolean; emitted: boolean };
  /** The class 1.x uses instead: the same name when 1.x keeps it, null when it is gone. */
  replacement: string | null;
}

/**
 * Every class of rc-table 7.x with its 1.x fate: kept (1.x styles or emits the same name), renamed or gone (from
 * CLASS_RENAMES), or `undefined` replacement when 1.x dropped it and no rename says what happened (a drift).
 */
export function classTable(v7Dir: string, v1Dir: string): { rows: ClassRow[]; unmapped: string[] } {
  const v7 = classesOf(v7Dir);
  const v1 = classesOf(v1Dir);
  const all = [...new Set([...v7.styled, ...v7.emitted])].sort();
  const unmapped: string[] = [];
  const rows = all.flatMap((name): ClassRow[] => {
    const in7 = { styled: v7.styled.has(name), emitted: v7.emitted.has(name) };
    if (name in CLASS_RENAMES) return [{ name, in7, replacement: CLASS_RENAMES[name] }];
    if (v1.styled.has(name) || v1.emitted.has(name)) return [{ name, in7, replacement: name }];
    unmapped.push(name);
    return [];
  });
  return { rows, unmapped };
}
