import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiDefinitions } from '../lib/api-docs/definitions.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/i18n/locales.ts';
import { translatorFor } from '../lib/i18n/server.ts';
import { SECTIONS, SITE_NAME, SITE_URL } from '../lib/site-constants.ts';
import { markdownPath } from '../lib/site/markdown-path.ts';
import type { SiteData } from '../lib/site/navigation.ts';
import { localImports, resolveLocal } from './content/imports.ts';
import { parsePage } from './content/include.ts';
import { localizePage, type LocalizedPage } from './content/localized.ts';
import type { PageRecord } from './content/pages.ts';
import { demoId } from './content/slug.ts';
import { concatenatePages, llmsTxt, pageToMarkdown, type DemoSource, type LlmsLink } from './markdown-export.ts';

/** Absolute addresses in the Markdown, llms.txt and llms-full.txt start here (Astro's `site` is the same constant). */
export const absolute = (address: string) => new URL(address, SITE_URL).href;

/** A demo's own file and the files it imports from beside it (its CSS), read from disk. */
export function demoSource(pageFile: string, src: string, pageSlug: string): DemoSource {
  const file = path.resolve(path.dirname(pageFile), src);
  const code = readFileSync(file, 'utf8');
  const lang = (name: string) => path.extname(name).slice(1);
  return {
    id: demoId(pageSlug, src),
    files: [
      { name: path.basename(file), lang: lang(file), code },
      ...localImports(code).map((spec) => {
        const local = resolveLocal(file, spec);
        return { name: path.basename(local), lang: lang(local), code: readFileSync(local, 'utf8') };
      }),
    ],
  };
}

/** One page of one locale as Markdown, from the same files the HTML page is compiled from. */
export function markdownOfPage(root: string, page: LocalizedPage): string {
  const t = translatorFor(page.locale.id);
  const file = path.join(root, page.file);
  return pageToMarkdown(
    {
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      body: parsePage(file),
      tabs: page.tabs.map((tab) => ({ title: tab.title, body: parsePage(path.join(root, tab.file)) })),
    },
    {
      pageUrl: absolute(page.path),
      locale: page.locale.id,
      demo: (src) => demoSource(file, src, page.page.slug),
      api: (id) => (Object.hasOwn(apiDefinitions, id) ? apiDefinitions[id] : undefined),
      apiLabels: {
        name: t('api.col.name'),
        description: t('api.col.description'),
        type: t('api.col.type'),
        default: t('api.col.default'),
        since: (version) => t('api.version', { version }),
        notFound: (id) => t('api.notFound', { id }),
      },
    },
  );
}

/** A locale's pages in reading order: the root pages, then each section's sidebar groups. */
function readingOrder(site: SiteData, pages: LocalizedPage[]): { title: string | null; pages: LocalizedPage[] }[] {
  const byId = new Map(pages.map((p) => [p.page.id, p]));
  const sections = Object.keys(SECTIONS).sort((a, b) => SECTIONS[a].order - SECTIONS[b].order);
  const sidebarKeys = ['', ...sections].filter((key) => key in site.sidebars);
  return sidebarKeys.flatMap((key) =>
    (site.sidebars[key] ?? []).map((group) => ({
      title: key === '' ? null : group.title,
      pages: group.items.map((item) => byId.get(item.id)).filter((p): p is LocalizedPage => !!p),
    })),
  );
}

const linkTo = (page: LocalizedPage): LlmsLink => ({
  title: page.frontmatter.title,
  url: absolute(markdownPath(page.page.path, page.locale)),
  description: page.frontmatter.description,
});

/**
 * `/llms.txt`: the site's summary (the home page's description), then every page of the default
 * locale by its sidebar group, then the pages of each other locale.
 */
export function llmsTxtOf(pages: PageRecord[], sites: Record<string, SiteData>): string {
  const t = translatorFor(DEFAULT_LOCALE.id);
  const sections = (locale: Locale) => readingOrder(sites[locale.id], pages.map((p) => localizePage(p, locale)));
  const home = localizePage(pages.find((p) => p.path === '/')!, DEFAULT_LOCALE);
  return llmsTxt({
    name: SITE_NAME,
    summary: home.frontmatter.description ?? home.frontmatter.title,
    details: [{ text: t('llms.details'), url: absolute('/llms-full.txt') }],
    sections: [
      ...sections(DEFAULT_LOCALE).map((group) => ({
        title: group.title ?? t('llms.section.docs'),
        links: group.pages.map(linkTo),
      })),
      ...LOCALES.filter((l) => l.id !== DEFAULT_LOCALE.id).map((locale) => ({
        title: t('llms.section.locale', { language: locale.name }),
        links: sections(locale).flatMap((group) => group.pages.map(linkTo)),
      })),
    ],
  });
}

/** `/llms-full.txt`: every page of the default locale as Markdown, in the order `/llms.txt` lists them. */
export function llmsFullTxtOf(root: string, pages: PageRecord[], site: SiteData): string {
  const ordered = readingOrder(site, pages.map((p) => localizePage(p, DEFAULT_LOCALE))).flatMap((g) => g.pages);
  return concatenatePages(ordered.map((page) => markdownOfPage(root, page)));
}
