// The icon iOS puts on a home screen (and asks for at /apple-touch-icon.png whether a page links it or
// not): the site's favicon, drawn at 180×180 on white with a margin, since iOS rounds the corners.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { Resvg } from '@resvg/resvg-js';

const SIZE = 180;

export const GET: APIRoute = () => {
  const favicon = readFileSync(path.join(process.cwd(), 'public', 'favicon.svg'), 'utf8');
  const inner = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 30" width="${SIZE}" height="${SIZE}"><rect width="30" height="30" fill="#fff"/><g transform="translate(3 3)">${inner}</g></svg>`;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SIZE } }).render().asPng();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
