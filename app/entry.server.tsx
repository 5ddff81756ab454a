import { createReadableStreamFromReadable } from '@react-router/node';
import { Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

const RENDER_TIMEOUT_MS = 20_000;

// Runs only at build time (prerendering). `prerenderToNodeStream` waits for every Suspense boundary
// (API tables, lazy demos) so the HTML holds the whole page, readable before any script runs.
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  let statusCode = status;
  const { prelude } = await prerenderToNodeStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Never outline a large Suspense boundary into a hidden chunk plus a swap script: that content
    // would stay hidden without JavaScript.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      statusCode = 500;
      console.error(error);
    },
  });
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // The typings call the prelude a NodeJS.ReadableStream; at run time it is a stream.Readable.
  return new Response(createReadableStreamFromReadable(prelude as Readable), { headers, status: statusCode });
}
