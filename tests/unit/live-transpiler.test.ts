import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transpile, type TranspileRequest } from '../../src/client/live/transpile';

// The page's side of the live editor's transpiler worker (src/client/live/transpiler.ts), against a worker that
// answers when the test says, with sucrase's real output.
const SIMPLE = readFileSync('docs/1.x/examples/simple.tsx', 'utf8');

class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  inbox: TranspileRequest[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.started.push(this);
  }
  postMessage(request: TranspileRequest) {
    this.inbox.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the oldest request as the worker does. */
  answer() {
    const request = this.inbox.shift();
    if (!request) throw new Error('no request waiting');
    this.onmessage?.({ data: { id: request.id, result: transpile(request.source), started: 0, duration: 1 } });
  }
  /** What a worker whose script did not load does. */
  fail() {
    this.onerror?.({ preventDefault() {} });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

describe('the live editor’s transpiler worker', () => {
  it('answers each request with sucrase’s output for that source, in its own worker, started once', async () => {
    const { transpileInWorker } = await import('../../src/client/live/transpiler');
    const first = transpileInWorker(SIMPLE);
    const second = transpileInWorker('const a = ;');
    const [worker] = FakeWorker.started;
    expect(worker.url.pathname).toMatch(/\/workers\/transpile\.worker\.ts$/);
    worker.answer();
    worker.answer();
    const [a, b] = await Promise.all([first, second]);
    expect(a.result.ok && a.result.code).toContain('require("react/jsx-runtime")');
    expect(b.result).toEqual({ ok: false, message: 'Unexpected token', pos: 10 });
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('rejects what waits when the worker fails, and starts another at the next request (a retry)', async () => {
    const { transpileInWorker, TranspilerFailed } = await import('../../src/client/live/transpiler');
    const waiting = transpileInWorker(SIMPLE);
    FakeWorker.started[0].fail();
    await expect(waiting).rejects.toBeInstanceOf(TranspilerFailed);
    expect(FakeWorker.started[0].terminated).toBe(true);
    const again = transpileInWorker(SIMPLE);
    expect(FakeWorker.started).toHaveLength(2);
    FakeWorker.started[1].answer();
    expect((await again).result.ok).toBe(true);
  });

  it('warms up with the demo one run at a time, as many as asked, so an edit waits behind one at most', async () => {
    const { warmTranspiler } = await import('../../src/client/live/transpiler');
    warmTranspiler(SIMPLE, 3);
    const [worker] = FakeWorker.started;
    for (let i = 0; i < 3; i++) {
      expect(worker.inbox.map((r) => r.source)).toEqual([SIMPLE]);
      worker.answer();
      await settle();
    }
    expect(worker.inbox).toEqual([]);
  });

  it('stops warming when told (the reader types)', async () => {
    const { warmTranspiler } = await import('../../src/client/live/transpiler');
    const stop = warmTranspiler(SIMPLE, 5);
    const [worker] = FakeWorker.started;
    worker.answer();
    await settle();
    stop();
    worker.answer();
    await settle();
    expect(worker.inbox).toEqual([]);
  });
});
