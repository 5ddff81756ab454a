// The address fragment of a share link, `#live=<demo id>~<payload>` (the payload's codec is ./share.ts,
// which loads with the editor: every demo island reads the fragment, only the editor decodes it).

const PREFIX = 'live=';

/** The fragment of a share link (`live=<id>~<payload>`, without `#`). */
export const shareFragment = (id: string, payload: string) => `${PREFIX}${id}~${payload}`;

/** The payload a fragment (`#live=…`, from `location.hash`) carries for demo `id`, or null. */
export function sharedPayload(hash: string, id: string): string | null {
  const fragment = hash.replace(/^#/, '');
  const head = `${PREFIX}${id}~`;
  return fragment.startsWith(head) ? fragment.slice(head.length) : null;
}

const UPGRADE_PREFIX = 'upgrade=';

/** The fragment "Upgrade to 1.x" opens the 1.x demo with: `upgrade=<id>~<payload of the reader's 7.x code>`. */
export const upgradeFragment = (id: string, payload: string) => `${UPGRADE_PREFIX}${id}~${payload}`;

/** The payload of an upgrade fragment for demo `id`, or null. */
export function upgradePayload(hash: string, id: string): string | null {
  const fragment = hash.replace(/^#/, '');
  const head = `${UPGRADE_PREFIX}${id}~`;
  return fragment.startsWith(head) ? fragment.slice(head.length) : null;
}
