import type { Browser, Page } from '@playwright/test';

/**
 * How a script comes to run, as a Chromium trace names it: a call into a function (its file in `what`), and the
 * events, frame callbacks and timers that wrap such calls (with the work they force: a layout read in a handler).
 */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EventDispatch', 'FireAnimationFrame', 'TimerFire']);

/**
 * A script the page ran: how (SCRIPT_EVENTS), its file or event type, and the CPU time its thread spent in it, or
 * its wall-clock length where the trace gives no thread time for it (`wall`).
 */
export interface ScriptCall {
  name: string;
  what: string;
  threadMs: number;
  wall?: true;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; type?: string } };
}

/**
 * The scripts the page's main thread ran while `during` did its work. Each one's time is thread time (`tdur`):
 * the CPU time the thread spent in it, which does not grow when other processes share the cores, unlike its
 * wall-clock length. Now and then the trace leaves thread time off an event (CI saw it once in a full run; a dozen
 * runs here with both cores busy did not): such an event counts at its wall-clock length, which is never shorter.
 */
export async function scriptCalls(browser: Browser, page: Page, during: () => Promise<void>): Promise<ScriptCall[]> {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  let buffer: Buffer;
  try {
    await during();
  } finally {
    buffer = await browser.stopTracing();
  }
  const { traceEvents: events } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const calls = events.filter((e) => SCRIPT_EVENTS.has(e.name) && e.ph === 'X' && mainThreads.has(thread(e)));
  if (calls.length > 0 && calls.every((e) => e.tdur === undefined)) {
    throw new Error('This Chromium traces no thread time (tdur)');
  }
  const ms = (us: number) => Math.round(us / 100) / 10;
  return calls.map((e) => ({
    name: e.name,
    what: e.args?.data?.url ?? e.args?.data?.type ?? '',
    ...(e.tdur === undefined ? { threadMs: ms(e.dur ?? 0), wall: true as const } : { threadMs: ms(e.tdur) }),
  }));
}
