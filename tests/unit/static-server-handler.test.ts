// The static server's request handler in this process (createStaticServer, as scripts/serve.mjs and the
// benches start it), on a small site this file writes to a temporary folder. static-server.test.ts runs the
// real `npm run serve` in a child process against hundreds of odd requests; this file checks the answers
// the handler chooses where the mutation tests can see it (a child process is out of their sight).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen, listFiles } from '../../scripts/static-server.mjs';

const PAGES: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  '404.html': '<h1>not found</h1>',
  'zh-CN/404.html': '<h1>未找到</h1>',
  'zh-CN/demo/x.html': '<h1>演示</h1>',
  'demo/x.html': '<h1>demo</h1>',
  'demo/x.md': '# 演示\n',
  'gone.html': '<h1>soon deleted</h1>',
};

let root: string;
let site: string;
let bare: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'static-handler-'));
  site = path.join(root, 'site');
  for (const [file, text] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  writeFileSync(path.join(root, 'outside.txt'), 'outside');
  symlinkSync(path.join(root, 'outside.txt'), path.join(site, 'linked.txt'));
  // A build without any not-found page.
  bare = path.join(root, 'bare');
  mkdirSync(bare);
  writeFileSync(path.join(bare, 'index.html'), '<h1>bare</h1>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(base: string, target: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = http.request({ host: url.hostname, port: url.port, path: target, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function serve(dir: string, options?: Parameters<typeof createStaticServer>[1]) {
  const server = createStaticServer(dir, options);
  const base = await listen(server);
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the static server’s handler', () => {
  it('lists the files of the build, not the links in it', () => {
    expect([...listFiles(site)].sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('listens on 127.0.0.1 and serves pages, /x from x.html, Markdown in UTF-8', async () => {
    const { base, close } = await serve(site);
    try {
      expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const home = await request(base, '/');
      expect([home.status, home.body]).toEqual([200, PAGES['index.html']]);
      expect((await request(base, '/demo/x')).body).toBe(PAGES['demo/x.html']);
      const md = await request(base, '/demo/x.md');
      expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(md.body).toBe(PAGES['demo/x.md']);
      expect((await request(base, '/linked.txt')).status).toBe(404);
    } finally {
      await close();
    }
  });

  it('answers a missing address with the nearest 404.html, a page deleted since the start too', async () => {
    const { base, close } = await serve(site);
    try {
      for (const [target, page] of [
        ['/nowhere', '404.html'],
        ['/zh-CN/no/such', 'zh-CN/404.html'],
      ]) {
        const answer = await request(base, target);
        expect(answer.status, target).toBe(404);
        expect(answer.headers['content-type'], target).toBe('text/html; charset=utf-8');
        expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
        expect(answer.headers['content-length'], target).toBe(String(Buffer.byteLength(PAGES[page])));
        expect(answer.body, target).toBe(PAGES[page]);
      }
      const head = await request(base, '/zh-CN/no/such', 'HEAD');
      expect(head.status).toBe(404);
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(PAGES['zh-CN/404.html'])));
      expect(head.body).toBe('');
      unlinkSync(path.join(site, 'gone.html'));
      const gone = await request(base, '/gone');
      expect([gone.status, gone.body]).toEqual([404, PAGES['404.html']]);
    } finally {
      await close();
    }
  });

  it('answers every missing address with the root 404.html in single mode, and knows no other mode', async () => {
    const { base, close } = await serve(site, { notFound: 'single' });
    try {
      const answer = await request(base, '/zh-CN/no/such');
      expect([answer.status, answer.body]).toEqual([404, PAGES['404.html']]);
    } finally {
      await close();
    }
    // @ts-expect-error -- a mode the server does not know, as SITE_NOT_FOUND may give one
    expect(() => createStaticServer(site, { notFound: 'closest' })).toThrow(
      'SITE_NOT_FOUND must be one of nearest, single; it is "closest"',
    );
  });

  it('says the status in plain text where the build has no page for it', async () => {
    const { base, close } = await serve(bare);
    try {
      const missing = await request(base, '/nowhere');
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(missing.body).toBe('404 Not Found\n');
    } finally {
      await close();
    }
  });

  it('refuses what it cannot read (400, with the not-found page), a target too long (414), other methods (405)', async () => {
    const { base, close } = await serve(site);
    try {
      const malformed = await request(base, '/%E0%A4%A');
      expect([malformed.status, malformed.body]).toEqual([400, PAGES['404.html']]);
      const long = await request(base, `/${'a'.repeat(2048)}`);
      expect([long.status, long.body]).toEqual([414, '414 URI Too Long\n']);
      const post = await request(base, '/', 'POST');
      expect([post.status, post.body, post.headers.allow]).toEqual([405, '405 Method Not Allowed\n', 'GET, HEAD']);
      const connect = await new Promise<string>((resolve) => {
        const url = new URL(base);
        const socket = net.connect(Number(url.port), '127.0.0.1');
        let out = '';
        socket.on('data', (c) => (out += c.toString()));
        socket.on('close', () => resolve(out));
        socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
      });
      expect(connect).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\n/);
    } finally {
      await close();
    }
  });
});
