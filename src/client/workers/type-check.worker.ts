import ts from 'typescript';
import { createTypeChecker, type TypeCheckRequest, type TypeCheckResponse } from '../../shared/live/type-checker.ts';
import type { TypeCheckFiles } from '../../shared/live/type-check-options.ts';

// "Check types": TypeScript in a worker of its own, so a check never blocks typing. The declaration files load
// once, on the first request; each later check reuses the parsed libraries and only re-reads the demo.
let checker: Promise<ReturnType<typeof createTypeChecker>> | undefined;

async function load(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return createTypeChecker(ts, (await response.json()) as TypeCheckFiles);
}

self.onmessage = async ({ data }: MessageEvent<TypeCheckRequest>) => {
  let reply: TypeCheckResponse;
  try {
    checker ??= load(data.filesUrl);
    const check = await checker;
    reply = { id: data.id, diagnostics: check(data.code) };
  } catch (error) {
    checker = undefined;
    reply = { id: data.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
