import type { APIRoute, GetStaticPaths } from 'astro';
import { buildSearchIndex } from '../../build/search/build-index';
import { packIndex } from '../../shared/search/index-format';
import { siteContent } from '../../build/site-content';
import { LOCALES } from '../../shared/i18n/locales';

/** Each locale's search index, written at build time (src/shared/search/index-url.ts); the search worker fetches it on first use. */
export const getStaticPaths = (() =>
  LOCALES.map((locale) => ({ params: { locale: locale.id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const index = buildSearchIndex(process.cwd(), params.locale, (await siteContent()).pages);
  return new Response(packIndex(index), { headers: { 'Content-Type': 'application/json' } });
};
