import {
  ACTION_ATTRIBUTE,
  DEMO_BOX_ATTRIBUTE,
  DEMO_SETTLED_EVENT,
  HELD_ATTRIBUTE,
  QUEUED_ATTRIBUTE,
  enqueue,
} from '../../shared/demo/queued-clicks';

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
 *   takes the clicks on the block's controls (it hydrates the clicked part and replays the event).
 * - At once, too, on a click inside the demo's table, which is held until the demo is live and then made
 *   again on what was clicked ("Click me" counts a tap made at once). React would drop it: the table's code is
 *   a chunk of its own, which may still be on its way after the block has hydrated. A checkbox or a radio button
 *   is held the same way: ticked by the browser alone, it would show a choice the demo never made. A link or
 *   another form control acts by itself; a field (a number, a select) changed meanwhile is changed again once
 *   the demo is live, for the same reason.
 * - A demo whose page asks for `hydrate="on-reach"` hydrates its block as above, but its table waits longer
 *   still, for the reader to reach it (src/components/demo/reach.ts).
 */

type Load = () => Promise<() => Promise<void>>;

/** What acts by itself on a click, hydrated or not (a link, a form control): its clicks are not held. */
const ACTS_ALONE = 'a[href], input, select, textarea, label, summary, [contenteditable]';
/**
 * Form controls a click changes: left alone, one is ticked before the demo is live and stays ticked after, while
 * the demo's state (React keeps what the page showed when it hydrated) never heard of it. Held like a button.
 */
const TOGGLES_STATE = 'input[type="checkbox"], input[type="radio"]';

/**
 * Whether a click on `target` acts by itself, so the directive lets it through rather than holding it: a link,
 * a text field, a select. A checkbox or a radio button, or a label of one, is held.
 */
function actsAlone(target: Element): boolean {
  const control = target.closest(ACTS_ALONE);
  if (!control) return false;
  const acted = control instanceof HTMLLabelElement ? control.control : control;
  return !acted?.matches(TOGGLES_STATE);
}

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

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The value `field` had in the page as served. */
const servedValue = (field: Field) =>
  field instanceof HTMLSelectElement
    ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
    : field.defaultValue;

/** Sets `field` to `value` and says so with the events typing or picking sends. */
function changeField(field: Field, value: string) {
  // The prototype's setter, as the browser's own input does: a framework watching the element's property
  // (React tracks the value it last saw there) then sees a change it did not make.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A field (a number, a text, a select) changed before its demo was live: React hydrated the reader's value as
 * if it were the page's, so the demo's state never had it. Made again once the demo is live: back to the served
 * value, then the reader's, each a change the demo hears.
 */
function changeAgain(field: Field) {
  const chosen = field.value;
  const served = servedValue(field);
  if (!field.isConnected || served === undefined || served === chosen) return;
  changeField(field, served);
  changeField(field, chosen);
}

/**
 * Holds the clicks inside `el`'s demo boxes until each says it is settled (DEMO_SETTLED_EVENT), then makes
 * them again, in their order, after the fields changed meanwhile (changeAgain); `wake` is called on each.
 */
function holdDemoClicks(el: HTMLElement, wake: () => void) {
  const held: { box: Element; target: Element }[] = [];
  const changed = new Set<Field>();
  const settled = new WeakSet<EventTarget>();
  const sync = () => el.toggleAttribute(HELD_ATTRIBUTE, held.length > 0);
  // Registered before React's own listeners on the island (its root), so React does not see a held click.
  el.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const box = target?.closest(`[${DEMO_BOX_ATTRIBUTE}]`);
      if (!target || !box || settled.has(box) || actsAlone(target)) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      held.push({ box, target });
      sync();
      wake();
    },
    true,
  );
  const noteChange = (event: Event) => {
    const field = event.target;
    const isField =
      field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
    const box = isField ? field.closest(`[${DEMO_BOX_ATTRIBUTE}]`) : null;
    if (!isField || !box || settled.has(box) || field.matches(TOGGLES_STATE)) return;
    changed.add(field);
    wake();
  };
  // Typed (input) or picked, committed (change).
  el.addEventListener('input', noteChange, true);
  el.addEventListener('change', noteChange, true);
  el.addEventListener(DEMO_SETTLED_EVENT, (event) => {
    const box = event.target;
    if (!(box instanceof Element)) return;
    settled.add(box);
    for (const field of changed) {
      if (!box.contains(field)) continue;
      changed.delete(field);
      changeAgain(field);
    }
    const mine = held.filter((click) => click.box === box);
    held.splice(0, held.length, ...held.filter((click) => click.box !== box));
    sync();
    // After a failure the server's table is gone, and with it what was clicked.
    for (const { target } of mine) {
      if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  });
}

export default function demoDirective(load: Load, _options: unknown, el: HTMLElement) {
  let started = false;
  holdDemoClicks(el, () => void hydrate());
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
