import { apiRowId } from '../../shared/api-docs/row-id.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { apiDefinitionsOf } from '../api-docs/definitions.ts';
import type { ApiLine } from '../api-docs/line.ts';
import { localized } from '../../shared/api-docs/localized.ts';
import type { ApiDefinition } from '../../shared/api-docs/types.ts';
import { DEFAULT_LOCALE, localeById } from '../../shared/i18n/locales.ts';
import type { SearchDemo, SearchIndex, SearchPage, SearchSection } from '../../shared/search/types.ts';
import { extractTexts, slugHeadings } from '../content/extract.ts';
import { releaseSearchParagraphs } from '../content/changelog.ts';
import { lineOfFile } from '../content/line-of-file.ts';
import { parsePage } from '../content/include.ts';
import { mdxAttribute } from '../content/markdown.ts';
import { demosOfPage } from '../demo/model.ts';
import { localizePage, type LocalizedPage } from '../content/localized.ts';
import type { PageRecord, PageTab } from '../content/pages.ts';
import { DEFAULT_TAB } from '../../shared/site-constants.ts';
import { siteDataForLocale } from '../content/locale-site.ts';
import type { SiteData } from '../../shared/site/navigation.ts';

/** A demo keyword used by more than this share of all demos tells them apart from nothing (`columns`, `data`). */
const UBIQUITOUS_KEYWORD_SHARE = 0.5;

/** `<API id="Table" />` elements and the toc section each stands in (-1 before the first heading). */
function findApiElements(tree: Root, tocIds: string[]): { id: string; tocIndex: number }[] {
  const found: { id: string; tocIndex: number }[] = [];
  let tocIndex = -1;
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const index = tocIds.indexOf(String(node.data?.hProperties?.id));
      if (index !== -1) tocIndex = index;
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'API') {
      const id = mdxAttribute(node, 'id');
      if (id) found.push({ id, tocIndex });
    }
  });
  return found;
}

/** Whole identifiers of a demo's source, to tell which API names it uses. */
function identifiers(source: string): Set<string> {
  return new Set(source.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

interface Context {
  root: string;
  locale: string;
  api: Record<string, ApiDefinition>;
  /** Last segment of every API property name (`offsetHeader` for `sticky.offsetHeader`). */
  apiNames: Set<string>;
}

/** One tab of a page (the body itself, or `index.$tab-api.md`): its sections and demos. */
function indexTab(
  ctx: Context,
  page: LocalizedPage,
  tab: PageTab,
): { sections: SearchSection[]; demos: (SearchDemo & { uses: Set<string> })[] } {
  const file = tab.file;
  const tree = parsePage(path.join(ctx.root, file));
  const toc = slugHeadings(tree);
  const texts = extractTexts(tree, toc);
  const isDefault = tab.key === DEFAULT_TAB.key;
  const base = isDefault ? page.path : `${page.path}?tab=${tab.key}`;
  const apiElements = findApiElements(
    tree,
    toc.map((t) => t.id),
  );
  const kept = page.frontmatter.searchParagraphs ?? Infinity;
  const paragraphs = (tocIndex: number) =>
    texts
      .filter((t) => t.tocIndex === tocIndex)
      .map((t) => t.value)
      .slice(0, kept);

  const sections: SearchSection[] = [];
  const apiRows = (tocIndex: number) => {
    for (const element of apiElements.filter((e) => e.tocIndex === tocIndex)) {
      const definition = ctx.api[element.id];
      if (!definition)
        throw new Error(`${file}: <API id="${element.id}" /> names no definition in src/shared/api-docs`);
      for (const prop of definition.properties) {
        sections.push({
          rawTitle: prop.name,
          title: prop.name,
          link: `${base}#${apiRowId(definition.id, prop.name)}`,
          paragraphs: [
            leadOf(localized(prop.description, ctx.locale)),
            prop.type,
            ...(prop.default ? [prop.default] : []),
          ],
          api: true,
          ...(prop.replacement ? { deprecated: true as const } : {}),
        });
      }
    }
  };

  const intro = paragraphs(-1);
  if (intro.length)
    sections.push({
      rawTitle: '',
      title: isDefault ? page.frontmatter.title : tab.title,
      link: base,
      paragraphs: intro,
    });
  apiRows(-1);
  // The release history: each of its 400+ releases stays a section (its version finds it) with what
  // it broke and, for the line's own major version, what it brought (releaseSearchParagraphs says why no more).
  const lineMajor = Number(lineOfFile(ctx.root, file)?.line.split('.')[0]);
  const releaseText = isReleaseHistory(path.join(ctx.root, file))
    ? releaseSearchParagraphs(ctx.locale, lineMajor)
    : undefined;
  toc.forEach((entry, i) => {
    const isRelease = releaseText && /^\d+\.(\d+\.\d+|x)$/.test(entry.title);
    sections.push({
      rawTitle: entry.title,
      title: entry.title,
      link: `${base}#${entry.id}`,
      paragraphs: isRelease ? releaseText(paragraphs(i), entry.title) : paragraphs(i),
    });
    apiRows(i);
  });

  const demos = demosOfPage(ctx.root, path.join(ctx.root, file)).map(({ demo, title, description }) => {
    const uses = identifiers(demo.files[0].code);
    return {
      link: `${base}#${demo.id}`,
      rawTitle: title,
      title: title || demo.id,
      description,
      keywords: [],
      uses: new Set([...ctx.apiNames].filter((name) => uses.has(name))),
    };
  });
  return { sections, demos };
}

/** Whether a page's body is the release list generated from the release data (the changelog). */
function isReleaseHistory(file: string): boolean {
  return /<include\b[^>]*\bformat="changelog"/.test(readFileSync(file, 'utf8'));
}

/** The top navigation item a page sits under; the home page (which has none) is its own group, first. */
function navGroup(site: SiteData, page: LocalizedPage): { title: string; order: number } {
  const item = site.nav.find((n) => page.path === n.path || page.path.startsWith(`${n.path}/`));
  return item ? { title: item.title, order: item.order } : { title: page.frontmatter.title, order: 0 };
}

/**
 * What the index keeps of an API row's description: its first sentence, which says what the row is (the
 * rest, what a reader trips over, is for the tab itself). With the 1.x API's semantic keys every sentence
 * more took its Chinese index past its 40 KB budget.
 */
export function leadOf(text: string): string {
  const end = /\.(?=\s|$)|。/u.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/**
 * Builds the search index of one locale from the same data the pages are built from: each page as the
 * locale serves it (its translation, else the default content), read with the content pipeline's own
 * functions (heading ids from slugHeadings, demo ids from demoId, navigation from buildSiteData), and
 * every Table/Column property of the line's API reference as a section of the tab that shows it
 * (`/?tab=api#api-table-rowkey`). Debug pages are left out.
 */
export function buildSearchIndex(
  root: string,
  localeId: string = DEFAULT_LOCALE.id,
  pages: PageRecord[],
  line: ApiLine,
): SearchIndex {
  const locale = localeById(localeId);
  if (locale.id !== localeId) throw new Error(`unknown locale ${localeId}`);
  const definitions: Record<string, ApiDefinition> = apiDefinitionsOf(line);
  const ctx: Context = {
    root,
    locale: locale.id,
    api: definitions,
    apiNames: new Set(
      Object.values(definitions).flatMap((d) => d.properties.map((p) => p.name.slice(p.name.lastIndexOf('.') + 1))),
    ),
  };
  // Debug pages are test fixtures (a crashing demo, an unknown API id): never offered to readers.
  const readerPages = pages.filter((p) => !p.frontmatter.debug);
  const localizedPages = readerPages.map((p) => localizePage(p, locale));
  const site = siteDataForLocale(readerPages, locale);
  const position = new Map(
    Object.values(site.sidebars)
      .flatMap((groups) => groups.flatMap((g) => g.items))
      .map((item, i) => [item.path, i]),
  );

  const records = localizedPages.map((page) => {
    const body = indexTab(ctx, page, {
      key: DEFAULT_TAB.key,
      title: DEFAULT_TAB.title,
      file: page.file,
      entry: page.entry,
    });
    const tabs = page.tabs.map((tab) => indexTab(ctx, page, tab));
    const group = navGroup(site, page);
    return {
      navTitle: group.title,
      navOrder: group.order,
      title: page.frontmatter.title,
      link: page.path,
      description: page.frontmatter.description ?? '',
      sections: [body, ...tabs].flatMap((t) => t.sections),
      demos: [body, ...tabs].flatMap((t) => t.demos),
      ...(isReleaseHistory(path.join(root, page.file)) ? { history: true as const } : {}),
    };
  });

  // Demo keywords: the API names a demo uses, minus those most demos use.
  const allDemos = records.flatMap((r) => r.demos);
  const usage = new Map<string, number>();
  for (const demo of allDemos) for (const name of demo.uses) usage.set(name, (usage.get(name) ?? 0) + 1);
  const limit = allDemos.length * UBIQUITOUS_KEYWORD_SHARE;

  const result: SearchPage[] = records
    .map((r) => ({
      ...r,
      demos: r.demos.map(({ uses, ...demo }) => ({
        ...demo,
        keywords: [...uses].filter((name) => (usage.get(name) ?? 0) <= limit).sort(),
      })),
    }))
    .sort((a, b) => a.navOrder - b.navOrder || (position.get(a.link) ?? 0) - (position.get(b.link) ?? 0));
  return { locale: locale.id, pages: result };
}
