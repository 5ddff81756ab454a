import type { APIRoute } from 'astro';
import { llmsFullTxtOf } from '../build/markdown-pages';
import { allSiteData, siteContent } from '../build/site-content';

/** `/llms-full.txt`: every page of the default locale as Markdown, in one file (the current line first). */
export const GET: APIRoute = async () =>
  new Response(llmsFullTxtOf(process.cwd(), (await siteContent()).pages, await allSiteData()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
