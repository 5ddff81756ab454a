/**
 * A demo's edited code in a link: `/demo/simple#code/simple/<data>`, where data is the code's UTF-8, deflated by
 * the browser's own CompressionStream and written in base64url. Nothing leaves the reader's browser: the code
 * travels in the address fragment, which is never sent to a server.
 */
const PREFIX = 'code/';

/** Longer fragments are refused before any decoding (every demo of the site encodes to under 4,000). */
export const MAX_SHARE_FRAGMENT = 12_000;
/** What the inflated code may weigh at most: a small fragment cannot expand into megabytes. */
export const MAX_SHARED_CODE_BYTES = 200_000;

export type SharedCode =
  | { ok: true; id: string; code: string }
  | { ok: false; id?: string; problem: 'malformed' | 'oversized' };

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

function toBase64Url(bytes: Uint8Array) {
  let binary = '';
  // In slices: spreading a long array into one call overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new SyntaxError('not base64url');
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The fragment (without `#`) that carries a demo's edited code; longer than MAX_SHARE_FRAGMENT, it cannot be shared. */
export async function encodeShareFragment(id: string, code: string): Promise<string> {
  const deflated = await pipe(new TextEncoder().encode(code), new CompressionStream('deflate-raw'));
  return `${PREFIX}${id}/${toBase64Url(deflated)}`;
}

/** Whether an address fragment (with or without `#`) is a share link at all. */
export const isShareFragment = (fragment: string) => fragment.replace(/^#/, '').startsWith(PREFIX);

/**
 * The demo id and code a share fragment carries; null for any other fragment (a heading's anchor). A damaged,
 * truncated or oversized link says which, with the demo's id when that much could be read.
 */
export async function decodeShareFragment(fragment: string): Promise<SharedCode | null> {
  const text = fragment.replace(/^#/, '');
  if (!text.startsWith(PREFIX)) return null;
  const slash = text.indexOf('/', PREFIX.length);
  const id = slash > PREFIX.length ? text.slice(PREFIX.length, slash) : undefined;
  const validId = id && /^[\w-]+$/.test(id) ? id : undefined;
  if (text.length > MAX_SHARE_FRAGMENT) return { ok: false, id: validId, problem: 'oversized' };
  if (!validId) return { ok: false, problem: 'malformed' };
  try {
    const bytes = await pipe(
      fromBase64Url(text.slice(slash + 1)),
      new DecompressionStream('deflate-raw'),
      MAX_SHARED_CODE_BYTES,
    );
    const code = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return code.trim() ? { ok: true, id: validId, code } : { ok: false, id: validId, problem: 'malformed' };
  } catch (error) {
    return { ok: false, id: validId, problem: error instanceof RangeError ? 'oversized' : 'malformed' };
  }
}
