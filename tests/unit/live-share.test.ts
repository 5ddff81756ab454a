import { readdirSync, readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeCode,
  encodeCode,
  MAX_CODE_BYTES,
  MAX_PAYLOAD_CHARS,
  shareFragment,
  sharedPayload,
} from '../../src/client/live/share';

const examples = readdirSync('docs/7.x/examples')
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => ({ name: f, code: readFileSync(`docs/7.x/examples/${f}`, 'utf8') }));
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('the share link codec', () => {
  it('round-trips every demo of the site, each in under 4,000 characters of URL-safe text', async () => {
    for (const { name, code } of examples) {
      const payload = await encodeCode(code);
      expect(payload, name).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(payload.length, name).toBeLessThan(4000);
      expect(await decodeCode(payload), name).toEqual({ ok: true, code });
    }
  });

  it('round-trips non-ASCII text (Chinese, emoji)', async () => {
    const code = "const title = '名称 🍎';\n";
    expect(await decodeCode(await encodeCode(code))).toEqual({ ok: true, code });
  });

  it('is raw deflate in base64url, as any deflate tool reads it', async () => {
    const code = 'export default function A() { return null; }\n';
    expect(await decodeCode(base64url(deflateRawSync(Buffer.from(code))))).toEqual({ ok: true, code });
  });

  it('rejects malformed payloads', async () => {
    const malformed = { ok: false, reason: 'malformed' };
    expect(await decodeCode('not base64!')).toEqual(malformed);
    expect(await decodeCode('AAAA')).toEqual(malformed); // base64 of bytes that are no deflate stream
    expect(await decodeCode('')).toEqual(malformed);
    const truncated = (await encodeCode(examples[0].code)).slice(0, 40);
    expect(await decodeCode(truncated)).toEqual(malformed);
    // Valid deflate of bytes that are no UTF-8.
    expect(await decodeCode(base64url(deflateRawSync(Buffer.from([0xff, 0xfe, 0xfd]))))).toEqual(malformed);
  });

  it('rejects oversized payloads: too long a link, or too much code once inflated', async () => {
    expect(await decodeCode('A'.repeat(MAX_PAYLOAD_CHARS + 1))).toEqual({ ok: false, reason: 'oversized' });
    const bomb = base64url(deflateRawSync(Buffer.alloc(MAX_CODE_BYTES + 1, 'a')));
    expect(bomb.length).toBeLessThan(MAX_PAYLOAD_CHARS);
    expect(await decodeCode(bomb)).toEqual({ ok: false, reason: 'oversized' });
  });
});

describe('the share fragment', () => {
  it('names the demo and carries the payload', () => {
    expect(shareFragment('simple', 'abc_-')).toBe('live=simple~abc_-');
    expect(sharedPayload('#live=simple~abc_-', 'simple')).toBe('abc_-');
  });

  it('belongs to one demo only; a plain anchor is no share link', () => {
    expect(sharedPayload('#live=simple~abc', 'simple-2')).toBeNull();
    expect(sharedPayload('#simple', 'simple')).toBeNull();
    expect(sharedPayload('', 'simple')).toBeNull();
  });
});
