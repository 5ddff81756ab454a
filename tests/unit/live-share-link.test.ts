import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeShareFragment,
  encodeShareFragment,
  isShareFragment,
  MAX_SHARE_FRAGMENT,
} from '../../src/lib/live/share-link';

const examples = path.resolve(import.meta.dirname, '../../docs/examples');
const base64url = (bytes: Buffer) => bytes.toString('base64url');

describe('share links of edited demos', () => {
  it('brings back exactly the code that was shared, Chinese text and emoji included', async () => {
    const code = "const columns = [{ title: '名称 🍎', dataIndex: 'name' }];\n\texport default () => null;\n";
    const fragment = await encodeShareFragment('simple', code);
    expect(fragment).toMatch(/^code\/simple\/[A-Za-z0-9_-]+$/);
    expect(await decodeShareFragment(`#${fragment}`)).toEqual({ ok: true, id: 'simple', code });
  });

  it('fits every demo of the site in under 4,000 characters, and brings each back whole', async () => {
    for (const file of readdirSync(examples).filter((f) => f.endsWith('.tsx'))) {
      const code = readFileSync(path.join(examples, file), 'utf8');
      const fragment = await encodeShareFragment('x', code);
      expect(fragment.length, file).toBeLessThan(4000);
      expect(await decodeShareFragment(fragment), file).toEqual({ ok: true, id: 'x', code });
    }
  });

  it('encodes code too long for a link without failing, so the editor can say it is too long', async () => {
    const words = Array.from({ length: 40_000 }, (_, i) => `w${(i * 7919) % 100_003}`).join(' ');
    const fragment = await encodeShareFragment('simple', words);
    expect(fragment.length).toBeGreaterThan(MAX_SHARE_FRAGMENT);
    expect(await decodeShareFragment(fragment)).toEqual({ ok: false, id: 'simple', problem: 'oversized' });
  });

  it('reads data deflated by any deflate-raw encoder, not only the browser’s', async () => {
    const code = 'export default function Demo() { return null; }';
    const fragment = `code/simple/${base64url(deflateRawSync(Buffer.from(code)))}`;
    expect(await decodeShareFragment(fragment)).toEqual({ ok: true, id: 'simple', code });
  });

  it('leaves other fragments alone: a heading anchor is not a share link', async () => {
    expect(isShareFragment('#expandable')).toBe(false);
    expect(await decodeShareFragment('#expandable')).toBeNull();
    expect(await decodeShareFragment('')).toBeNull();
    expect(isShareFragment('#code/simple/abc')).toBe(true);
  });

  it('calls a damaged link malformed, with the demo id when it could be read', async () => {
    const good = await encodeShareFragment('simple', 'export default () => null;');
    expect(await decodeShareFragment(good.slice(0, -6))).toMatchObject({
      ok: false,
      id: 'simple',
      problem: 'malformed',
    });
    expect(await decodeShareFragment('code/simple/not*base64')).toEqual({
      ok: false,
      id: 'simple',
      problem: 'malformed',
    });
    expect(await decodeShareFragment(`code/simple/${base64url(Buffer.from('plain text'))}`)).toMatchObject({
      ok: false,
      problem: 'malformed',
    });
    expect(await decodeShareFragment('code/')).toEqual({ ok: false, problem: 'malformed' });
    expect(await decodeShareFragment('code/<script>/AAAA')).toEqual({ ok: false, problem: 'malformed' });
    // Bytes that are not UTF-8 text.
    const binary = `code/simple/${base64url(deflateRawSync(Buffer.from([0xff, 0xfe, 0x00, 0xc3])))}`;
    expect(await decodeShareFragment(binary)).toMatchObject({ ok: false, problem: 'malformed' });
  });

  it('refuses an oversized link, and a small one that would inflate into megabytes', async () => {
    const long = `code/simple/${'A'.repeat(MAX_SHARE_FRAGMENT)}`;
    expect(await decodeShareFragment(long)).toEqual({ ok: false, id: 'simple', problem: 'oversized' });
    const bomb = deflateRawSync(Buffer.alloc(5_000_000, 32));
    const fragment = `code/simple/${base64url(bomb)}`;
    expect(fragment.length).toBeLessThan(MAX_SHARE_FRAGMENT);
    expect(await decodeShareFragment(fragment)).toEqual({ ok: false, id: 'simple', problem: 'oversized' });
  });
});
