import type { APIRoute, GetStaticPaths } from 'astro';
import { buildSearchIndex } from '../../../build/search/build-index';
import { packIndex } from '../../../shared/search/index-format';
import { siteContent } from '../../../build/site-content';
import { LOCALES } from '../../../shared/i18n/locales';
import { lineById, LINES } from '../../../shared/site/route';

/** Each line's search index in each locale, written at build time (src/shared/search/index-url.ts); the search worker fetches it on first use. */
export const getStaticPaths = (() =>
  LINES.flatMap((line) =>
    LOCALES.map((locale) => ({ params: { line: line.id, locale: locale.id } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const line = lineById(params.line ?? '');
  const pages = (await siteContent()).pages.filter((p) => p.line === line.id);
  const index = buildSearchIndex(process.cwd(), params.locale, pages, line.id);
  return new Response(packIndex(index), { headers: { 'Content-Type': 'application/json' } });
};
