import type { APIRoute } from 'astro';
import { SITE_URL } from '../shared/site-constants';

export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: /~demos/\nDisallow: /zh-CN/~demos/\n\nSitemap: ${new URL('/sitemap-index.xml', SITE_URL).href}\n`,
  );
