import type { ComponentType } from 'react';
import { modules, stylesheets } from 'virtual:demo-packages';
import { hookSignature } from '../../shared/live/hook-signature.ts';
import { compileDemo, firstParseError } from './compile.ts';
import { nextTask } from './next-task.ts';
import type { ComponentScope } from './stable-components.ts';
import {
  evaluateDemo,
  parseDemo,
  resolveImports,
  UnknownImportError,
  type DemoProgram,
  type ImportRegistry,
} from './run.ts';

const registry: ImportRegistry = { modules, stylesheets };

/**
 * An edited demo ready to show. The preview keeps it mounted across edits while `signature` (its hook
 * signature, see hook-signature.ts) stays the same, so its state survives; a new signature mounts it
 * afresh.
 */
export interface EditedDemo {
  component: ComponentType;
  signature: string;
}

/** What running one version of the reader's code gave: the runner's whole answer to the editor. */
export type RunResult =
  | { kind: 'ok'; demo: EditedDemo }
  | { kind: 'syntax'; pos: number; message: string }
  | { kind: 'unknownImport'; specifier: string; available: string[] }
  | { kind: 'chunkFailed' };

/**
 * An edit that failed while being made ready: a component that throws, for the demo's own error box. Its own
 * signature: the next good edit mounts afresh rather than reusing a failed render's hooks.
 */
const failed = (error: unknown): RunResult => ({
  kind: 'ok',
  demo: {
    component: function EditedDemoFailed() {
      throw error;
    },
    signature: '!failed',
  },
});

/**
 * Compiles, resolves and evaluates `doc`, its components kept the same to React across the edits of `scope`'s
 * demo. A syntax error, an unknown import or a package chunk that did not load is returned (the last good table
 * stays); any other error while parsing or evaluating becomes a component that throws, for the preview's error
 * box. `performance.measure('live-edit-transpile')` is the transpile alone, for `npm run bench`.
 */
export async function runEdit(doc: string, scope: ComponentScope): Promise<RunResult> {
  const started = performance.now();
  const compiled = compileDemo(doc);
  performance.measure('live-edit-transpile', { start: started });
  if (!compiled.ok) return { kind: 'syntax', pos: compiled.error.pos, message: compiled.error.message };
  // Compiling and evaluating are each a task of their own: together they ran past 50 ms at 4× CPU slowdown
  // while typing (npm run bench), one keystroke's paint waiting behind both.
  await nextTask();
  let program: DemoProgram;
  try {
    program = parseDemo(compiled.code);
  } catch (error) {
    // The editor's parser says where the engine's error is. Anything else the engine refuses (eval blocked,
    // say) goes to the error box, as an error while evaluating does.
    if (!(error instanceof SyntaxError)) return failed(error);
    return { kind: 'syntax', pos: firstParseError(doc), message: error.message };
  }
  let resolved: Awaited<ReturnType<typeof resolveImports>>;
  try {
    resolved = await resolveImports(compiled.imports, registry);
  } catch (error) {
    if (error instanceof UnknownImportError)
      return { kind: 'unknownImport', specifier: error.specifier, available: error.available };
    return { kind: 'chunkFailed' };
  }
  const signature = hookSignature(doc);
  try {
    return { kind: 'ok', demo: { component: evaluateDemo(program, resolved, scope(signature)), signature } };
  } catch (error) {
    return failed(error);
  }
}
