// A share link carries the edited code in the address fragment (never sent to a server): UTF-8,
// deflated with the browser's own CompressionStream ('deflate-raw'), base64url without padding.
// `#live=<demo id>~<payload>`.

/** The longest payload a link may carry (every demo of the site encodes to under 4,000). */
export const MAX_PAYLOAD_CHARS = 8000;
/** The most code a payload may inflate to (a tiny payload must not unpack into megabytes). */
export const MAX_CODE_BYTES = 100_000;

// The fragment's shape is in ./share-link (the demo islands read it; this codec loads with the editor).
export { shareFragment, sharedPayload } from '../../shared/live/share-link.ts';

export type Decoded = { ok: true; code: string } | { ok: false; reason: 'malformed' | 'oversized' };

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity) {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new RangeError('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new SyntaxError('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The payload of a share link for `code`. */
export async function encodeCode(code: string): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(code), new CompressionStream('deflate-raw')));
}

/** The code of a payload, or why there is none. */
export async function decodeCode(payload: string): Promise<Decoded> {
  if (payload.length > MAX_PAYLOAD_CHARS) return { ok: false, reason: 'oversized' };
  let bytes: Uint8Array;
  try {
    bytes = await pipe(fromBase64Url(payload), new DecompressionStream('deflate-raw'), MAX_CODE_BYTES);
  } catch (err) {
    return { ok: false, reason: err instanceof RangeError ? 'oversized' : 'malformed' };
  }
  try {
    const code = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return code ? { ok: true, code } : { ok: false, reason: 'malformed' };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
