import type { APIRoute } from 'astro';
import { SITE_CONFIG } from '../shared/site/config';

export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: /~demos/\nDisallow: /zh-CN/~demos/\n\nSitemap: ${new URL('/sitemap-index.xml', SITE_CONFIG.url).href}\n`,
  );
