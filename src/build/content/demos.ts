import path from 'node:path';
import { demosOfPage } from '../demo/model.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { formatRoute } from '../../shared/site/route.ts';
import type { LineId } from '../../shared/site/config.ts';
import { localizePage } from './localized.ts';
import type { PageRecord } from './pages.ts';

/** A demo of the site's list (the standalone `/~demos/<id>` pages): its title as its page shows it. */
export interface DemoRecord {
  id: string;
  line: LineId;
  /** Example path from the repository root: `docs/7.x/examples/scroll-x.tsx`. */
  file: string;
  title: string;
  description: string;
  pageId: string;
  pagePath: string;
}

/**
 * Every demo of these pages (tabs included), titled as its page titles it. The demo model's allDemos is
 * the one check that no id is given to two examples of a line.
 */
export function collectDemos(root: string, pages: PageRecord[]): DemoRecord[] {
  return pages.flatMap((page) =>
    [page.file, ...page.tabs.map((t) => t.file)].flatMap((file) =>
      demosOfPage(root, path.join(root, file)).map(({ demo, title, description }) => ({
        id: demo.id,
        line: demo.line,
        file: demo.file,
        title,
        description,
        pageId: page.id,
        pagePath: page.path,
      })),
    ),
  );
}

/** A demo as a locale's standalone page shows it: its title and description, and the page it is on. */
export interface LocalizedDemo {
  title: string;
  description: string;
  /** Its page's title and address in that locale (the way back). */
  pageTitle: string;
  pagePath: string;
}

const demosOfFile = new Map<string, ReturnType<typeof demosOfPage>>();

/**
 * The demo in `locale`: titled as the page's translation titles it (the English title where the page or
 * the demo has no translation).
 */
export function localizeDemo(root: string, demo: DemoRecord, pages: PageRecord[], locale: Locale): LocalizedDemo {
  const page = pages.find((p) => p.id === demo.pageId);
  const local = page && localizePage(page, locale);
  const files = local ? [local.file, ...local.tabs.map((t) => t.file)] : [];
  const own = files
    .flatMap((file) => {
      let found = demosOfFile.get(file);
      if (!found) demosOfFile.set(file, (found = demosOfPage(root, path.join(root, file))));
      return found;
    })
    .find((d) => d.demo.id === demo.id);
  return {
    title: own?.title || demo.title || demo.id,
    description: own?.description || demo.description,
    pageTitle: local?.frontmatter.title ?? demo.title,
    pagePath: formatRoute({ line: demo.line, locale: locale.id, path: demo.pagePath }),
  };
}
