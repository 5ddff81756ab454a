import type { TranspileRequest, TranspileResponse } from './transpile';

/** The transpiler's worker did not start (its script did not load: offline) or failed: the next request starts another. */
export class TranspilerFailed extends Error {
  constructor() {
    super('The live editor’s transpiler could not be loaded.');
    this.name = 'TranspilerFailed';
  }
}

type Pending = { resolve: (response: TranspileResponse) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let lastId = 0;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  const started = new Worker(new URL('../workers/transpile.worker.ts', import.meta.url), {
    type: 'module',
    name: 'live-edit-transpiler',
  });
  started.onmessage = ({ data }: MessageEvent<TranspileResponse>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    waiting?.resolve(data);
  };
  started.onerror = (event) => {
    event.preventDefault();
    started.terminate();
    if (worker === started) worker = undefined;
    const failed = [...pending.values()];
    pending.clear();
    for (const { reject } of failed) reject(new TranspilerFailed());
  };
  return started;
}

/**
 * Sucrase's output for `source`, from the worker (started on the first request, and again after a failure).
 * Rejects with TranspilerFailed when the worker cannot run.
 */
export function transpileInWorker(source: string): Promise<TranspileResponse> {
  worker ??= startWorker();
  const id = ++lastId;
  const answer = new Promise<TranspileResponse>((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.postMessage({ id, source } satisfies TranspileRequest);
  return answer;
}

/**
 * Starts the worker and has it transpile `doc` `times` times, one after another, dropping the results: the engine
 * optimises sucrase's code only once it has run a few times (expanded-row-render's first compiles took 6–10 ms,
 * later about 2; the very first, 114 ms at 4× CPU slowdown). Warmed while the reader reads, their first keystrokes
 * get the fast transpiler, never waiting behind more than one warm-up run. Returns a stop.
 */
export function warmTranspiler(doc: string, times: number): () => void {
  let left = times;
  const step = () => {
    if (left-- <= 0) return;
    transpileInWorker(doc).then(step, () => (left = 0));
  };
  step();
  return () => {
    left = 0;
  };
}
