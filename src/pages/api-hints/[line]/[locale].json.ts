import type { APIRoute, GetStaticPaths } from 'astro';
import { apiDefinitionsOf } from '../../../build/api-docs/definitions';
import { translatorFor } from '../../../shared/i18n/server';
import { LOCALES } from '../../../shared/i18n/locales';
import { apiHints } from '../../../shared/live/api-hints';
import { lineById, LINES } from '../../../shared/site/route';

/**
 * The live editor's completion and hover hints of each line in each language (src/shared/live/api-hints.ts),
 * written at build time from that line's API definitions; the editor fetches its page's file on the first Edit.
 */
export const getStaticPaths = (() =>
  LINES.flatMap((line) =>
    LOCALES.map((locale) => ({ params: { line: line.id, locale: locale.id } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const locale = params.locale === 'zh-CN' ? 'zh-CN' : 'en-US';
  const line = lineById(params.line ?? '').id;
  const t = translatorFor(locale);
  const hints = apiHints(apiDefinitionsOf(line), locale, {
    default: t('api.col.default'),
    required: t('api.required'),
    since: (version) => t('api.version', { version }),
  });
  return new Response(JSON.stringify(hints), { headers: { 'Content-Type': 'application/json' } });
};
