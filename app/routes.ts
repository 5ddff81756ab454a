import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { loadPages } from '../plugins/content/load.ts';
import { SECTIONS } from '../plugins/content/site-config.ts';

// The route table is built from docs/: one route per page, its id the page identifier
// (`docs/demo/scrollX`), its module the page's own MDX file.
const pages = loadPages();
const sections = Object.keys(SECTIONS).filter((s) => pages.some((p) => p.section === s));

export default [
  layout('layouts/DocsLayout.tsx', [
    ...pages.map((p) =>
      p.path === '/' ? index(`../${p.file}`, { id: p.id }) : route(p.path.slice(1), `../${p.file}`, { id: p.id }),
    ),
    ...sections.map((s) => route(s, 'routes/section-landing.tsx', { id: `section/${s}` })),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  route('~demos/:id', 'routes/standalone-demo.tsx', { id: 'standalone-demo' }),
] satisfies RouteConfig;
