// Sizes of the build's files as a reader's browser receives them (gzip -6), and how the bench prints them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_DIR } from '../static-server.mjs';

export const kb = (n) => (n === null || n === undefined ? '—' : `${(n / 1024).toFixed(1)} KB`);

const gzipCache = new Map();
/** A file of the build by its URL path: its size, and gzipped. */
export function gzipSize(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const bytes = readFileSync(path.join(BUILD_DIR, decodeURIComponent(urlPath)));
    gzipCache.set(urlPath, { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length });
  }
  return gzipCache.get(urlPath);
}
