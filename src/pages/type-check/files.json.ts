import type { APIRoute } from 'astro';
import { typeCheckFiles } from '../../build/type-check-files';

/** The declaration files of "Check types", written at build time; its worker fetches them on the first check. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(typeCheckFiles(process.cwd())), { headers: { 'Content-Type': 'application/json' } });
