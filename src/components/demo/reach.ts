/*
 * The gate of a demo that hydrates on reach (`<code src="…" hydrate="on-reach" />`, DemoHydrate). Its table's
 * hydration is long work (100,000 rows: 12–58 ms tasks at full speed, about 1.6 s on a 4× slower phone); done
 * right after the first paint, as every other demo's, it made the page's Total Blocking Time and cost its
 * Lighthouse score up to 10 points. So LazyDemo waits for the reader to reach the table before it loads the demo;
 * the server's table stays on screen meanwhile (React keeps a Suspense boundary's server HTML while the lazy
 * demo is pending), and a screen reader reads that same HTML.
 */

/** What the reader does on reaching the table: point at it, touch it, Tab into it, scroll it (its own body too), type. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'wheel', 'keydown', 'scroll', 'click'];

/** A gate: `reached` settles once `open()` is called (again: nothing more). */
export function reachGate() {
  let open = () => {};
  const reached = new Promise<void>((resolve) => (open = resolve));
  return { reached, open };
}

/**
 * Calls `open` on the reader's first contact with `box`, and keeps the clicks on its buttons that are lost
 * meanwhile. Returns `stop(replay)`, which ends the watch and, with `replay` (the demo is live now), makes
 * those clicks again, in their order: a tap on "Scroll to last row" made while the demo loads still acts.
 *
 * The listeners are on the document, in the capture phase: React stops every event (the click too) whose
 * target lies in a Suspense boundary it has not hydrated yet, at its root (the island), before it reaches
 * the box. A click React lets through reaches the box's own listener: that one was not lost, and is not kept.
 */
export function watchReach(box: HTMLElement, open: () => void) {
  const doc = box.ownerDocument;
  const kept: { event: Event; button: HTMLElement }[] = [];
  const onEvent = (event: Event) => {
    if (!(event.target instanceof Node) || !box.contains(event.target)) return;
    open();
    const button = event.type === 'click' && event.target instanceof Element ? event.target.closest('button') : null;
    if (button && box.contains(button)) kept.push({ event, button });
  };
  const reachedReact = (event: Event) => {
    if (kept.at(-1)?.event === event) kept.pop();
  };
  const options = { capture: true, passive: true };
  for (const type of REACH_EVENTS) doc.addEventListener(type, onEvent, options);
  box.addEventListener('click', reachedReact, true);
  // Reached before the watch began (it begins when the block hydrates, as it comes into view): under a still
  // pointer, focused, or scrolled (a table body the reader scrolled while the block's code was on its way).
  const scrolled = () => [...box.querySelectorAll('*')].some((el) => el.scrollTop || el.scrollLeft);
  if (box.matches(':hover') || box.contains(doc.activeElement) || scrolled()) open();
  return (replay: boolean) => {
    for (const type of REACH_EVENTS) doc.removeEventListener(type, onEvent, options);
    box.removeEventListener('click', reachedReact, true);
    for (const { button } of replay ? kept.splice(0) : []) if (button.isConnected) button.click();
  };
}
