import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { compileDemo } from '../../src/client/live/compile';
import { evaluateDemo, parseDemo } from '../../src/client/live/run';
import { componentScope, rebindComponents, STABLE_COMPONENT } from '../../src/client/live/stable-components';

/** A demo whose default export renders a component the module declares, in two versions of its text. */
const demo = (label: string) =>
  [
    "import { useState } from 'react';",
    '',
    `function Cell({ n }: { n: number }) {`,
    `  return <b>{'${label} ' + n}</b>;`,
    '}',
    '',
    '// function Commented( is not a declaration',
    'const makeCell = (n: number) => <Cell n={n} />;',
    '',
    'export default function Demo() {',
    '  const [n] = useState(1);',
    '  function Nested() {',
    '    return null;',
    '  }',
    '  return <div>{makeCell(n)}<Nested /></div>;',
    '}',
  ].join('\n');

function compiled(source: string) {
  const result = compileDemo(source);
  if (!result.ok) throw new Error(result.error.message);
  return result.code;
}

const parsed = (source: string) => parseDemo(compiled(source));

// What the live runtime hands the compiled demo (src/client/live/run.ts): React's JSX runtime, which only builds
// element objects here (nothing renders), and a `react` whose useState the test stands in for.
const jsxRuntime = await import('react/jsx-runtime');
const modules = new Map<string, Record<string, unknown>>([
  ['react/jsx-runtime', { ...jsxRuntime, __esModule: true }],
  ['react', { useState: (value: unknown) => [value, () => {}], __esModule: true }],
]);

/** The element the demo's default export returns, and the element inside its <div> that renders `Cell`. */
function render(component: unknown) {
  const root = (component as () => ReactElement<{ children: ReactElement[] }>)();
  const [cell, nested] = root.props.children;
  return { cell, nested };
}

describe('the components an edited demo declares', () => {
  it('are swapped for stand-ins on the first line, after "use strict", keeping the line numbers', () => {
    const code = compiled(demo('one'));
    const rebound = rebindComponents(code);
    expect(rebound.split('\n')).toHaveLength(code.split('\n').length);
    expect(rebound.startsWith('"use strict";try{if(typeof Cell==="function")')).toBe(true);
    // Each capitalised `function Name(` is a candidate (run-time checks drop the nested and the commented one);
    // `makeCell` and the hooks are not.
    expect([...rebound.matchAll(new RegExp(`${STABLE_COMPONENT}\\("(\\w+)"`, 'g'))].map((m) => m[1])).toEqual([
      'Cell',
      'Commented',
      'Demo',
      'Nested',
    ]);
    expect(rebindComponents('const a = 1;')).toBe('const a = 1;');
  });

  it('keep the same identity from one edit to the next, each edit rendering its own code', () => {
    const scope = componentScope();
    const signature = 'Demo:useState';
    const first = render(evaluateDemo(parsed(demo('one')), modules, scope(signature)));
    const second = render(evaluateDemo(parsed(demo('two')), modules, scope(signature)));
    // React sees the same Cell type, so it updates it in place instead of mounting a new one...
    expect(second.cell.type).toBe(first.cell.type);
    expect((second.cell.type as { name: string }).name).toBe('Cell');
    // ...and it renders the latest edit's code.
    const cell = second.cell as ReactElement<{ n: number }>;
    const output = (cell.type as (props: { n: number }) => ReactElement<{ children: string }>)(cell.props);
    expect(output.props.children).toBe('two 1');
    // A component declared inside another is a new function on every render, in React as here.
    expect(second.nested.type).not.toBe(first.nested.type);
  });

  it('start afresh when the hook signature changes, leaving the earlier stand-ins on their code', () => {
    const scope = componentScope();
    const before = render(evaluateDemo(parsed(demo('one')), modules, scope('Demo:useState')));
    const after = render(evaluateDemo(parsed(demo('two')), modules, scope('Demo:useState,Demo:useMemo')));
    expect(after.cell.type).not.toBe(before.cell.type);
    const call = (element: ReactElement) =>
      (element.type as (props: unknown) => ReactElement<{ children: string }>)(element.props).props.children;
    expect(call(before.cell)).toBe('one 1');
    expect(call(after.cell)).toBe('two 1');
  });

  it('leave a name that is not a function of the module at that point alone', () => {
    const scope = componentScope();
    // A nested declaration, with a top-level binding of the same name declared later (not yet initialised).
    const code = compiled(
      [
        'export default function Demo() {',
        'function Box() { return null; }',
        '  return <Box />;',
        '}',
        'const Box = 1;',
        'export const box = Box;',
      ].join('\n'),
    );
    const component = evaluateDemo(parseDemo(code), modules, scope('')) as unknown as () => ReactElement;
    expect(typeof component().type).toBe('function');
  });
});
