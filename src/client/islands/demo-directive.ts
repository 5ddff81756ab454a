import { ACTION_ATTRIBUTE, QUEUED_ATTRIBUTE, enqueue } from '../../shared/demo/queued-clicks';

/*
 * `client:demo`, the hydration of a demo block (astro.config.ts registers it):
 *
 * - Never before the first paint. The island's chunks are imported only once the browser has painted
 *   the page's first content (its `first-contentful-paint` entry, or two animation frames where Paint
 *   Timing is missing), so a demo in the first screen cannot delay what the reader first sees.
 * - Then when it comes into view, as `client:visible` does.
 * - At once on a click on one of its controls (`data-action`): the click is kept on the island element
 *   (`data-queued-clicks`) and the block makes it again once hydrated, so a reader's early click on
 *   Show Code, Edit or a sandbox button is never lost. Once React's hydration has started, React itself
 *   takes the clicks on what it can hydrate at once (it hydrates the clicked part and replays the event); a
 *   click inside a table whose code is still loading, it drops.
 * - A demo whose page asks for `hydrate="on-reach"` hydrates its block as above, but its table waits longer
 *   still, for the reader to reach it (src/components/demo/reach.ts).
 */

type Load = () => Promise<() => Promise<void>>;

/** Calls `then` once the page's first content has been painted. */
function afterFirstPaint(then: () => void) {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    // A task after the paint, not inside the frame that paints.
    setTimeout(then, 0);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted()) return go();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      go();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(go));
  }
}

export default function demoDirective(load: Load, _options: unknown, el: HTMLElement) {
  let started = false;
  const io = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) void hydrate();
  });
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(`[${ACTION_ATTRIBUTE}]`) : null;
    const action = control?.getAttribute(ACTION_ATTRIBUTE);
    if (!control || !action || !el.contains(control)) return;
    el.setAttribute(QUEUED_ATTRIBUTE, enqueue(el.getAttribute(QUEUED_ATTRIBUTE), action));
    void hydrate();
  };
  async function hydrate() {
    if (started) return;
    started = true;
    io.disconnect();
    const start = await load();
    // From here on React receives the clicks (and replays those it gets before it is ready).
    el.removeEventListener('click', onClick, true);
    await start();
  }
  el.addEventListener('click', onClick, true);
  afterFirstPaint(() => {
    if (started) return;
    for (const child of el.children) io.observe(child);
  });
}
