import { parser } from '@lezer/javascript';
import { runtimeSpecifiers } from '../../shared/demo/imports.ts';
import { guardLoops } from './loop-guard.ts';
import type { Transpiled } from './transpile.ts';

interface CompileError {
  message: string;
  /** Offset in the source where the error is (0 when unknown). */
  pos: number;
}

export type Compiled = { ok: true; code: string; imports: string[] } | { ok: false; error: CompileError };

/**
 * A demo ready to run, from its source and what the transpiler made of it (transpile.ts, in its worker): every loop
 * guarded, the JavaScript engine's own parse passed, its run-time imports listed. Sucrase keeps line numbers, so
 * runtime errors and loop errors name the lines of the source.
 */
export function compileDemo(source: string, transpiled: Transpiled): Compiled {
  if (!transpiled.ok) return { ok: false, error: { message: transpiled.message, pos: transpiled.pos } };
  const guarded = guardLoops(transpiled.code);
  // Sucrase strips types without checking all of JavaScript's grammar (`{ a: 1,, }` passes): the
  // engine's own parser has the last word, and the editor's parser says where the error is.
  const invalid = syntaxError(guarded);
  if (invalid) return { ok: false, error: { message: invalid, pos: firstParseError(source) } };
  return { ok: true, code: guarded, imports: runtimeSpecifiers(source) };
}

/** The JavaScript engine's syntax error for compiled code, or null (parsing only: nothing runs). */
function syntaxError(code: string): string | null {
  try {
    // Parsing only: the constructor compiles the body without running it.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(code);
    return null;
  } catch (err) {
    return err instanceof SyntaxError ? err.message : null;
  }
}

/** Where the TSX parser first meets an error in the source (0 when it finds none). */
function firstParseError(source: string): number {
  let at = -1;
  parser
    .configure({ dialect: 'ts jsx' })
    .parse(source)
    .iterate({
      enter(node) {
        if (at >= 0) return false;
        if (node.type.isError) at = node.from;
      },
    });
  return Math.max(at, 0);
}
