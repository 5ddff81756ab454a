import { TYPE_CHECK_FILES_URL } from '../../shared/live/type-check-options.ts';
import type { TypeCheckResponse, TypeDiagnostic } from '../../shared/live/type-checker.ts';

interface Pending {
  resolve: (diagnostics: TypeDiagnostic[]) => void;
  reject: (error: Error) => void;
}

let shared: { worker: Worker; pending: Map<number, Pending> } | undefined;
let nextId = 1;

/** The page's one type-check worker: started on the first "Check types", again after one failed to load. */
function worker() {
  if (shared) return shared;
  const worker = new Worker(new URL('../workers/type-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'type-check',
  });
  const pending = new Map<number, Pending>();
  const state = { worker, pending };
  worker.onmessage = ({ data }: MessageEvent<TypeCheckResponse>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (!waiting) return;
    if ('error' in data) waiting.reject(new Error(data.error));
    else waiting.resolve(data.diagnostics);
  };
  worker.onerror = (event) => {
    // The worker's script did not load (offline, or replaced by a newer deploy): the next check starts anew.
    event.preventDefault();
    worker.terminate();
    if (shared === state) shared = undefined;
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'type-check worker failed'));
    pending.clear();
  };
  shared = state;
  return state;
}

/** Type-checks a demo's code against rc-table's and React's declarations; rejects when the checker cannot load. */
export function checkTypes(code: string): Promise<TypeDiagnostic[]> {
  const { worker: w, pending } = worker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, code, filesUrl: TYPE_CHECK_FILES_URL });
  });
}
