/*
 * A click on a demo block's control before its island has hydrated is kept and made again once the
 * island is live (src/client/islands/demo-directive.ts keeps it, src/components/demo/queued-clicks.ts
 * makes it again). A control takes part by naming its action in `data-action`; the island element
 * holds the actions waiting, in the order they were clicked, in `data-queued-clicks`.
 */

/** The attribute naming a control's action (unique within one demo block). */
export const ACTION_ATTRIBUTE = 'data-action';
/** The island element's attribute listing the actions clicked before hydration, space-separated. */
export const QUEUED_ATTRIBUTE = 'data-queued-clicks';

/** The actions of a queue, oldest first. */
export const dequeueAll = (queued: string | null): string[] => (queued ? queued.split(' ').filter(Boolean) : []);

/**
 * The actions that open or close a panel. One clicked twice in a row undoes itself, as it would once hydrated:
 * it leaves the queue rather than wait in it twice, so the room the panel holds from the click (demo.css) goes
 * with the second click, not later when the island wakes.
 */
const TOGGLES = new Set(['code', 'edit']);

/** The queue once `action` is clicked. */
export function enqueue(queued: string | null, action: string): string {
  const actions = dequeueAll(queued);
  if (TOGGLES.has(action) && actions.at(-1) === action) actions.pop();
  else actions.push(action);
  return actions.join(' ');
}

/*
 * A click inside a demo's own table before the demo is live (its code still on the way, or React not yet
 * started) is held by the directive and made again once it is: the "Click me" a reader taps at once still
 * counts. The demo's box (LazyDemo) carries DEMO_BOX_ATTRIBUTE and announces DEMO_SETTLED_EVENT (bubbling) once
 * React acts on what is inside it: the demo is live, or its error box shows. While clicks are held the island
 * element carries HELD_ATTRIBUTE, so a demo that waits to be reached knows it has been (src/components/demo/reach.ts).
 */
export const DEMO_BOX_ATTRIBUTE = 'data-demo-box';
export const DEMO_SETTLED_EVENT = 'demo-settled';
export const HELD_ATTRIBUTE = 'data-held-clicks';
