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

/** The queue with one more action at its end. */
export const enqueue = (queued: string | null, action: string): string => (queued ? `${queued} ${action}` : action);

/** The actions of a queue, oldest first. */
export const dequeueAll = (queued: string | null): string[] => (queued ? queued.split(' ').filter(Boolean) : []);
