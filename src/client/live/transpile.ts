import { transform } from 'sucrase';

/** Sucrase's output for a demo's TSX, or where it stopped. */
export type Transpiled = { ok: true; code: string } | { ok: false; message: string; pos: number };

/** A demo's source for the transpiler's worker (src/client/workers/transpile.worker.ts). */
export interface TranspileRequest {
  id: number;
  source: string;
}

/** The worker's answer: the result, and when (in epoch milliseconds) and for how long sucrase ran. */
export interface TranspileResponse {
  id: number;
  result: Transpiled;
  started: number;
  duration: number;
}

/**
 * A demo's TSX as JavaScript the browser runs: types stripped, JSX for React's automatic runtime, imports as
 * CommonJS `require` calls (resolved by the live runtime's registry), line numbers kept. Runs in the transpiler's
 * worker, off the page's main thread; the page checks the result (compile.ts).
 */
export function transpile(source: string): Transpiled {
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
    return { ok: true, code };
  } catch (err) {
    const e = err as { message?: string; pos?: number };
    // Sucrase appends " (line:column)" to its message; the editor marks the place itself.
    const message = String(e.message ?? err)
      .replace(/^Error transforming [^:]*: /, '')
      .replace(/\s*\(\d+:\d+\)$/, '');
    return { ok: false, message, pos: typeof e.pos === 'number' ? e.pos : 0 };
  }
}
