/** rc-table's scroll boxes: the body of a table with a fixed header, the content box of one without. */
const SCROLL_BOXES = '.rc-table-body, .rc-table-content, .rc-table-tbody-virtual-holder';

/**
 * Makes each of a demo's scroll boxes that overflows reachable from the keyboard (`tabindex="0"`), so its
 * hidden rows and columns can be scrolled with the arrow keys; one that stops overflowing leaves the tab
 * order again. rc-table sets no tabindex of its own there (7.x's hidden measure row, `tabindex="-1"`, only
 * looked like focusable content to audits, and 1.x has none). Watches the box's size: a table that grows
 * or shrinks is measured again. Returns the cleanup.
 */
export function keyboardScrollBoxes(box: HTMLElement): () => void {
  const update = () => {
    for (const el of box.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
      const overflows = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      if (overflows && !el.hasAttribute('tabindex')) el.tabIndex = 0;
      else if (!overflows && el.getAttribute('tabindex') === '0') el.removeAttribute('tabindex');
    }
  };
  update();
  const observer = new ResizeObserver(update);
  observer.observe(box);
  for (const table of box.querySelectorAll('table')) observer.observe(table);
  return () => observer.disconnect();
}

/**
 * Tells the demo's tables where a reader scrolled them before the demo hydrated. The server's table can be
 * scrolled at once, but the hydrated table does not read where its boxes stand until their next scroll
 * event: a virtual list kept its first rows at the top and showed nothing where the reader had scrolled to.
 * Each box scrolled away from its start gets that event now.
 */
export function replayEarlyScrolls(box: HTMLElement) {
  for (const el of box.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    if (el.scrollTop !== 0 || el.scrollLeft !== 0) el.dispatchEvent(new Event('scroll'));
  }
}
