// The address fragments that open a demo's editor on some code: a share link's, `#live=<demo id>~<payload>`,
// and "Upgrade to 1.x"'s, `#upgrade=<demo id>~<payload of the reader's 7.x code>`. The payload's codec is
// ./share.ts, which loads with the editor: every demo island reads the fragment, only the editor decodes it.

const SHARE = 'live=';
const UPGRADE = 'upgrade=';

const fragment = (prefix: string, id: string, payload: string) => `${prefix}${id}~${payload}`;

/** The payload a fragment of this kind (`location.hash`) carries for demo `id`, or null. */
function payloadOf(prefix: string, hash: string, id: string): string | null {
  const rest = hash.replace(/^#/, '');
  const head = fragment(prefix, id, '');
  return rest.startsWith(head) ? rest.slice(head.length) : null;
}

/** The fragment of a share link (without `#`). */
export const shareFragment = (id: string, payload: string) => fragment(SHARE, id, payload);
/** The payload a share link's fragment carries for demo `id`, or null. */
export const sharedPayload = (hash: string, id: string) => payloadOf(SHARE, hash, id);
/** The fragment "Upgrade to 1.x" opens the 1.x demo with. */
export const upgradeFragment = (id: string, payload: string) => fragment(UPGRADE, id, payload);
/** The payload of an upgrade fragment for demo `id`, or null. */
export const upgradePayload = (hash: string, id: string) => payloadOf(UPGRADE, hash, id);
