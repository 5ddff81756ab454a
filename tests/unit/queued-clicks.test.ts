import { describe, expect, it } from 'vitest';
import { dequeueAll, enqueue } from '../../src/shared/demo/queued-clicks';

// The list of a demo block's clicks made before hydration, kept on its island element.
describe('clicks queued before hydration', () => {
  it('keeps the actions in the order they were clicked, repeats included', () => {
    let queued: string | null = null;
    for (const action of ['code', 'edit', 'code']) queued = enqueue(queued, action);
    expect(dequeueAll(queued)).toEqual(['code', 'edit', 'code']);
  });

  it('drops a panel toggle clicked twice in a row: open then close is no change', () => {
    const after = (actions: string[]) => actions.reduce<string | null>(enqueue, null);
    expect(dequeueAll(after(['code', 'code']))).toEqual([]);
    expect(dequeueAll(after(['edit', 'edit']))).toEqual([]);
    expect(dequeueAll(after(['code', 'code', 'code']))).toEqual(['code']);
    expect(dequeueAll(after(['edit', 'code', 'code']))).toEqual(['edit']);
    // Only the toggles are dropped.
    expect(dequeueAll(after(['stackblitz', 'stackblitz']))).toEqual(['stackblitz', 'stackblitz']);
  });

  it('has nothing to replay when nothing was clicked', () => {
    expect(dequeueAll(null)).toEqual([]);
    expect(dequeueAll('')).toEqual([]);
  });
});
