import type { APIRoute, GetStaticPaths } from 'astro';
import { apiDefinitionsOf } from '../../build/api-docs/definitions';
import type { ApiLine } from '../../build/api-docs/line';
import { translatorFor } from '../../shared/i18n/server';
import { LOCALES } from '../../shared/i18n/locales';
import { apiHints } from '../../shared/live/api-hints';

/**
 * The live editor's completion and hover hints in each language (src/shared/live/api-hints.ts), written at
 * build time from the API tab's definitions of a line; the editor fetches its page's file on the first Edit.
 */
export const getStaticPaths = (() =>
  LOCALES.map((locale) => ({ params: { locale: locale.id } }))) satisfies GetStaticPaths;

/** The hints of one line in one locale, as the endpoint serves them. */
function hintsOf(line: ApiLine, locale: 'en-US' | 'zh-CN'): string {
  const t = translatorFor(locale);
  return JSON.stringify(
    apiHints(apiDefinitionsOf(line), locale, {
      default: t('api.col.default'),
      required: t('api.required'),
      since: (version) => t('api.version', { version }),
    }),
  );
}

export const GET: APIRoute = ({ params }) => {
  const locale = params.locale === 'zh-CN' ? 'zh-CN' : 'en-US';
  // The route serves the line at the site's root today (7.x); a per-line route passes its own.
  return new Response(hintsOf('7.x', locale), { headers: { 'Content-Type': 'application/json' } });
};
