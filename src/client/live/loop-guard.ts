import { parser } from '@lezer/javascript';

/** The name of the guard function the guarded code calls in every loop body. */
export const LOOP_GUARD = '__rcLoopGuard';

/** How long one loop may keep running in a single task before it is stopped. */
const LOOP_LIMIT_MS = 1000;

const LOOPS = new Set(['ForStatement', 'WhileStatement', 'DoStatement']);

/** 1-based line of a position. */
const lineAt = (code: string, pos: number) => code.slice(0, pos).split('\n').length;

/**
 * Adds `__rcLoopGuard(n, line);` at the start of every loop body of compiled JavaScript (wrapping a
 * body that is a single statement in braces), without adding lines, so that line numbers stay those
 * of the source. The guard stops a loop that runs for too long (see `createLoopGuard`).
 */
export function guardLoops(code: string): string {
  // Parsing costs a few milliseconds: skip it for code where no loop can start (a false alarm, say a
  // comment, only costs the parse).
  if (!/\b(?:for|while)\s*\(|\bfor\s+await\b|\bdo\b\s*[{\w]/.test(code)) return code;
  const edits: { at: number; text: string }[] = [];
  let count = 0;
  parser.parse(code).iterate({
    enter(node) {
      if (!LOOPS.has(node.name)) return;
      // The body: the statement after `do`, or the last statement child of `for`/`while`.
      let body = null;
      for (let child = node.node.firstChild; child; child = child.nextSibling) {
        if (!child.type.is('Statement')) continue;
        body = child;
        if (node.name === 'DoStatement') break;
      }
      if (!body) return;
      const call = `${LOOP_GUARD}(${count++}, ${lineAt(code, node.from)});`;
      if (body.name === 'Block') edits.push({ at: body.from + 1, text: call });
      else edits.push({ at: body.from, text: `{${call}` }, { at: body.to, text: '}' });
    },
  });
  edits.sort((a, b) => b.at - a.at);
  let out = code;
  for (const { at, text } of edits) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** The error a stopped loop throws. */
export class LoopTimeoutError extends Error {
  readonly line: number;
  constructor(line: number) {
    super(`A loop on line ${line} ran for more than ${LOOP_LIMIT_MS / 1000} s and was stopped (an endless loop?).`);
    this.name = 'LoopTimeoutError';
    this.line = line;
  }
}

/**
 * The guard function: remembers when each loop first ran in the current task (the record is
 * dropped as soon as the task ends, by a microtask) and throws once a loop has run for longer than
 * the limit. An endless loop never lets the task end, so it meets the limit.
 */
export function createLoopGuard(
  now: () => number = () => performance.now(),
  limit = LOOP_LIMIT_MS,
): (id: number, line: number) => void {
  const started = new Map<number, number>();
  return (id, line) => {
    const t = now();
    const start = started.get(id);
    if (start === undefined) {
      started.set(id, t);
      queueMicrotask(() => started.delete(id));
    } else if (t - start > limit) {
      started.delete(id);
      throw new LoopTimeoutError(line);
    }
  };
}
