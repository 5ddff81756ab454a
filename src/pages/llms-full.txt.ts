import type { APIRoute } from 'astro';
import { llmsFullTxtOf } from '../build/markdown-pages';
import { siteContent, siteDataFor } from '../build/site-content';
import { DEFAULT_LOCALE } from '../shared/i18n/locales';

/** `/llms-full.txt`: every page of the default locale as Markdown, in one file. */
export const GET: APIRoute = async () =>
  new Response(llmsFullTxtOf(process.cwd(), (await siteContent()).pages, await siteDataFor(DEFAULT_LOCALE.id)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
