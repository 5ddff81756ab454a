import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export const BUILD_DIR = path.resolve(import.meta.dirname, '..', process.env.SITE_BUILD_DIR ?? 'build', 'client');

/**
 * Serves the static build the way a plain static host does: files as they are (`/x` → `x/index.html`),
 * and 404.html with status 404 for anything else.
 */
export function createStaticServer(dir = BUILD_DIR) {
  const notFound = readFileSync(path.join(dir, '404.html'));
  const files = sirv(dir, { dev: false, etag: true, extensions: ['html'] });
  return http.createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFound);
    }),
  );
}

/** Starts the server on 127.0.0.1 and resolves with its base URL. */
export function listen(server, port = 0) {
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}
