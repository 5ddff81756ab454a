/** The name of the function the rebinding code calls for each component an edited demo declares. */
export const STABLE_COMPONENT = '__rcStableComponent';

/**
 * The names a demo may declare a component under: `function Name(` with a capitalised name, anywhere in the
 * compiled code (the rebinding itself skips a name that is not a function of the module's own scope: a nested
 * declaration, one in a comment). Hooks (`useX`), helpers (`makeColumns`), classes and `const X = …` are left out.
 */
const DECLARED_COMPONENT = /\bfunction\s+([A-Z][\w$]*)\s*\(/g;

/**
 * Compiled demo code whose top-level components are swapped, before anything else in the module runs, for the
 * stand-ins `STABLE_COMPONENT(name, component)` returns: every use of the name in the module (JSX, a
 * `components` prop, `memo(Name)`) then sees the stand-in. Added on the first line, after the "use strict"
 * directive sucrase writes, so that line numbers stay the source's. Only a name that is a function in the
 * module's scope at that point is swapped: a hoisted top-level declaration, not a nested one (not in scope), nor
 * a `const` or class of that name (not yet initialised: the check throws, and is caught).
 */
export function rebindComponents(code: string): string {
  const names = new Set([...code.matchAll(DECLARED_COMPONENT)].map((m) => m[1]));
  if (names.size === 0) return code;
  const rebind = [...names]
    .map((n) => `try{if(typeof ${n}==="function")${n}=${STABLE_COMPONENT}(${JSON.stringify(n)},${n})}catch{}`)
    .join(';');
  const directive = /^(["'])use strict\1;?/.exec(code);
  const at = directive ? directive[0].length : 0;
  return `${code.slice(0, at)}${rebind};${code.slice(at)}`;
}

type Component = (...args: unknown[]) => unknown;
/** A declared component: its latest declaration, and the stand-in that calls it. */
interface Declared {
  latest: Component;
  readonly standIn: Component;
}

/** Gives the stand-in of a declared component for the current edit (see `componentScope`). */
export type StableComponent = (name: string, latest: Component) => Component;

/** One demo's stand-ins, by the hook signature of the edit being evaluated. */
export type ComponentScope = (signature: string) => StableComponent;

/**
 * One demo's stand-ins for the components its module declares, kept across edits: React sees the same
 * `ExpandButton` after an edit and updates it in place (its state and its DOM kept) instead of mounting a new
 * one, as React Fast Refresh does for the components of a module. A stand-in calls the latest declaration as its
 * own render, so its hooks are those of the declaration.
 *
 * Only while the demo's hook signature (hook-signature.ts) stays the same: a new signature starts new stand-ins.
 * The demo mounts afresh then (the preview's generation), and a stand-in of the tree still on screen keeps
 * calling the declaration its hooks were made by until the new tree replaces it.
 */
export function componentScope(): ComponentScope {
  let current = '';
  let declared = new Map<string, Declared>();
  return (signature) => {
    if (signature !== current) {
      current = signature;
      declared = new Map();
    }
    const own = declared;
    return (name, latest) => {
      const known = own.get(name);
      if (known) {
        known.latest = latest;
        return known.standIn;
      }
      const entry: Declared = {
        latest,
        standIn: function (this: unknown, ...args: unknown[]) {
          return entry.latest.apply(this, args);
        },
      };
      Object.defineProperty(entry.standIn, 'name', { value: name });
      own.set(name, entry);
      return entry.standIn;
    };
  };
}
