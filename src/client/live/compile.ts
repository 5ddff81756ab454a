import { parser } from '@lezer/javascript';
import { transform } from 'sucrase';
import { runtimeSpecifiers } from '../../shared/demo/imports.ts';
import { guardLoops } from './loop-guard.ts';

interface CompileError {
  message: string;
  /** Offset in the source where the error is (0 when unknown). */
  pos: number;
}

export type Compiled = { ok: true; code: string; imports: string[] } | { ok: false; error: CompileError };

/**
 * A demo's TSX compiled for the browser: types stripped, JSX for React's automatic runtime, imports
 * as CommonJS `require` calls (resolved by the live runtime's registry), every loop guarded. Sucrase
 * keeps line numbers, so runtime errors and loop errors name the lines of the source. Sucrase strips types
 * without checking all of JavaScript's grammar (`{ a: 1,, }` passes): the engine's parser has the last word
 * when the code is parsed to run (parseDemo in run.ts), once per edit.
 */
export function compileDemo(source: string): Compiled {
  try {
    const { code } = transform(source, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      // Optional chaining, `??` and the like stay as written: the browser runs them (and the slim
      // build of sucrase, src/build/vite-sucrase-slim.ts, leaves out their down-levelling).
      disableESTransforms: true,
      filePath: 'demo.tsx',
    });
    return { ok: true, code: guardLoops(code), imports: runtimeSpecifiers(source) };
  } catch (err) {
    const e = err as { message?: string; pos?: number };
    // Sucrase appends " (line:column)" to its message; the editor marks the place itself.
    const message = String(e.message ?? err)
      .replace(/^Error transforming [^:]*: /, '')
      .replace(/\s*\(\d+:\d+\)$/, '');
    return { ok: false, error: { message, pos: typeof e.pos === 'number' ? e.pos : 0 } };
  }
}

/**
 * Where the TSX parser first meets an error in the source (0 when it finds none): the place to mark when the
 * engine rejects code sucrase let through (see parseDemo).
 */
export function firstParseError(source: string): number {
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

/**
 * Compiles `doc` `times` times, one compile in each idle moment of the page, and drops the results. The engine
 * optimises sucrase's code only once it has run a few times; until then a compile takes two to five times as long
 * (expanded-row-render's first edits: 6–10 ms, later about 2 ms; the very first, 114 ms at 4× CPU slowdown).
 * Warmed while the reader reads, their first keystrokes get the fast compiler. Returns a stop: the reader's own
 * edits warm it once they type.
 */
export function warmCompiler(doc: string, times: number): () => void {
  let left = times;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    compileDemo(doc);
    if (--left > 0) next();
  };
  // Safari has no requestIdleCallback: a short wait instead.
  const next = () =>
    typeof requestIdleCallback === 'function'
      ? (idle = requestIdleCallback(step, { timeout: 2_000 }))
      : (timer = setTimeout(step, 50));
  next();
  return () => {
    left = 0;
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
