import type { APIRoute, GetStaticPaths } from 'astro';
import { demoCodeBundle, exampleNames } from '../../build/demo-code';

/**
 * Each example's code alone, without the highlighted HTML of its source bundle: what the live editor
 * fetches on the first Edit (src/lib/live/demo-code.ts). The tabs of the CSS files beside a demo come
 * from its source bundle when the reader shows one.
 */
export const getStaticPaths = (() =>
  exampleNames(process.cwd()).map((name) => ({ params: { name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(demoCodeBundle(process.cwd(), String(params.name))), {
    headers: { 'Content-Type': 'application/json' },
  });
