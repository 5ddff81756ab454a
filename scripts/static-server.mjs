import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

// Text files in UTF-8 (the Chinese pages' Markdown), as a static host is configured to send them.
const TEXT_TYPES = { '.md': 'text/markdown; charset=utf-8', '.txt': 'text/plain; charset=utf-8' };

export const BUILD_DIR = path.resolve(import.meta.dirname, '..', process.env.SITE_BUILD_DIR ?? 'dist');

/**
 * Serves the static build the way a plain static host does: files as they are (`/x` → `x.html`), and
 * for anything else the nearest 404.html up the address's folders (`/zh-CN/x` → `zh-CN/404.html`,
 * `/~demos/x` → `~demos/404.html`, else `404.html`) with status 404.
 */
export function createStaticServer(dir = BUILD_DIR) {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => {
      const type = TEXT_TYPES[path.posix.extname(pathname)];
      if (type) res.setHeader('Content-Type', type);
    },
  });
  const notFoundFor = (pathname) => {
    let folder = path.posix.dirname(decodeURIComponent(pathname));
    for (;;) {
      const candidate = path.join(dir, folder, '404.html');
      if (candidate.startsWith(dir) && existsSync(candidate)) return readFileSync(candidate);
      if (folder === '/' || folder === '.') return readFileSync(path.join(dir, '404.html'));
      folder = path.posix.dirname(folder);
    }
  };
  return http.createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFoundFor(new URL(req.url ?? '/', 'http://x').pathname));
    }),
  );
}

/** Starts the server on 127.0.0.1 and resolves with its base URL. */
export function listen(server, port = 0) {
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}
