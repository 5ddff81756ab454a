// The pure part of the static server (scripts/static-server.mjs): from a request's method and target to the
// files of the build folder that may answer it. No file system, no network: tests/unit/static-paths.test.ts.

/** The only methods a static site answers; every other one gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS = Object.freeze(['GET', 'HEAD']);

/** Longer request targets get 414. Browsers and CDNs send far shorter ones; the longest page address is ~60. */
export const MAX_TARGET_LENGTH = 2048;

/** The two ways a host answers an address that names no file (see `notFoundPages`). */
export const NOT_FOUND_MODES = Object.freeze(['nearest', 'single']);

/** Text files in UTF-8 (the Chinese pages' Markdown), as a static host is configured to send them. */
const TEXT_TYPES = new Map([
  ['md', 'text/markdown; charset=utf-8'],
  ['txt', 'text/plain; charset=utf-8'],
]);

export const isAllowedMethod = (method) => ALLOWED_METHODS.includes(method);

// Printable ASCII without the space: a browser percent-encodes everything else in a path.
const RAW_TARGET = /^[\x21-\x7e]+$/;
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i;
// After decoding: control characters (NUL included) and the Windows path separator.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_DECODED = /[\x00-\x1f\x7f\\]/;

/**
 * The decoded path of a request target (`/zh-CN/demo/x?y#z` → `/zh-CN/demo/x`), or the status that refuses it:
 * 414 when longer than MAX_TARGET_LENGTH; 400 when it is not a path (`*`, `x`), holds a raw byte a browser
 * would have encoded, has a `%` not followed by two hex digits or bytes that are not UTF-8 (overlong forms
 * included), or decodes to a control character, a backslash or a `.`/`..` segment. Decoded exactly once, so
 * `%252e%252e` is the name `%2e%2e`, never `..`.
 */
export function requestPath(target) {
  if (typeof target !== 'string' || target === '') return { status: 400 };
  if (target.length > MAX_TARGET_LENGTH) return { status: 414 };
  if (!RAW_TARGET.test(target)) return { status: 400 };
  // absolute-form (`GET http://host/x`), which a server must accept: its path.
  let raw = target.replace(ABSOLUTE_FORM, '') || '/';
  raw = raw.split('#')[0].split('?')[0];
  if (!raw.startsWith('/')) return { status: 400 };
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { status: 400 };
  }
  if (FORBIDDEN_DECODED.test(decoded)) return { status: 400 };
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return { status: 400 };
  return { path: decoded };
}

/** `/a/b/` → `/a/b`; `/` stays. */
const withoutTrailingSlash = (path) => path.replace(/\/+$/, '') || '/';

/**
 * The build files that may answer a decoded path, in order (paths relative to the build folder): the file
 * itself, then `.html` added, then the folder's `index.html` (`/` → `index.html`, `/demo/x/` → `demo/x`,
 * `demo/x.html`, `demo/x/index.html`). A name starting with `.` is never served.
 */
export function filesToTry(path) {
  const bare = withoutTrailingSlash(path);
  if (bare === '/') return ['index.html'];
  const rel = bare.slice(1);
  if (rel.split('/').some((segment) => segment.startsWith('.'))) return [];
  return [rel, `${rel}.html`, `${rel}/index.html`];
}

/**
 * The not-found pages that may answer a path that names no file, best first. `nearest` (how the site's own
 * folders are laid out, and how Netlify or `npx serve` answer): the `404.html` of the address's folder, then of
 * each folder above it (`/zh-CN/no/such` → `zh-CN/no/404.html`, `zh-CN/404.html`, `404.html`). `single` (how
 * Vercel and GitHub Pages answer): the root `404.html` for every address. Without a path (a refused target):
 * the root one.
 */
export function notFoundPages(path, mode = 'nearest') {
  if (!NOT_FOUND_MODES.includes(mode))
    throw new Error(`Unknown not-found mode "${mode}" (${NOT_FOUND_MODES.join(', ')})`);
  if (mode === 'single' || path === undefined) return ['404.html'];
  const folders = withoutTrailingSlash(path).split('/').slice(1, -1);
  const pages = [];
  for (let depth = folders.length; depth > 0; depth--) pages.push(`${folders.slice(0, depth).join('/')}/404.html`);
  pages.push('404.html');
  return pages;
}

/** The Content-Type the site's text files need (UTF-8 said out loud), or undefined for the usual one. */
export function textTypeFor(file) {
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? TEXT_TYPES.get(file.slice(dot + 1)) : undefined;
}

/** A build-relative file (`zh-CN/demo/x.html`) as the encoded absolute path `send` expects. */
export const encodeFilePath = (file) => `/${file.split('/').map(encodeURIComponent).join('/')}`;
