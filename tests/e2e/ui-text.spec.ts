// Every page of the built site shows the reader words: no message id (`demo.copyFailed`) reaches the HTML.
import { readFileSync } from 'node:fs';
import { expect, openPage, readingTest } from './fixtures';

const ids = Object.keys(JSON.parse(readFileSync('src/shared/i18n/en-US.json', 'utf8')) as Record<string, string>);

interface Found {
  page: string;
  where: string;
  text: string;
}

readingTest(
  'no page of either language shows a message id, or dotted words shaped like one, in its text or labels',
  async ({ page }) => {
    readingTest.setTimeout(120_000);
    await openPage(page, '/');
    const found = await page.evaluate(async (ids: string[]): Promise<{ pages: number; found: Found[] }> => {
      // Every page of the sitemap (both languages), the not-found pages, then every standalone demo page linked.
      const sitemap = await (await fetch('/sitemap-0.xml')).text();
      const paths = new Set(
        [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.replace(/(?<=.)\/$/, '')),
      );
      // Id-shaped: dotted words led by one of the catalog's namespaces (`demo.`, `page.`, `changelog.`, …), as
      // every id is. Dotted API names (`components.body.row`, `Table.Summary.Row`) are the docs' own words.
      const namespaces = new Set(ids.map((id) => id.split('.')[0]));
      const dotted = /(?<![\p{L}\p{N}_.\-/])\p{L}[\p{L}\p{N}]*(?:\.\p{L}[\p{L}\p{N}]*)+(?![\p{L}\p{N}_\-/(])/gu;
      const found: Found[] = [];
      const check = (path: string, where: string, text: string) => {
        for (const m of text.matchAll(dotted))
          if (namespaces.has(m[0].split('.')[0])) found.push({ page: path, where, text: m[0] });
      };
      // The not-found pages (the standalone demos' one links back to the documentation) are in no sitemap.
      const queue = [...paths, '/404', '/zh-CN/404', '/~demos/404'];
      const seen = new Set(queue);
      for (let i = 0; i < queue.length; i++) {
        const path = queue[i];
        const html = await (await fetch(path)).text();
        const doc = new DOMParser().parseFromString(html, 'text/html');
        for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[href*="/~demos/"]')) {
          const target = new URL(a.getAttribute('href')!, location.origin).pathname;
          if (!seen.has(target)) {
            seen.add(target);
            queue.push(target);
          }
        }
        // Code is code: a demo's source and API names in backticks may hold dotted names on purpose.
        doc.querySelectorAll('script, style, template, pre, code').forEach((el) => el.remove());
        check(path, 'title', doc.title);
        // Each text node alone: neighbouring elements' texts are not one word.
        const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) check(path, 'text', node.textContent ?? '');
        for (const el of doc.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
          for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
            check(path, `${el.tagName.toLowerCase()}[${name}]`, el.getAttribute(name) ?? '');
        const description = doc.querySelector('meta[name="description"]')?.getAttribute('content');
        if (description) check(path, 'meta description', description);
      }
      return { pages: queue.length, found };
    }, ids);
    // Both languages' pages and the standalone demos were read.
    expect(found.pages).toBeGreaterThan(150);
    expect(found.found).toEqual([]);
  },
);
