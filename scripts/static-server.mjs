import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import send from 'send';
import {
  ALLOWED_METHODS,
  encodeFilePath,
  filesToTry,
  isAllowedMethod,
  NOT_FOUND_MODES,
  notFoundPages,
  requestPath,
  textTypeFor,
} from './static-paths.mjs';

export const BUILD_DIR = path.resolve(import.meta.dirname, '..', process.env.SITE_BUILD_DIR ?? 'dist');

/** `SITE_NOT_FOUND=single` serves the root 404.html for every missing address, as Vercel and GitHub Pages do. */
export const NOT_FOUND_MODE = process.env.SITE_NOT_FOUND || 'nearest';

/** Every file under `dir` (paths relative to it, `/`-separated). Links and other non-files are left out. */
export function listFiles(dir) {
  const files = new Set();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.add(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return files;
}

/**
 * Serves the static build the way a plain static host does: files as they are (`/x` → `x.html`; text compressed
 * for a client that accepts it), and for anything else a not-found page with status 404 — the nearest
 * 404.html up the address's folders (`/zh-CN/x` → `zh-CN/404.html`), or with `notFound: 'single'` the root
 * 404.html for everything.
 *
 * Made to face the public (issue 18): which files exist is read once at start, so only those are ever
 * served, whatever the encoding of an address (`scripts/static-paths.mjs` refuses malformed ones with 400);
 * methods other than GET and HEAD get 405; `send` answers ranges, conditional requests and HEAD, and closes
 * a file whose reader went away. No request can throw out of the handler.
 */
export function createStaticServer(dir = BUILD_DIR, { notFound = NOT_FOUND_MODE } = {}) {
  if (!NOT_FOUND_MODES.includes(notFound)) {
    throw new Error(`SITE_NOT_FOUND must be one of ${NOT_FOUND_MODES.join(', ')}; it is "${notFound}"`);
  }
  const root = path.resolve(dir);
  const files = listFiles(root);
  const notFoundBodies = new Map(
    [...files].filter((f) => path.posix.basename(f) === '404.html').map((f) => [f, readFileSync(path.join(root, f))]),
  );

  const reply = (req, res, status, body, headers) => {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(status, { ...headers, 'Content-Length': body.length, 'X-Content-Type-Options': 'nosniff' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const text = (req, res, status, headers = {}) =>
    reply(req, res, status, Buffer.from(`${status} ${http.STATUS_CODES[status]}\n`), {
      ...headers,
      'Content-Type': 'text/plain; charset=utf-8',
    });
  const notFoundPage = (req, res, status, pathname) => {
    const page = notFoundPages(pathname, notFound).find((f) => notFoundBodies.has(f));
    if (!page) return text(req, res, status);
    reply(req, res, status, notFoundBodies.get(page), { 'Content-Type': 'text/html; charset=utf-8' });
  };

  // Every public static host (GitHub Pages, Netlify, Vercel, a CDN) compresses text (brotli or gzip); without
  // it the bench's Lighthouse downloads the home page's HTML at 6× its real size. A range is sent as on disk.
  const compress = compression({ filter: (req, res) => !req.headers.range && compression.filter(req, res) });

  const handle = (req, res) => {
    if (!isAllowedMethod(req.method)) return text(req, res, 405, { Allow: ALLOWED_METHODS.join(', ') });
    const target = requestPath(req.url);
    // A browser shows the site's own page for an address it cannot read, with the status that says why.
    if (target.status === 400) return notFoundPage(req, res, 400, undefined);
    if (target.status) return text(req, res, target.status);
    const file = filesToTry(target.path).find((f) => files.has(f));
    if (!file) return notFoundPage(req, res, 404, target.path);

    const type = textTypeFor(file);
    if (type) res.setHeader('Content-Type', type);
    send(req, encodeFilePath(file), {
      root,
      dotfiles: 'allow',
      index: false,
      redirect: false,
      extensions: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
    })
      .on('error', (err) => {
        if (res.headersSent) return res.destroy();
        if (err.status === 404) return notFoundPage(req, res, 404, target.path); // deleted since the start
        text(req, res, err.status ?? 500, err.headers);
      })
      .pipe(res);
  };

  const server = http.createServer({ headersTimeout: 20_000, requestTimeout: 30_000 }, (req, res) => {
    try {
      compress(req, res, () => handle(req, res));
    } catch {
      if (res.headersSent) res.destroy();
      else text(req, res, 500);
    }
  });
  // CONNECT (a proxy's method) skips the request handler: without this the connection just closes.
  server.on('connect', (req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  return server;
}

/** Starts the server on 127.0.0.1 and resolves with its base URL. */
export function listen(server, port = 0) {
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}
