/** rc-table's scroll boxes: the body of a table with a fixed header, the content box of one without. */
const SCROLL_BOXES = '.rc-table-body, .rc-table-content, .rc-table-tbody-virtual-holder';

/**
 * Readies a demo's scroll boxes once it is live (returns the cleanup):
 * - A box the reader scrolled before the demo hydrated gets a scroll event. The server's table can be scrolled at
 *   once, but the hydrated table does not read where its boxes stand until their next scroll event: a virtual
 *   list kept its first rows at the top and showed nothing where the reader had scrolled to.
 * - A box that overflows is reachable from the keyboard (`tabindex="0"`), so its hidden rows and columns can be
 *   scrolled with the arrow keys; one that stops overflowing leaves the tab order again. rc-table sets no
 *   tabindex of its own there (7.x's hidden measure row, `tabindex="-1"`, only looked like focusable content to
 *   audits, and 1.x has none). Watches the box's size: a table that grows or shrinks is measured again.
 */
export function liveScrollBoxes(box: HTMLElement): () => void {
  const update = (hydrated = false) => {
    for (const el of box.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
      if (hydrated && (el.scrollTop || el.scrollLeft)) el.dispatchEvent(new Event('scroll'));
      const overflows = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      if (overflows && !el.hasAttribute('tabindex')) el.tabIndex = 0;
      else if (!overflows && el.getAttribute('tabindex') === '0') el.removeAttribute('tabindex');
    }
  };
  update(true);
  const observer = new ResizeObserver(() => update());
  observer.observe(box);
  for (const table of box.querySelectorAll('table')) observer.observe(table);
  return () => observer.disconnect();
}
