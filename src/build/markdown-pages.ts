import path from 'node:path';
import { apiDefinitionsOf } from './api-docs/definitions.ts';
import { apiLineOfPage } from './api-docs/line.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/i18n/locales.ts';
import { translatorFor } from '../shared/i18n/server.ts';
import { SECTION_IDS, SITE_CONFIG } from '../shared/site/config.ts';
import { markdownPath } from '../shared/site/markdown-path.ts';
import type { SiteData } from '../shared/site/navigation.ts';
import { CURRENT_LINE, LINES } from '../shared/site/route.ts';
import type { Line, LineId } from '../shared/site/config.ts';

/** A line's navigation in one locale. */
type SiteOf = (line: LineId, locale: string) => SiteData;

/** The lines, the current one first. */
const linesInOrder = (): Line[] => [CURRENT_LINE, ...LINES.filter((l) => l !== CURRENT_LINE)];
import { parsePage } from './content/include.ts';
import { localizePage, type LocalizedPage } from './content/localized.ts';
import type { PageRecord } from './content/pages.ts';
import { demosOfPage } from './demo/model.ts';
import { concatenatePages, llmsTxt, pageToMarkdown, type LlmsLink } from './markdown-export.ts';

/** Absolute addresses in the Markdown, llms.txt and llms-full.txt start here (Astro's `site` is the same constant). */
const absolute = (address: string) => new URL(address, SITE_CONFIG.url).href;

/** One page of one locale as Markdown, from the same files the HTML page is compiled from. */
export function markdownOfPage(root: string, page: LocalizedPage): string {
  const t = translatorFor(page.locale.id);
  const files = [page.file, ...page.tabs.map((tab) => tab.file)].map((file) => path.join(root, file));
  // The demos of the body and its tabs by their `<code src>` element (in the same shared parse).
  const demos = new Map(files.flatMap((file) => demosOfPage(root, file).map((d) => [d.element.node, d] as const)));
  const apiDefinitions = apiDefinitionsOf(apiLineOfPage(root, files[0]));
  return pageToMarkdown(
    {
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      body: parsePage(files[0]),
      tabs: page.tabs.map((tab) => ({ title: tab.title, body: parsePage(path.join(root, tab.file)) })),
    },
    {
      pageUrl: absolute(page.path),
      locale: page.locale.id,
      demo: (element) => demos.get(element),
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
  const sidebarKeys = ['', ...SECTION_IDS].filter((key) => key in site.sidebars);
  return sidebarKeys.flatMap((key) =>
    (site.sidebars[key] ?? []).map((group) => ({
      title: key === '' ? null : group.title,
      pages: group.items.map((item) => byId.get(item.id)).filter((p): p is LocalizedPage => !!p),
    })),
  );
}

const linkTo = (page: LocalizedPage): LlmsLink => ({
  title: page.frontmatter.title,
  url: absolute(markdownPath(page.route)),
  description: page.frontmatter.description,
});

/**
 * `/llms.txt`: the site's summary (the home page's description), then every page of the default
 * locale by its sidebar group, then the pages of each other locale.
 */
export function llmsTxtOf(pages: PageRecord[], siteOf: SiteOf): string {
  const t = translatorFor(DEFAULT_LOCALE.id);
  const sections = (line: Line, locale: Locale) =>
    readingOrder(
      siteOf(line.id, locale.id),
      pages.filter((p) => p.line === line.id).map((p) => localizePage(p, locale)),
    );
  const home = localizePage(pages.find((p) => p.line === CURRENT_LINE.id && p.path === '/')!, DEFAULT_LOCALE);
  const others = LOCALES.filter((l) => l.id !== DEFAULT_LOCALE.id);
  const lineName = (line: Line) => `${line.package} ${line.id}`;
  return llmsTxt({
    name: SITE_CONFIG.name,
    summary: home.frontmatter.description ?? home.frontmatter.title,
    details: [{ text: t('llms.details'), url: absolute('/llms-full.txt') }],
    sections: [
      ...sections(CURRENT_LINE, DEFAULT_LOCALE).map((group) => ({
        title: group.title ?? t('llms.section.docs'),
        links: group.pages.map(linkTo),
      })),
      ...linesInOrder()
        .filter((line) => line !== CURRENT_LINE)
        .map((line) => ({
          title: t('llms.section.line', { line: lineName(line) }),
          links: sections(line, DEFAULT_LOCALE).flatMap((group) => group.pages.map(linkTo)),
        })),
      ...others.flatMap((locale) =>
        linesInOrder().map((line) => ({
          title: t('llms.section.lineLocale', { line: lineName(line), language: locale.name }),
          links: sections(line, locale).flatMap((group) => group.pages.map(linkTo)),
        })),
      ),
    ],
  });
}

/** `/llms-full.txt`: every page of the default locale as Markdown, line by line (the current first), in the order `/llms.txt` lists them. */
export function llmsFullTxtOf(root: string, pages: PageRecord[], siteOf: SiteOf): string {
  const ordered = linesInOrder().flatMap((line) =>
    readingOrder(
      siteOf(line.id, DEFAULT_LOCALE.id),
      pages.filter((p) => p.line === line.id).map((p) => localizePage(p, DEFAULT_LOCALE)),
    ).flatMap((g) => g.pages),
  );
  return concatenatePages(ordered.map((page) => markdownOfPage(root, page)));
}
