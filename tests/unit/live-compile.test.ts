import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileDemo, firstParseError } from '../../src/client/live/compile';
import { parseDemo } from '../../src/client/live/run';
import { createLoopGuard, guardLoops, LOOP_GUARD, LoopTimeoutError } from '../../src/client/live/loop-guard';

const SIMPLE = readFileSync('docs/7.x/examples/simple.tsx', 'utf8');
const lineOf = (source: string, pos: number) => source.slice(0, pos).split('\n').length;

describe('compiling an edited demo', () => {
  it('strips types, compiles JSX for the automatic runtime and imports to require, keeping lines', () => {
    const result = compileDemo(SIMPLE);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.code).toContain('require("react/jsx-runtime")');
    expect(result.code).toContain("require('rc-table')");
    expect(result.code).not.toMatch(/interface Row/);
    expect(result.code.split('\n')).toHaveLength(SIMPLE.split('\n').length);
    // Run-time imports as written; the type-only import is not one.
    expect(result.imports).toEqual(['./table-theme.css', 'react', 'rc-table']);
  });

  it('reports a syntax error with its place in the source', () => {
    const broken = SIMPLE.replace("title: 'Item',", "title: 'Item'");
    const result = compileDemo(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe('Unexpected token, expected ","');
    expect(lineOf(broken, result.error.pos)).toBe(SIMPLE.split('\n').findIndex((l) => l.includes("title: 'Item'")) + 1);
  });

  it('leaves the engine to reject code the type stripper lets through', () => {
    const result = compileDemo('const a = { b: 1,, };\nexport default function A() { return null; }\n');
    if (!result.ok) throw new Error(result.error.message);
    expect(() => parseDemo(result.code)).toThrow(SyntaxError);
  });

  it('finds the first place the editor’s parser cannot read', () => {
    const source = 'const x = 1;\nconst a = [1, 2];\nlet y = 1 +;\n';
    expect(firstParseError(source)).toBe(source.indexOf('+;') + 1);
    expect(firstParseError(SIMPLE)).toBe(0);
  });

  it('parses a good demo without running any of it', () => {
    const result = compileDemo('throw new Error("ran");\nexport default function A() { return null; }\n');
    if (!result.ok) throw new Error(result.error.message);
    expect(typeof parseDemo(result.code)).toBe('function');
  });
});

describe('the loop guard', () => {
  it('calls the guard at the start of every loop body, with the loop’s line, adding no lines', () => {
    const code = 'let i = 0;\nwhile (true) i++;\nfor (;;) { i--; }\ndo i++; while (i < 3);\nfor (const x of [1]) {}';
    const guarded = guardLoops(code);
    expect(guarded).toBe(
      `let i = 0;\nwhile (true) {${LOOP_GUARD}(0, 2);i++;}\nfor (;;) {${LOOP_GUARD}(1, 3); i--; }\n` +
        `do {${LOOP_GUARD}(2, 4);i++;} while (i < 3);\nfor (const x of [1]) {${LOOP_GUARD}(3, 5);}`,
    );
  });

  it('leaves code without loops as it is', () => {
    expect(guardLoops('const a = [1].map((x) => x * 2); // for a while')).toBe(
      'const a = [1].map((x) => x * 2); // for a while',
    );
  });

  it('stops a loop that runs past the limit, naming its line', () => {
    let clock = 0;
    const guard = createLoopGuard(() => clock, 1000);
    guard(0, 7);
    clock = 999;
    expect(() => guard(0, 7)).not.toThrow();
    clock = 1001;
    expect(() => guard(0, 7)).toThrow(new LoopTimeoutError(7));
    expect(new LoopTimeoutError(7).message).toBe(
      'A loop on line 7 ran for more than 1 s and was stopped (an endless loop?).',
    );
  });

  it('stops a real endless loop in compiled code', () => {
    const result = compileDemo('let n = 0;\nwhile (true) n++;\n');
    if (!result.ok) throw new Error(result.error.message);
    // Runs the compiled demo as the live editor does (src/client/live/run.ts).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function(LOOP_GUARD, 'exports', 'require', result.code);
    let clock = 0;
    const guard = createLoopGuard(() => (clock += 10), 1000);
    expect(() => run(guard, {}, () => ({}))).toThrow('A loop on line 2 ran for more than 1 s');
  });

  it('forgets a loop once its task is over', async () => {
    let clock = 0;
    const guard = createLoopGuard(() => clock, 1000);
    guard(0, 1);
    await Promise.resolve();
    clock = 5000;
    expect(() => guard(0, 1)).not.toThrow();
  });
});
