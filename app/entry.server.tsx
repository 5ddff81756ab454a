import { createReadableStreamFromReadable } from '@react-router/node';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

const RENDER_TIMEOUT_MS = 20_000;

// Runs only at build time (prerendering). It waits for every Suspense boundary so that the written HTML
// holds the whole page, readable before any script runs.
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        statusCode = 500;
        console.error(error);
      },
    });
    setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
