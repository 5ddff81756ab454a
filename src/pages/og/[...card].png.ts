// Each page's social card (og:image): `/og/demo/scroll-x.png`, `/og/zh-CN/demo/scroll-x.png`.
import type { APIRoute, GetStaticPaths } from 'astro';
import { localizedPages, type LocalizedPage } from '../../build/content/localized';
import { siteContent } from '../../build/site-content';
import { renderCard } from '../../build/social/card';
import { installedPackages } from '../../build/vite-virtual-modules';
import { translatorFor } from '../../shared/i18n/server';
import { SITE_CONFIG } from '../../shared/site/config';
import { lineById } from '../../shared/site/route';
import { cardPath, packageLine } from '../../shared/site/social';

export const getStaticPaths = (async () =>
  localizedPages((await siteContent()).pages).map((page) => ({
    params: { card: cardPath(page.path).slice('/og/'.length, -'.png'.length) },
    props: { page },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { page } = props as { page: LocalizedPage };
  const pkg = lineById(page.page.line).package;
  const png = await renderCard({
    title: page.page.path === '/' ? translatorFor(page.locale.id)('site.home.title') : page.frontmatter.title,
    line: packageLine(pkg, installedPackages(process.cwd())[pkg]),
    site: new URL(SITE_CONFIG.url).host,
    lang: page.locale.id,
  });
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
