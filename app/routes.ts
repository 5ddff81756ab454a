import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { LOCALES, localizePath } from './i18n/locales.ts';
import { loadPages, sectionsOf } from '../plugins/content/load.ts';
import { localizedPages } from '../plugins/content/localized.ts';

// The route table is built from docs/: one route per page and locale, its id the page identifier
// (`docs/demo/scrollX`, `docs/demo/scrollX.zh-CN`), its module the page's own MDX file (its
// translation where there is one).
const pages = loadPages();
const sections = sectionsOf(pages);
const relative = (path: string) => path.replace(/^\//, '');

export default [
  layout('layouts/DocsLayout.tsx', [
    ...localizedPages(pages).map((p) =>
      p.path === '/'
        ? index(`../${p.file}`, { id: p.routeId })
        : route(relative(p.path), `../${p.file}`, { id: p.routeId }),
    ),
    ...LOCALES.flatMap((locale, i) => [
      ...sections.map((s) =>
        route(relative(localizePath(`/${s}`, locale)), 'routes/section-landing.tsx', {
          id: `section/${s}.${locale.id}`,
        }),
      ),
      route(i === 0 ? '*' : `${relative(locale.base)}/*`, 'routes/not-found.tsx', { id: `not-found.${locale.id}` }),
    ]),
  ]),
  route('~demos/:id', 'routes/standalone-demo.tsx', { id: 'standalone-demo' }),
] satisfies RouteConfig;
