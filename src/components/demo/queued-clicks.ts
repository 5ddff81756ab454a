import { useEffect, type RefObject } from 'react';
import { ACTION_ATTRIBUTE, QUEUED_ATTRIBUTE, dequeueAll } from '../../shared/demo/queued-clicks';

/**
 * Once the block is hydrated, makes again the clicks a reader made on its controls before (kept on its
 * island element by the `client:demo` directive, src/client/islands/demo-directive.ts), in their order.
 * `block`: an element inside the island that holds the controls.
 */
export function useQueuedClicks(block: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = block.current;
    const island = root?.closest(`[${QUEUED_ATTRIBUTE}]`);
    if (!root || !island) return;
    const actions = dequeueAll(island.getAttribute(QUEUED_ATTRIBUTE));
    island.removeAttribute(QUEUED_ATTRIBUTE);
    for (const action of actions) {
      const control = root.querySelector(`[${ACTION_ATTRIBUTE}="${CSS.escape(action)}"]`);
      if (control instanceof HTMLElement) control.click();
    }
  }, [block]);
}
