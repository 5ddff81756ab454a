/**
 * Scrolls `box` (a scrolling sidebar or table of contents, never the page) so that `item` is in view:
 * centred if it was out of view, untouched if it was already visible.
 */
export function revealInBox(box: HTMLElement, item: Element | null): void {
  if (!item) return;
  const view = box.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.top >= view.top && at.bottom <= view.bottom) return;
  box.scrollTop += at.top - view.top - (view.height - at.height) / 2;
}
