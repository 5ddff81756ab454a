import type { APIRoute } from 'astro';
import { llmsTxtOf } from '../build/markdown-pages';
import { allSiteData, siteContent } from '../build/site-content';

/** `/llms.txt` (llmstxt.org): what the site is and the Markdown address of every page, the current line first. */
export const GET: APIRoute = async () =>
  new Response(llmsTxtOf((await siteContent()).pages, await allSiteData()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
