import type { APIRoute, GetStaticPaths } from 'astro';
import { localizedPages, type LocalizedPage } from '../build/content/localized';
import { markdownOfPage } from '../build/markdown-pages';
import { siteContent } from '../build/site-content';
import { markdownPath } from '../shared/site/markdown-path';

/** Every page of every locale as Markdown (`/demo/scroll-x.md`, `/index.md`, `/zh-CN/changelog.md`). */
export const getStaticPaths = (async () =>
  localizedPages((await siteContent()).pages).map((page) => ({
    params: { markdown: markdownPath(page.route).slice(1, -'.md'.length) },
    props: { page },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(markdownOfPage(process.cwd(), (props as { page: LocalizedPage }).page), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
