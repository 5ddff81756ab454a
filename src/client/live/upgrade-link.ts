import { demoKey } from '../../shared/demo/types.ts';
import { upgradeFragment } from '../../shared/live/share-link.ts';
import { CURRENT_LINE, switchRoute } from '../../shared/site/route.ts';
import { loadDemoCode } from './demo-code.ts';
import { encodeCode, MAX_PAYLOAD_CHARS } from './share.ts';
import { readEdit } from './storage.ts';

/**
 * "Upgrade to 1.x" (loaded on its first click): the reader's code of the demo on an older `line` (their edit kept in this tab, else
 * the demo's own) goes to the same demo on the 1.x line, which applies the mechanical fixes, shows what changed
 * and runs it. Null when the code is too long for an address.
 */
export async function upgradeAddress(id: string, line: string, pathname: string): Promise<string | null> {
  const key = demoKey({ line, id });
  const code = readEdit(key) ?? (await loadDemoCode(key)).code;
  const payload = await encodeCode(code);
  if (payload.length > MAX_PAYLOAD_CHARS) return null;
  return `${switchRoute(pathname, { line: CURRENT_LINE.id })}#${upgradeFragment(id, payload)}`;
}
