import { HELD_ATTRIBUTE } from '../../shared/demo/queued-clicks';

/*
 * What opens the gate of a demo that hydrates on reach (`<code src="…" hydrate="on-reach" />`, DemoHydrate). Its
 * table's hydration is long work (100,000 rows: 12–58 ms tasks at full speed, about 1.6 s on a 4× slower phone);
 * done right after the first paint, as every other demo's, it made the page's Total Blocking Time and cost its
 * Lighthouse score up to 10 points. So LazyDemo waits for the reader to reach the table before it loads the demo;
 * the server's table stays on screen meanwhile (React keeps a Suspense boundary's server HTML while the lazy demo is
 * pending), and a screen reader reads that same HTML. This module is a chunk of its own, loaded only by such a demo:
 * every other demo page's island is the lighter for it.
 */

/** What the reader does on reaching the table: point at it, touch it, Tab into it, scroll it (its own body too), type. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'wheel', 'keydown', 'scroll', 'click'];

/**
 * The pointer's discrete events but the click, kept from React until the demo is live. React cannot act on one
 * whose target it has not hydrated (it drops it), but it hydrates that part at once, in one task it cannot cut: a
 * tap while the virtual list loaded froze a 4× slower phone for 0.6–0.8 s, where the hydration a pointer starts
 * comes in slices of about 0.1 s. The click itself is held by the island's directive, which makes it again once
 * the demo is live (src/client/islands/demo-directive.ts): a tap on "Scroll to last row" made while the demo
 * loads still scrolls. The browser's own response (focus, scrolling, a link's navigation) is not held.
 */
const HELD_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'dblclick'];

/**
 * Calls `open` on the reader's first contact with `box`, and until the demo is live holds its pointer events
 * (HELD_EVENTS). Returns `stop`, which ends the watch.
 *
 * The listeners are on the document, in the capture phase: before React's, on its root (the island).
 */
export function watchReach(box: HTMLElement, open: () => void) {
  const doc = box.ownerDocument;
  const onEvent = (event: Event) => {
    if (!(event.target instanceof Node) || !box.contains(event.target)) return;
    if (REACH_EVENTS.includes(event.type)) open();
    if (HELD_EVENTS.includes(event.type)) event.stopPropagation();
  };
  const types = [...new Set([...REACH_EVENTS, ...HELD_EVENTS])];
  const options = { capture: true, passive: true };
  for (const type of types) doc.addEventListener(type, onEvent, options);
  // Reached before the watch began (it begins when the block hydrates, as it comes into view): under a still
  // pointer, focused, scrolled (a table body the reader scrolled while the block's code was on its way), or
  // clicked (a tap leaves no hover; the island holds that click, src/client/islands/demo-directive.ts).
  const scrolled = () => [...box.querySelectorAll('*')].some((el) => el.scrollTop || el.scrollLeft);
  const clicked = box.closest(`[${HELD_ATTRIBUTE}]`);
  if (box.matches(':hover') || box.contains(doc.activeElement) || scrolled() || clicked) open();
  return () => {
    for (const type of types) doc.removeEventListener(type, onEvent, options);
  };
}
