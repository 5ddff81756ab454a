import type { APIRoute, GetStaticPaths } from 'astro';
import { allDemos, demoCode } from '../../../build/demo/model';

/**
 * Each demo's code alone, by its line and id (`/demo-code/7.x/simple.json`), without the highlighted HTML of its source bundle: what the live
 * editor fetches on the first Edit (src/client/live/demo-code.ts). The tabs of the CSS files beside a demo
 * come from its source bundle when the reader shows one.
 */
export const getStaticPaths = (() =>
  [...allDemos(process.cwd()).values()].map((demo) => ({
    params: { line: demo.line, id: demo.id },
    props: { code: demoCode(demo) },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.code), { headers: { 'Content-Type': 'application/json' } });
