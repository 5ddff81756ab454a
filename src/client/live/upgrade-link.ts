import { oneXPath, upgradeFragment } from '../../shared/live/share-link.ts';
import { loadDemoCode } from './demo-code.ts';
import { encodeCode, MAX_PAYLOAD_CHARS } from './share.ts';
import { readEdit } from './storage.ts';

/**
 * "Upgrade to 1.x" (loaded on its first click): the reader's code of the demo (their edit kept in this tab, else
 * the demo's own) goes to the same demo on the 1.x line, which applies the mechanical fixes, shows what changed
 * and runs it. Null when the code is too long for an address.
 */
export async function upgradeAddress(id: string, pathname: string): Promise<string | null> {
  const code = readEdit(id) ?? (await loadDemoCode(id)).code;
  const payload = await encodeCode(code);
  if (payload.length > MAX_PAYLOAD_CHARS) return null;
  return `${oneXPath(pathname)}#${upgradeFragment(id, payload)}`;
}
