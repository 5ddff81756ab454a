import type { APIRoute } from 'astro';
import { llmsTxtOf } from '../build/markdown-pages';
import { siteContent, siteDataFor } from '../build/site-content';
import { LOCALES } from '../shared/i18n/locales';

/** `/llms.txt` (llmstxt.org): what the site is and the Markdown address of every page. */
export const GET: APIRoute = async () => {
  const sites = Object.fromEntries(
    await Promise.all(LOCALES.map(async (l) => [l.id, await siteDataFor(l.id)] as const)),
  );
  return new Response(llmsTxtOf((await siteContent()).pages, sites), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
