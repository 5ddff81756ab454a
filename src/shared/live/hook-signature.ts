/**
 * The hook signature of a demo's code: the hooks it calls, in order, per function. The live editor
 * keeps the edited demo mounted across edits (its state survives, as with React Fast Refresh) while
 * the signature stays the same, and mounts it afresh when it changes: React keeps a component's state
 * by the order of its hook calls, so an edit that adds, removes or reorders hooks must not reuse it.
 *
 * Read from the demo's TypeScript source as the editor holds it (not the compiled code, where sucrase
 * writes `(0, _react.useState)(`): comments, strings and template text are
 * blanked first, then every call `useX(` or `React.useX(` is listed under the component or custom hook it
 * sits in (the last `function Name` or `const Name = (…) =>` / `function` seen whose name is
 * capitalised or starts with `use`), in source order. A hook called in a branch or a loop counts once
 * per call site: an edit that changes which branch runs is not told apart.
 */
export function hookSignature(code: string): string {
  const text = blankCommentsAndStrings(code);
  const parts: string[] = [];
  const pattern =
    /\bfunction\s+([A-Za-z_$][\w$]*)|\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b|\([^()]*\)\s*(?::[^=]+)?=>|[A-Za-z_$][\w$]*\s*=>)|(?:\bReact\s*\.\s*)?\b(use[A-Z0-9][\w$]*|use)\s*(?:<(?:[^<>()]|<[^<>()]*>)*>)?\s*\(/g;
  let owner = '';
  for (const match of text.matchAll(pattern)) {
    const [, fn, binding, hook] = match;
    const name = fn ?? binding;
    // Components (capitalised) and custom hooks own hooks; a nested helper (`const addLog = …`) does not.
    if (name) {
      if (/^(?:[A-Z]|use[A-Z0-9])/.test(name)) owner = name;
    } else if (hook) parts.push(`${owner}:${hook}`);
  }
  return parts.join(',');
}

/** The code with comments, string literals and template text replaced by spaces (offsets unchanged). */
function blankCommentsAndStrings(code: string): string {
  return code.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, (m) =>
    m.replace(/[^\n]/g, ' '),
  );
}
