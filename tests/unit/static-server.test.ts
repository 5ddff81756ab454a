// The real static server (scripts/serve.mjs, as `npm start` runs it) on 127.0.0.1, port 0, serving a small
// site this file writes to a temporary folder, with a file beside that folder that must never be served.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SECRET = 'SECRET-OUTSIDE-THE-BUILD-FOLDER';
const PAGES: Record<string, string> = {
  'index.html': '<h1>home page</h1>',
  '404.html': '<h1>root not-found page</h1>',
  'zh-CN.html': '<h1>中文首页</h1>',
  'zh-CN/404.html': '<h1>中文未找到页</h1>',
  'zh-CN/demo/sticky-header.html': '<h1>吸顶表头</h1>',
  'demo/sticky-header.html': '<h1>sticky header page</h1>',
  'demo/sticky-header.md': '# 吸顶表头\n',
  '~demos/404.html': '<h1>demo not-found page</h1>',
  'llms.txt': 'llms: 中文\n',
  '.env': SECRET,
};
/** A page as long as a real one (the home page's HTML is 217 KB): a host sends it compressed. */
const LONG_PAGE = `<h1>API</h1>${'<tr><td>scroll</td><td>{ x?: number | true; y?: number }</td></tr>'.repeat(400)}`;
/** A file far larger than a socket's buffers, so a reader that goes away leaves it half sent. */
const BIG = Buffer.alloc(4 * 1024 * 1024, 'rc-table ');

let root: string;
let site: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  site = path.join(root, 'site');
  for (const [file, text] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  writeFileSync(path.join(site, 'big.bin'), BIG);
  writeFileSync(path.join(site, 'long.html'), LONG_PAGE);
  writeFileSync(path.join(root, 'secret.txt'), SECRET);
  writeFileSync(path.join(root, 'secret.html'), SECRET);
  symlinkSync(path.join(root, 'secret.txt'), path.join(site, 'linked.txt'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  port: number;
  stop: () => Promise<void>;
}

/** Starts scripts/serve.mjs on a free port and waits for the address it prints. */
async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: '0', SITE_BUILD_DIR: site, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${stderr}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return { child, port, stop };
}

interface RawResponse {
  status: number;
  head: string;
  body: Buffer;
}

/**
 * Sends bytes as they are (Node's http client refuses most odd requests before sending them) and reads the
 * whole answer; status 0 if the server closed the connection without one.
 */
function raw(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 10 s to ${JSON.stringify(request.toString().slice(0, 80))}`));
    }, 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may reset a connection it refused once its answer is out: the answer still counts.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, end === -1 ? all.length : end).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: end === -1 ? Buffer.alloc(0) : all.subarray(end + 4) });
    });
    socket.write(request);
  });
}

const header = (response: RawResponse, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(response.head)?.[1];

const get = (target: string, headers = '', method = 'GET') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;

interface OddRequest {
  name: string;
  request: string | Buffer;
  /** The statuses that make sense for it. */
  expected: number[];
}

const odd = (name: string, request: string | Buffer, ...expected: number[]): OddRequest => ({
  name,
  request,
  expected,
});

/** The requests named in issue 18 and by the HTTP rules, each with the status it must get. */
const HAND_WRITTEN: OddRequest[] = [
  odd('the issue: a percent sequence cut short', get('/%E0%A4%A'), 400),
  odd('a lone percent sign', get('/%'), 400),
  odd('percent with one hex digit', get('/demo/%4'), 400),
  odd('percent with non-hex digits', get('/%zz'), 400),
  odd('IIS-style %u escape', get('/%u002e%u002e/secret.txt'), 400),
  odd('an invalid UTF-8 byte', get('/%FF'), 400),
  odd('a UTF-16 surrogate in UTF-8', get('/%ED%A0%80'), 400),
  odd('overlong UTF-8 dots', get('/%C0%AE%C0%AE/secret.txt'), 400),
  odd('the issue: encoded dots', get('/%2e%2e/secret.txt'), 400),
  odd('the issue: encoded slashes under zh-CN', get('/zh-CN/..%2f..%2fsecret.txt'), 400),
  odd('plain dot-dot', get('/../secret.txt'), 400),
  odd('dot-dot in a query only', get('/?file=../secret.txt'), 200),
  odd('double-encoded dots (a name, not a way up)', get('/%252e%252e/secret.txt'), 404),
  odd('an encoded NUL', get('/index.html%00'), 400),
  odd('an encoded NUL before an extension', get('/secret.txt%00.html'), 400),
  odd('a raw NUL in the request line', Buffer.from('GET /a\0b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400),
  odd('a raw NUL in a header', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\nConnection: close\r\n\r\n', 400),
  odd('an encoded CR LF (header injection)', get('/a%0d%0aSet-Cookie:%20x=1'), 400),
  odd('an encoded backslash', get('/..%5c..%5csecret.txt'), 400),
  odd('a raw backslash', get('/..\\secret.txt'), 400),
  odd('a raw non-ASCII byte', Buffer.from('GET /\xe9 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'latin1'), 400),
  odd('a path of 2,048 characters', get(`/${'a'.repeat(2047)}`), 404),
  odd('a path of 2,049 characters', get(`/${'a'.repeat(2048)}`), 414),
  odd('a path of 10,000 characters', get(`/${'a'.repeat(10_000)}`), 414),
  odd('a request line beyond the header limit', get(`/${'a'.repeat(20_000)}`), 431),
  odd('one header of 20,000 characters', get('/', `X-Long: ${'b'.repeat(20_000)}\r\n`), 431),
  odd('headers of 40,000 characters in all', get('/', 'X-Many: cccccccccc\r\n'.repeat(2_000)), 431),
  odd('a dotfile', get('/.env'), 404),
  odd('a symbolic link out of the folder', get('/linked.txt'), 404),
  odd('an unknown method', get('/', '', 'FOO'), 400),
  odd('a lower-case method', get('/', '', 'get'), 400),
  odd('POST', get('/', 'Content-Length: 3\r\n', 'POST').replace(/\r\n\r\n$/, '\r\n\r\nabc'), 405),
  odd('PUT', get('/index.html', 'Content-Length: 0\r\n', 'PUT'), 405),
  odd('DELETE', get('/index.html', '', 'DELETE'), 405),
  odd('PATCH', get('/', '', 'PATCH'), 405),
  odd('OPTIONS', get('/', '', 'OPTIONS'), 405),
  odd('OPTIONS *', get('*', '', 'OPTIONS'), 405),
  odd('TRACE', get('/', '', 'TRACE'), 405),
  odd('CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405),
  odd('GET *', get('*'), 400),
  odd('a target without a slash', get('index.html'), 400),
  odd('HEAD', get('/', '', 'HEAD'), 200),
  odd('HEAD of a missing page', get('/nowhere', '', 'HEAD'), 404),
  odd('a range', get('/big.bin', 'Range: bytes=0-9\r\n'), 206),
  odd('a suffix range', get('/big.bin', 'Range: bytes=-5\r\n'), 206),
  odd('an open range', get('/big.bin', `Range: bytes=${BIG.length - 3}-\r\n`), 206),
  odd('a range past the end', get('/big.bin', 'Range: bytes=99999999-\r\n'), 416),
  odd('a reversed range', get('/big.bin', 'Range: bytes=9-0\r\n'), 416),
  odd('a range that is not a number', get('/big.bin', 'Range: bytes=a-b\r\n'), 200),
  odd('a range of another unit', get('/index.html', 'Range: items=0-1\r\n'), 200),
  odd('two ranges (sent whole)', get('/index.html', 'Range: bytes=0-1,5-6\r\n'), 200),
  odd('a range on a missing page', get('/nowhere', 'Range: bytes=0-1\r\n'), 404),
  odd('HTTP/1.1 without Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400),
  odd('HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n', 200),
  odd('an absolute-form target', get('http://example.com/demo/sticky-header'), 200),
  odd('an absolute-form target with a broken host', get('http://[/'), 200),
  odd(
    'both Content-Length and Transfer-Encoding',
    get('/', 'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n'),
    400,
  ),
  odd('a request line that is not HTTP', 'garbage\r\n\r\n', 400),
  odd('the HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 400),
  odd('an upgrade to WebSocket', get('/', 'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n'), 200),
  odd('many slashes', get('//////'), 200),
  odd('a network-path target', get('//example.com/secret.txt'), 404),
  odd('a trailing slash', get('/demo/sticky-header/'), 200),
  odd('an address in Chinese', get('/zh-CN/%E4%B8%AD%E6%96%87'), 404),
  odd('a deep missing address', get(`/zh-CN${'/a'.repeat(400)}`), 404),
  odd('a script in the query', get('/?q=<script>alert(1)</script>'), 200),
  odd('a fragment sent by a client', get('/#../../secret.txt'), 200),
];

/** Ways up and out of the folder, in every encoding of the dots and the separator, under every folder. */
function traversals(): OddRequest[] {
  const ups = [
    '..',
    '%2e%2e',
    '%2E%2E',
    '.%2e',
    '%2e.',
    '%252e%252e',
    '%c0%ae%c0%ae',
    '%u002e%u002e',
    '..%00',
    '%2e%2e%00',
  ];
  const separators = ['/', '%2f', '%2F', '%5c', '\\', '%252f', '%c0%af'];
  const folders = ['/', '/zh-CN/', '/~demos/', '/demo/'];
  const list: OddRequest[] = [];
  for (const folder of folders) {
    for (const up of ups) {
      for (const sep of separators) {
        const target = `${folder}${up}${sep}${up}${sep}${up}${sep}secret.txt`;
        list.push(odd(`traversal ${target}`, get(target), 400, 404));
      }
    }
  }
  return list;
}

/** Percent-encoding that is not UTF-8, at the end and in the middle of addresses under every folder. */
function malformed(): OddRequest[] {
  const bad = ['%', '%0', '%G1', '%E0%A4%A', '%E0%A4', '%C3', '%80', '%BF%BF', '%F8%88%80%80%80', '%ED%BF%BF'];
  const list: OddRequest[] = [];
  for (const folder of ['/', '/zh-CN/', '/~demos/', '/demo/']) {
    for (const sequence of bad) {
      list.push(odd(`malformed ${folder}${sequence}`, get(`${folder}${sequence}`), 400));
      list.push(odd(`malformed ${folder}x${sequence}y/z`, get(`${folder}x${sequence}y/z`), 400));
    }
  }
  return list;
}

const ODD_REQUESTS = [...HAND_WRITTEN, ...traversals(), ...malformed()];

describe('the static server facing odd requests', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it(`answers ${ODD_REQUESTS.length} odd requests with a sensible status, never serves what is outside, and still answers /`, async () => {
    expect(ODD_REQUESTS.length).toBeGreaterThanOrEqual(200);
    const answers: string[] = [];
    // Eight at a time: quick, and each request still has its own connection.
    for (let i = 0; i < ODD_REQUESTS.length; i += 8) {
      const batch = ODD_REQUESTS.slice(i, i + 8);
      const responses = await Promise.all(batch.map((o) => raw(server.port, o.request)));
      batch.forEach((o, j) => {
        const { status, body } = responses[j];
        if (!o.expected.includes(status)) answers.push(`${o.name}: ${status}, expected ${o.expected.join(' or ')}`);
        if (body.includes(SECRET)) answers.push(`${o.name}: served the file outside the build folder`);
      });
    }
    expect(answers).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    const home = await raw(server.port, get('/'));
    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe(PAGES['index.html']);
  });

  it('shows the not-found page for an address it cannot read', async () => {
    const response = await raw(server.port, get('/%E0%A4%A'));
    expect(response.status).toBe(400);
    expect(header(response, 'Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toBe(PAGES['404.html']);
  });

  it('answers other methods with 405 and the methods it allows', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await raw(server.port, get('/', 'Content-Length: 0\r\n', method));
      expect(response.status, method).toBe(405);
      expect(header(response, 'Allow'), method).toBe('GET, HEAD');
    }
  });
});

describe('the static server serving the build as a host does', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('serves files as they are, /x from x.html, HTML in UTF-8', async () => {
    const home = await raw(server.port, get('/'));
    expect(home.status).toBe(200);
    expect(header(home, 'Content-Type')).toBe('text/html; charset=utf-8');
    expect(home.body.toString()).toBe(PAGES['index.html']);
    for (const target of ['/demo/sticky-header', '/demo/sticky-header.html', '/demo/sticky-header?tab=api']) {
      const page = await raw(server.port, get(target));
      expect(page.status, target).toBe(200);
      expect(page.body.toString(), target).toBe(PAGES['demo/sticky-header.html']);
    }
    expect((await raw(server.port, get('/zh-CN'))).body.toString()).toBe(PAGES['zh-CN.html']);
    expect((await raw(server.port, get('/zh-CN/demo/sticky-header'))).body.toString()).toBe(
      PAGES['zh-CN/demo/sticky-header.html'],
    );
  });

  it('sends Markdown and plain text as UTF-8', async () => {
    const markdown = await raw(server.port, get('/demo/sticky-header.md'));
    expect(header(markdown, 'Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.body.toString('utf8')).toBe(PAGES['demo/sticky-header.md']);
    const text = await raw(server.port, get('/llms.txt'));
    expect(header(text, 'Content-Type')).toBe('text/plain; charset=utf-8');
    expect(text.body.toString('utf8')).toBe(PAGES['llms.txt']);
  });

  it('answers the nearest 404.html up the folders with status 404', async () => {
    const cases: [string, string][] = [
      ['/nowhere', '404.html'],
      ['/demo/no-such-demo', '404.html'],
      ['/zh-CN/no/such', 'zh-CN/404.html'],
      ['/zh-CN/no-such', 'zh-CN/404.html'],
      ['/~demos/no-such-demo', '~demos/404.html'],
    ];
    for (const [target, page] of cases) {
      const response = await raw(server.port, get(target));
      expect(response.status, target).toBe(404);
      expect(header(response, 'Content-Type'), target).toBe('text/html; charset=utf-8');
      expect(response.body.toString(), target).toBe(PAGES[page]);
    }
  });

  it('gives an ETag and answers a request that has it with 304', async () => {
    const first = await raw(server.port, get('/demo/sticky-header'));
    const etag = header(first, 'ETag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await raw(server.port, get('/demo/sticky-header', `If-None-Match: ${etag}\r\n`));
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const full = await raw(server.port, get('/'));
    const head = await raw(server.port, get('/', '', 'HEAD'));
    expect(head.status).toBe(200);
    expect(header(head, 'Content-Length')).toBe(String(Buffer.byteLength(PAGES['index.html'])));
    expect(header(head, 'Content-Type')).toBe(header(full, 'Content-Type'));
    expect(header(head, 'ETag')).toBe(header(full, 'ETag'));
    expect(head.body.length).toBe(0);
    const missing = await raw(server.port, get('/zh-CN/nowhere', '', 'HEAD'));
    expect(missing.status).toBe(404);
    expect(header(missing, 'Content-Length')).toBe(String(Buffer.byteLength(PAGES['zh-CN/404.html'])));
    expect(missing.body.length).toBe(0);
  });

  it('compresses text for a client that accepts it, and only then', async () => {
    const fetchLong = (headers: http.OutgoingHttpHeaders) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: server.port, path: '/long', headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    // What Chromium asks for, then what an older client does.
    const brotli = await fetchLong({ 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.body.length).toBeLessThan(Buffer.byteLength(LONG_PAGE) / 10);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(LONG_PAGE);
    const zipped = await fetchLong({ 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(LONG_PAGE);

    const plain = await fetchLong({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(LONG_PAGE);

    // A range counts bytes of the file on disk, so it is never sent gzipped.
    const part = await fetchLong({ 'Accept-Encoding': 'gzip', Range: 'bytes=0-11' });
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.toString()).toBe('<h1>API</h1>');
  });

  it('answers byte ranges with exactly the bytes asked for', async () => {
    const first = await raw(server.port, get('/big.bin', 'Range: bytes=0-9\r\n'));
    expect(first.status).toBe(206);
    expect(header(first, 'Content-Range')).toBe(`bytes 0-9/${BIG.length}`);
    expect(first.body.equals(BIG.subarray(0, 10))).toBe(true);
    const last = await raw(server.port, get('/big.bin', 'Range: bytes=-5\r\n'));
    expect(header(last, 'Content-Range')).toBe(`bytes ${BIG.length - 5}-${BIG.length - 1}/${BIG.length}`);
    expect(last.body.equals(BIG.subarray(-5))).toBe(true);
    const middle = await raw(server.port, get('/big.bin', 'Range: bytes=1000-1999\r\n'));
    expect(middle.body.equals(BIG.subarray(1000, 2000))).toBe(true);
    const past = await raw(server.port, get('/big.bin', 'Range: bytes=99999999-\r\n'));
    expect(past.status).toBe(416);
    expect(header(past, 'Content-Range')).toBe(`bytes */${BIG.length}`);
  });

  it('serves the root 404.html for every missing address in single mode', async () => {
    const single = await startServer({ SITE_NOT_FOUND: 'single' });
    try {
      for (const target of ['/zh-CN/no/such', '/~demos/no-such-demo', '/nowhere']) {
        const response = await raw(single.port, get(target));
        expect(response.status, target).toBe(404);
        expect(response.body.toString(), target).toBe(PAGES['404.html']);
      }
      expect((await raw(single.port, get('/zh-CN'))).body.toString()).toBe(PAGES['zh-CN.html']);
    } finally {
      await single.stop();
    }
  });

  it('refuses to start with an unknown not-found mode', async () => {
    await expect(startServer({ SITE_NOT_FOUND: 'spa' })).rejects.toThrow(
      /SITE_NOT_FOUND must be one of nearest, single/,
    );
  });
});

describe('the static server under load', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  /** The server's open file descriptors: files, sockets, pipes (Linux). */
  const openHandles = () => readdirSync(`/proc/${server.child.pid}/fd`).length;

  /** Waits until the server has closed every connection the test opened (it must, within seconds). */
  async function expectBackTo(baseline: number) {
    await expect.poll(openHandles, { timeout: 10_000, interval: 50 }).toBeLessThanOrEqual(baseline);
  }

  it('holds 2,000 requests at 50 concurrent connections with no error and no open handle left', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const request = (target: string, method = 'GET', headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port: server.port, path: target, method, headers, agent },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      });
    // Before any connection: what the server holds open to listen and to talk to this process.
    const baseline = openHandles();

    const mix: [string, string, Record<string, string>, number][] = [
      ['/', 'GET', {}, 200],
      ['/demo/sticky-header', 'GET', {}, 200],
      ['/zh-CN/no/such', 'GET', {}, 404],
      ['/big.bin', 'GET', { Range: 'bytes=0-65535' }, 206],
      ['/llms.txt', 'HEAD', {}, 200],
      ['/%E0%A4%A', 'GET', {}, 400],
      ['/', 'POST', {}, 405],
      ['/demo/sticky-header.md', 'GET', {}, 200],
    ];
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 2000 }, (_, i) => {
        const [target, method, headers] = mix[i % mix.length];
        return request(target, method, headers);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const wrong = statuses.filter((status, i) => status !== mix[i % mix.length][3]);
    expect(wrong).toEqual([]);
    const peak = openHandles();
    agent.destroy();
    await expectBackTo(baseline);
    expect(server.child.exitCode).toBeNull();
    console.info(
      `2,000 requests at 50 connections: ${seconds.toFixed(2)} s (${Math.round(2000 / seconds)}/s); ` +
        `server descriptors ${baseline} before, ${peak} at the end of the load, ${openHandles()} after`,
    );
  });

  it('closes the file of every reader that goes away in the middle of a response', async () => {
    const baseline = openHandles();
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(server.port, '127.0.0.1');
        socket.on('error', reject);
        socket.once('data', () => {
          socket.destroy();
          resolve();
        });
        socket.write(get('/big.bin'));
      });
    }
    await expectBackTo(baseline);
    expect((await raw(server.port, get('/'))).status).toBe(200);
  });
});
